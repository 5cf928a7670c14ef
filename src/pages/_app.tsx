import '@/shell/globals.css';

import type { AppProps } from 'next/app';

// The Pages Router's pages (the directory searches) take the site's global style sheet here, as
// the App Router's pages take it from src/shell/SiteLayout.tsx.
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
