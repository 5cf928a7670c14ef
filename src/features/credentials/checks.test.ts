import { describe, expect, it } from 'vitest';

import { negotiatedTarget, preferredForm } from './checks';

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
  it('sends a check of a number to its machine forms', () => {
    expect(negotiatedTarget('/verify/RM0001', 'application/ld+json')).toBe('/credentials/answers/RM0001/jsonld');
    // The day asked stays in the query string, which a rewrite keeps.
    expect(negotiatedTarget('/verify/RM0001', 'application/jose')).toBe('/credentials/answers/RM0001');
    expect(negotiatedTarget('/verify/RM0001', 'application/vc+jwt')).toBe('/credentials/RM0001/checked');
  });

  it("sends a body's page to its credential", () => {
    expect(negotiatedTarget('/certification_institutions/RM0001', 'application/vc+jwt')).toBe('/credentials/RM0001');
    expect(negotiatedTarget('/certification_institutions/RM0001', 'application/ld+json')).toBe('/credentials/RM0001/jsonld');
  });

  it('leaves pages that are not a record, and every request for HTML, alone', () => {
    expect(negotiatedTarget('/verify/RM0001', 'text/html')).toBeUndefined();
    expect(negotiatedTarget('/verify/check', 'application/ld+json')).toBeUndefined();
    expect(negotiatedTarget('/verify/list', 'application/ld+json')).toBeUndefined();
    expect(negotiatedTarget('/verify/list/abc', 'application/ld+json')).toBeUndefined();
    expect(negotiatedTarget('/certification_institutions/export', 'application/json')).toBeUndefined();
    expect(negotiatedTarget('/certification_institutions', 'application/json')).toBeUndefined();
    expect(negotiatedTarget('/news/item', 'application/ld+json')).toBeUndefined();
  });
});
