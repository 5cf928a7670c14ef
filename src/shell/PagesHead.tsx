import Head from 'next/head';

/**
 * The `<head>` of a page rendered by the Pages Router (src/pages), as the App Router's metadata
 * writes it for every other page (src/shell/SiteLayout.tsx `siteMetadata`, the icons of src/app):
 * the title with the site's name after it, the description, the viewport and the icons.
 */
export function PagesHead({ title, description }: { title: string; description: string }) {
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" type="image/x-icon" />
      <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-icon.png" sizes="180x180" type="image/png" />
    </Head>
  );
}
