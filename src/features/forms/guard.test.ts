import { describe, expect, it } from 'vitest';

import { crossSite, formForPath, plainPostIsValid } from './guard';

describe('crossSite', () => {
  const own = 'https://www.example.invalid';
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('accepts posts from the site itself and from clients that name no origin', () => {
    expect(crossSite(headers({ origin: own }), own)).toBe(false);
    expect(crossSite(headers({}), own)).toBe(false);
    expect(crossSite(headers({ 'sec-fetch-site': 'same-origin' }), own)).toBe(false);
  });

  it('refuses other sites, Origin: null and cross-site fetches', () => {
    expect(crossSite(headers({ origin: 'https://evil.invalid' }), own)).toBe(true);
    expect(crossSite(headers({ origin: 'null' }), own)).toBe(true);
    expect(crossSite(headers({ 'sec-fetch-site': 'cross-site' }), own)).toBe(true);
  });
});

describe('formForPath', () => {
  it('knows the input and confirmation addresses of both forms', () => {
    expect(formForPath('/inquiry/form')).toBe('inquiry');
    expect(formForPath('/complaint_application/confirm')).toBe('complaint');
    expect(formForPath('/inquiry/form/success')).toBeNull();
  });
});

describe('plainPostIsValid', () => {
  const post = (entries: Record<string, string>) => {
    const data = new FormData();
    data.set('$ACTION_ID_abc', '');
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };

  it('refuses posts that are not form steps, empty reviews and a filled honeypot', () => {
    expect(plainPostIsValid('inquiry', new FormData())).toBe(false);
    expect(plainPostIsValid('inquiry', post({ _step: 'review' }))).toBe(false);
    expect(plainPostIsValid('inquiry', post({ _step: 'submit', token: 'x' }))).toBe(false);
    expect(plainPostIsValid('inquiry', post({ _step: 'submit', token: 'a'.repeat(48) }))).toBe(true);
  });
});
