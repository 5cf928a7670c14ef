import '@/shell/globals.css';

import { ADDRESSES } from '@/i18n/addresses';

import ja from '../../messages/ja/notFound.json';

// Next's own not-found route, for addresses no route matches (the catch-alls take nearly all).
// It stays static: it is part of every page's tree, so reading the request here would make every
// page render per request. The site's server answers document 404s with /page-not-found instead.
export default function GlobalNotFound() {
  return (
    <html lang="ja">
      <body>
        <main id="main" className="container">
          <h1>{ja.title}</h1>
          <p>{ja.lead}</p>
          <p>{ja.checkAddress}</p>
          <p>{ja.movedOrRemoved}</p>
          <ul>
            <li>
              <a href="/">{ja.toHome}</a>
            </li>
            <li>
              <a href={ADDRESSES.siteSearch}>{ja.toSearch}</a>
            </li>
          </ul>
        </main>
      </body>
    </html>
  );
}
