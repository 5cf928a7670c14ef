import { describe, expect, it } from 'vitest';

import { documentInLocaleUrl, excerpt, plainText, valueAtPath } from './otherLocale';

describe('the other language’s document', () => {
  it('is read through the REST API as its latest draft, without fallback or relations', () => {
    expect(documentInLocaleUrl('/api', 'news', 41, 'ja')).toBe('/api/news/41?locale=ja&fallback-locale=none&depth=0&draft=true');
  });

  it('gives the value at a form path, through arrays and groups', () => {
    const doc = { title: '件名', relatedLinks: [{ label: '一つ目' }, { label: '二つ目' }], results: { body: null } };
    expect(valueAtPath(doc, 'title')).toBe('件名');
    expect(valueAtPath(doc, 'relatedLinks.1.label')).toBe('二つ目');
    expect(valueAtPath(doc, 'relatedLinks.5.label')).toBeUndefined();
    expect(valueAtPath(doc, 'results.body')).toBeNull();
    expect(valueAtPath(doc, undefined)).toBeUndefined();
  });

  it('shows a text or a rich text as one short line', () => {
    const rich = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: '概要' }] },
          { type: 'paragraph', children: [{ type: 'text', text: '本文の' }, { type: 'text', text: '一行目' }, { type: 'linebreak' }, { type: 'text', text: '二行目' }] },
        ],
      },
    };
    expect(plainText(rich)).toBe('概要 本文の一行目 二行目');
    expect(plainText('  一行\n二行  ')).toBe('一行 二行');
    expect(plainText(null)).toBe('');
    expect(excerpt('あいうえお', 3)).toBe('あいう…');
    expect(excerpt('あいう', 3)).toBe('あいう');
  });
});
