import type { ReactNode } from 'react';

import { SiteLayout, siteMetadata } from '@/shell/SiteLayout';

export const generateMetadata = () => siteMetadata('en');

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout locale="en">{children}</SiteLayout>;
}
