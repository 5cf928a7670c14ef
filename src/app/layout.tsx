import type { ReactNode } from 'react';

// The public site and the admin each render their own <html> (in (frontend)/[locale] and
// (payload)); this root only passes children through, as next-intl's routing requires.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
