import { describe, expect, it } from 'vitest';

import { checkLength, cutToWidth, displayWidth, searchResult, SEO_LENGTHS } from './seo';

const site = { path: '/about/basic', siteName: '公益財団法人 日本適合性認定協会', origin: 'https://example.jp' };

describe('the width of a text', () => {
  it('counts a full-width character as 2 and any other as 1', () => {
    expect(displayWidth('認定の申請')).toBe(10);
    expect(displayWidth('ISO/IEC 17025 の認定')).toBe(14 + 6);
    expect(displayWidth('ＩＳＯ（全角）')).toBe(14);
    expect(displayWidth('、。「」ー')).toBe(10);
    expect(displayWidth('ｶﾀｶﾅ')).toBe(4);
    expect(displayWidth('')).toBe(0);
    expect(displayWidth(null)).toBe(0);
  });

  it('cuts a text to a width with an ellipsis, whole characters only', () => {
    expect(cutToWidth('認定の申請', 10)).toBe('認定の申請');
    expect(cutToWidth('認定の申請について', 10)).toBe('認定の申…');
    expect(cutToWidth('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('the length checks in Japanese', () => {
  const { title, description } = SEO_LENGTHS.ja;

  it('passes a title of up to about 30 full-width characters, and a short one of a few words', () => {
    expect(checkLength('認定の申請', title).status).toBe('good');
    expect(checkLength('試験所認定の申請手続きと審査の流れ（ISO/IEC 17025）', title).status).toBe('good');
    expect(checkLength('あ'.repeat(30), title).status).toBe('good');
  });

  it('marks a title longer than 30 full-width characters too long, and a single word too short', () => {
    expect(checkLength('あ'.repeat(31), title).status).toBe('tooLong');
    expect(checkLength('認定', title).status).toBe('tooShort');
    expect(checkLength('', title).status).toBe('missing');
    expect(checkLength('   ', title).status).toBe('missing');
  });

  it('passes a description of about 50 to 120 full-width characters', () => {
    expect(checkLength('あ'.repeat(49), description).status).toBe('almostThere');
    expect(checkLength('あ'.repeat(50), description).status).toBe('good');
    expect(checkLength('あ'.repeat(120), description).status).toBe('good');
    expect(checkLength('あ'.repeat(121), description).status).toBe('tooLong');
    expect(checkLength('あ'.repeat(20), description).status).toBe('tooShort');
  });

  it('no longer calls a typical Japanese title and description short, as the English ranges did', () => {
    const jaTitle = '認定制度の概要';
    const jaDescription = '当協会の認定制度の目的、認定の種類、認定までの流れと、認定を受けた機関の一覧の探し方をご案内します。';
    expect(checkLength(jaTitle, title).passes).toBe(true);
    expect(checkLength(jaDescription, description).passes).toBe(true);
    // The plugin's own rule (characters against the English ranges) failed both.
    expect(jaTitle.length).toBeLessThan(SEO_LENGTHS.en.title.min);
    expect(jaDescription.length).toBeLessThan(SEO_LENGTHS.en.description.min);
  });
});

describe('the length checks in English', () => {
  it('keep the plugin’s ranges for English', () => {
    expect(checkLength('a'.repeat(49), SEO_LENGTHS.en.title).status).toBe('almostThere');
    expect(checkLength('a'.repeat(55), SEO_LENGTHS.en.title).status).toBe('good');
    expect(checkLength('a'.repeat(61), SEO_LENGTHS.en.title).status).toBe('tooLong');
    expect(checkLength('a'.repeat(120), SEO_LENGTHS.en.description).status).toBe('good');
  });
});

describe('the search result of a page', () => {
  it('shows the page’s title with the site’s name when there is no SEO title, and checks the page’s part', () => {
    const result = searchResult('ja', { title: '認定制度の概要', metaDescription: null }, null, site);
    expect(result.exists).toBe(true);
    expect(result.url).toBe('https://example.jp/about/basic');
    expect(result.titlePart).toBe('認定制度の概要');
    expect(result.titleSource).toBe('page');
    expect(result.shownTitle).toBe('認定制度の概要 | 公益財団法人 日本適合性認定協会');
    expect(result.checks.title.passes).toBe(true);
    expect(result.description).toBeNull();
    expect(result.checks.description.status).toBe('missing');
  });

  it('uses the SEO title and description when written, and cuts a long whole title as a result list does', () => {
    const result = searchResult('ja', { title: '概要', metaTitle: 'あ'.repeat(30), metaDescription: '説明' }, null, site);
    expect(result.titleSource).toBe('meta');
    expect(displayWidth(result.shownTitle)).toBeLessThanOrEqual(60);
    expect(result.shownTitle.endsWith('…')).toBe(true);
  });

  it('has no suffix on the home page', () => {
    expect(searchResult('en', { title: 'Home', metaTitle: 'Japan Accreditation Board' }, null, { ...site, path: '/', siteName: 'Japan Accreditation Board' }).shownTitle).toBe(
      'Japan Accreditation Board',
    );
  });

  it('in English: no result without an English title, and the Japanese SEO texts shown where the English ones are empty', () => {
    const japanese = { title: '認定制度の概要', metaTitle: '認定制度の概要｜認定の種類と流れ', metaDescription: '当協会の認定制度をご案内します。' };
    expect(searchResult('en', { title: null }, japanese, site).exists).toBe(false);
    const result = searchResult('en', { title: 'Accreditation at a glance' }, japanese, { ...site, siteName: 'Japan Accreditation Board' });
    expect(result.url).toBe('https://example.jp/en/about/basic');
    expect(result.titleSource).toBe('metaJapanese');
    expect(result.descriptionSource).toBe('metaJapanese');
    expect(result.checks.title.status).toBe('japanese');
    expect(result.checks.description.passes).toBe(false);
    const written = searchResult('en', { title: 'Accreditation at a glance', metaTitle: 'Accreditation at a glance: schemes and the way to accreditation' }, japanese, site);
    expect(written.titleSource).toBe('meta');
  });
});
