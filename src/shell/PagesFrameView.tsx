import Head from 'next/head';
import type { ReactNode } from 'react';

import { type PageShellData, PageShellView } from '@/shell/PageShellView';
import { type SiteFrameData, SiteFrameView } from '@/shell/SiteFrameView';

/** The frame of a Pages Router page, read before it renders (./PagesFrame.ts). */
export type PagesFrameData = { shell: PageShellData; frame: SiteFrameData; siteName: string; description: string };

/**
 * A Pages Router page (src/pages) in the frame of every App Router page: the `<head>` the App
 * Router's metadata writes (the title with the site's name after it, the description, the
 * viewport, the icons of src/app; SiteLayout.tsx `siteMetadata`), then the same body views.
 */
export function PagesFrameView({ page, title, children }: { page: PagesFrameData; title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${page.siteName}`}</title>
        <meta name="description" content={page.description} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" type="image/x-icon" />
        <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-icon.png" sizes="180x180" type="image/png" />
      </Head>
      <SiteFrameView frame={page.frame}>
        <PageShellView shell={page.shell}>{children}</PageShellView>
      </SiteFrameView>
    </>
  );
}
