/**
 * A small self-contained page in the visitor's language (a title, a message and a way back),
 * for answers given before the site renders: refused posts, addresses that cannot be read.
 */
export type PlainPage = { lang: 'ja' | 'en'; title: string; message: string; href: string; link: string };

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPageHtml(page: PlainPage): string {
  return (
    `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(page.title)}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.7">` +
    `<main><h1>${escape(page.title)}</h1><p>${escape(page.message)}</p><p><a href="${escape(page.href)}">${escape(page.link)}</a></p></main></body></html>`
  );
}
