import { describe, expect, it } from 'vitest';

import { withoutClientRuntime } from './clientRuntime';

const page = [
  '<!DOCTYPE html><html lang="ja"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<title>ページ</title></head><body><main><h1>見出し</h1><p>&lt;script&gt; in text stays text</p></main>',
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<script src="/enhance.js?v=abc" defer=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<div>rows</div>"])</script>',
  '<script type="module">import "/x.js"</script>',
  '</body></html>',
].join('');

describe('a public page without the client runtime', () => {
  const out = withoutClientRuntime(page);

  it('loses Next’s script files, their preloads and every inline script that would run', () => {
    expect(out).not.toMatch(/_next\/static\/chunks\/[^"]*\.js/);
    expect(out).not.toContain('__next_f');
    expect(out).not.toContain('TURBOPACK');
    expect(out).not.toContain('import "/x.js"');
  });

  it('keeps the page itself, its styles, font preloads, data blocks and the site’s own script', () => {
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(out).toContain('/_next/static/media/font.woff2');
    expect(out).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
    expect(out).toContain('<script src="/enhance.js?v=abc" defer=""></script>');
    expect(out).toContain('<h1>見出し</h1><p>&lt;script&gt; in text stays text</p>');
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it('leaves a page without any of it unchanged', () => {
    const plain = '<!DOCTYPE html><html><body><p>x</p><script src="/enhance.js" defer=""></script></body></html>';
    expect(withoutClientRuntime(plain)).toBe(plain);
  });
});
