import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

// The document of the Pages Router's pages: <html lang> by the address's language, as the App
// Router's layouts write it (English under /en).
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const english = /^\/en(\/|$)/.test(__NEXT_DATA__.page);
  return (
    <Html lang={english ? 'en' : 'ja'}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
