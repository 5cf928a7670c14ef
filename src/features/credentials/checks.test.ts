import { describe, expect, it } from 'vitest';

import { negotiatedTarget, preferredForm } from './checks';

const none = new URLSearchParams();

describe('the form an Accept header asks for', () => {
  it('gives browsers and tools that accept anything the page', () => {
    expect(preferredForm('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe('html');
    expect(preferredForm('*/*')).toBe('html');
    expect(preferredForm(undefined)).toBe('html');
    expect(preferredForm('image/png')).toBe('html');
  });

  it('gives a program the form it names, by quality', () => {
    expect(preferredForm('application/ld+json')).toBe('jsonld');
    expect(preferredForm('application/json')).toBe('jsonld');
    expect(preferredForm('application/vc+jwt')).toBe('vc');
    expect(preferredForm('application/jose')).toBe('jose');
    expect(preferredForm('text/html;q=0.5, application/vc+jwt')).toBe('vc');
    expect(preferredForm('application/vc+jwt;q=0.2, application/ld+json;q=0.9')).toBe('jsonld');
    // A refused form (q=0) is never given, even when nothing else is named.
    expect(preferredForm('application/vc+jwt;q=0')).toBe('html');
  });
});

describe('where another form of a page is answered', () => {
  it('sends a check of a number to its machine forms, keeping the day asked', () => {
    expect(negotiatedTarget('/verify/RM0001', 'application/ld+json', none)).toBe('/credentials/answers/RM0001?as=jsonld');
    expect(negotiatedTarget('/verify/RM0001', 'application/jose', new URLSearchParams('on=2025-04-01'))).toBe('/credentials/answers/RM0001?on=2025-04-01');
    expect(negotiatedTarget('/verify/RM0001', 'application/vc+jwt', none)).toBe('/credentials/RM0001?from=verify');
  });

  it("sends a body's page to its credential", () => {
    expect(negotiatedTarget('/certification_institutions/RM0001', 'application/vc+jwt', none)).toBe('/credentials/RM0001');
    expect(negotiatedTarget('/certification_institutions/RM0001', 'application/ld+json', none)).toBe('/credentials/RM0001?as=jsonld');
  });

  it('leaves pages that are not a record, and every request for HTML, alone', () => {
    expect(negotiatedTarget('/verify/RM0001', 'text/html', none)).toBeUndefined();
    expect(negotiatedTarget('/verify/check', 'application/ld+json', none)).toBeUndefined();
    expect(negotiatedTarget('/verify/list', 'application/ld+json', none)).toBeUndefined();
    expect(negotiatedTarget('/verify/list/abc', 'application/ld+json', none)).toBeUndefined();
    expect(negotiatedTarget('/certification_institutions/export', 'application/json', none)).toBeUndefined();
    expect(negotiatedTarget('/certification_institutions', 'application/json', none)).toBeUndefined();
    expect(negotiatedTarget('/news/item', 'application/ld+json', none)).toBeUndefined();
  });
});
