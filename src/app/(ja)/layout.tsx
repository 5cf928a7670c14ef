import type { ReactNode } from 'react';

import { SiteLayout, siteMetadata } from '@/shell/SiteLayout';

export const generateMetadata = () => siteMetadata('ja');

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout locale="ja">{children}</SiteLayout>;
}
