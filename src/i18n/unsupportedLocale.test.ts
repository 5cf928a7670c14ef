import { describe, expect, it } from 'vitest';

import { localizedHref } from './routing';
import { unsupportedLocaleRedirect } from './unsupportedLocale';

describe('unsupportedLocaleRedirect', () => {
  it('shows the Japanese page for a language the site does not offer', () => {
    expect(unsupportedLocaleRedirect('/fr/about/basic')).toBe('/about/basic');
    expect(unsupportedLocaleRedirect('/zh-cn')).toBe('/');
  });

  it('corrects the letter case of a supported language', () => {
    expect(unsupportedLocaleRedirect('/EN/about')).toBe('/en/about');
    expect(unsupportedLocaleRedirect('/JA/about')).toBe('/about');
  });

  it('leaves supported languages and ordinary paths alone', () => {
    expect(unsupportedLocaleRedirect('/en/about')).toBeNull();
    expect(unsupportedLocaleRedirect('/about')).toBeNull();
    expect(unsupportedLocaleRedirect('/service/ptp')).toBeNull();
    expect(unsupportedLocaleRedirect('/')).toBeNull();
    expect(unsupportedLocaleRedirect('/no-such')).toBeNull();
    expect(unsupportedLocaleRedirect('/xx/about')).toBeNull();
  });
});

describe('localizedHref', () => {
  it('puts Japanese at the root and English under /en', () => {
    expect(localizedHref('/about', 'ja')).toBe('/about');
    expect(localizedHref('/about', 'en')).toBe('/en/about');
    expect(localizedHref('/', 'ja')).toBe('/');
    expect(localizedHref('/', 'en')).toBe('/en');
  });
});
