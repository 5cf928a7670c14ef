import { describe, expect, it } from 'vitest';

import { bracketed, labelled, languageOfText, listed } from './punctuation';

describe('punctuation composed in code', () => {
  it('is full-width in Japanese and ASCII with a space in English', () => {
    expect(labelled('公開日', '2026年11月28日')).toBe('公開日：2026年11月28日');
    expect(labelled('Published', '28 November 2026')).toBe('Published: 28 November 2026');
    expect(bracketed('外部サイト')).toBe('（外部サイト）');
    expect(bracketed('external site')).toBe(' (external site)');
    expect(bracketed('PDF 1 KB・日本語')).toBe('（PDF 1 KB・日本語）');
    expect(bracketed('PDF, 1 KB, Japanese')).toBe(' (PDF, 1 KB, Japanese)');
    expect(listed(['QMS', 'EMS'], 'ja')).toBe('QMS、EMS');
    expect(listed(['QMS', 'EMS'], 'en')).toBe('QMS, EMS');
  });

  it('follows the page language when it is given, whatever the words', () => {
    // A name written only in Latin letters on a Japanese page is still bracketed as Japanese.
    expect(bracketed('JAB', 'ja')).toBe('（JAB）');
    expect(labelled('Status', 'Valid', 'ja')).toBe('Status：Valid');
  });

  it('takes text with kana or kanji as Japanese', () => {
    expect(languageOfText('締切日')).toBe('ja');
    expect(languageOfText('カタカナ')).toBe('ja');
    expect(languageOfText('Closing date')).toBe('en');
  });
});
