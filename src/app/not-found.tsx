import '@/shell/globals.css';

import ja from '../../messages/ja/notFound.json';

// Reached only by addresses no route matches (the Japanese catch-all takes nearly all of them,
// answering with its own not-found page). Japanese is the default language.
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
              <a href="/search">{ja.toSearch}</a>
            </li>
          </ul>
        </main>
      </body>
    </html>
  );
}
