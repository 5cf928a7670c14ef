import { describe, expect, it } from 'vitest';

import { listedTitle } from './listedTitle';

describe('an item’s title in a list', () => {
  const both = { ja: '年末年始の休業について', en: 'Year-end closure' };
  const japaneseOnly = { ja: '国内説明会の開催について', en: null };

  it('is the title of the page’s language when there is one', () => {
    expect(listedTitle(both, 'ignored', 'ja')).toEqual({ title: '年末年始の休業について', japaneseOnly: false });
    expect(listedTitle(both, 'ignored', 'en')).toEqual({ title: 'Year-end closure', japaneseOnly: false });
  });

  it('on an English page, is the Japanese title marked Japanese for an item written only in Japanese, with staff’s summary', () => {
    expect(listedTitle(japaneseOnly, 'A briefing in Tokyo, held in Japanese', 'en')).toEqual({
      title: '国内説明会の開催について',
      titleLang: 'ja',
      summary: 'A briefing in Tokyo, held in Japanese',
      japaneseOnly: true,
    });
    expect(listedTitle(japaneseOnly, '   ', 'en')).toEqual({ title: '国内説明会の開催について', titleLang: 'ja', japaneseOnly: true });
    expect(listedTitle(japaneseOnly, null, 'en')).not.toHaveProperty('summary');
  });
});
