import { describe, expect, it } from 'vitest';

import { openDataMessages } from './messages';
import { API_PAGE_SIZE, readBodySearch, readCertificateSearch, readLang, readReportType, unknownParameters } from './params';

const ja = openDataMessages('ja');
const en = openDataMessages('en');
const q = (query: string) => new URLSearchParams(query);

describe('the language of the messages', () => {
  it('is Japanese by default, English on request, and anything else is refused', () => {
    expect(readLang(q(''))).toEqual({ lang: 'ja', ok: true });
    expect(readLang(q('lang=en'))).toEqual({ lang: 'en', ok: true });
    expect(readLang(q('lang=fr'))).toEqual({ lang: 'ja', ok: false });
    expect(readLang(q('lang=EN'))).toEqual({ lang: 'ja', ok: false });
    expect(readLang(q('lang='))).toEqual({ lang: 'ja', ok: false });
  });
});

describe('unknown parameters', () => {
  it('are each refused by name, lang being known everywhere', () => {
    const refused = unknownParameters(q('scheme=x&limit=1000&lang=en&limit=5&per_page=2'), ['scheme'], en);
    expect(refused.map((p) => [p.name, p.code])).toEqual([
      ['limit', 'unknown'],
      ['per_page', 'unknown'],
    ]);
    expect(refused[0]!.reason).toContain('"limit"');
    expect(refused[0]!.reason).toContain('scheme, lang');
  });
});

describe('a directory search', () => {
  it('reads the conditions as the search page does', () => {
    const read = readBodySearch(q('scheme=laboratory&pref=13&q=JIS&status=all&page=3'), ja);
    expect(read).toEqual({ ok: true, value: expect.objectContaining({ scheme: 'laboratory', prefecture: '13', keyword: 'JIS', status: 'all', page: 3 }) });
  });

  it("names each refused parameter as written in the address, with the parser's code, in the language asked for", () => {
    const read = readBodySearch(q('scheme=bakery&pref=99&page=0'), ja);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.invalid.map((p) => [p.name, p.code])).toEqual([
      ['scheme', 'scheme'],
      ['pref', 'prefecture'],
      ['page', 'page'],
    ]);
    expect(read.invalid[2]!.reason).toBe('page は1から1000までの整数で指定してください。');
    const english = readBodySearch(q('scope=QMS'), en);
    expect(english.ok || english.invalid[0]).toEqual({ name: 'scope', code: 'scope', reason: expect.stringContaining('scope must be') });
  });

  it('says which text is too long', () => {
    const read = readBodySearch(q(`name=a&q=${'x'.repeat(101)}`), en);
    expect(read.ok || read.invalid).toEqual([{ name: 'q', code: 'tooLong', reason: 'q must be 100 characters or fewer.' }]);
  });
});

describe('a register search', () => {
  it(`holds ${API_PAGE_SIZE} a page unless fewer are asked for, and never more`, () => {
    expect(readCertificateSearch(q(''), ja)).toMatchObject({ ok: true, value: { size: API_PAGE_SIZE } });
    expect(readCertificateSearch(q('size='), ja)).toMatchObject({ ok: true, value: { size: API_PAGE_SIZE } });
    expect(readCertificateSearch(q('size=20'), ja)).toMatchObject({ ok: true, value: { size: 20 } });
    for (const size of ['500', '101', '1000', '0', '-1', 'all']) {
      const read = readCertificateSearch(q(`size=${size}`), en);
      expect(read.ok || read.invalid.map((p) => p.name), size).toEqual(['size']);
    }
  });

  it('checks the depth of a page against the size it is read with', () => {
    expect(readCertificateSearch(q('page=1001'), ja).ok).toBe(true);
    expect(readCertificateSearch(q('page=1002'), ja).ok).toBe(false);
    expect(readCertificateSearch(q('size=20&page=5001'), ja).ok).toBe(true);
  });

  it('reads several values repeated or separated by commas, and names what it refuses', () => {
    expect(readCertificateSearch(q('std=QMS&std=EMS&pref=13,27'), ja)).toMatchObject({ ok: true, value: { standards: ['QMS', 'EMS'], prefectures: ['13', '27'] } });
    const read = readCertificateSearch(q(`iaf=40&cls=bakery&sort=colour&country=${Array(61).fill('JP').join(',')}`), en);
    expect(read.ok || read.invalid.map((p) => [p.name, p.code])).toEqual([
      ['iaf', 'iaf'],
      ['cls', 'classification'],
      ['country', 'tooMany'],
      ['sort', 'sort'],
    ]);
    expect(read.ok || read.invalid[3]!.reason).toContain('organisation, office, body');
  });
});

describe('a decision report', () => {
  it('needs its type, 1, 2 or 3', () => {
    expect(readReportType(q('type=2'), ja)).toEqual({ ok: true, value: '2' });
    for (const query of ['', 'type=4', 'type=', 'type=abc']) expect(readReportType(q(query), ja).ok, query).toBe(false);
    expect(readReportType(q('type=9'), en)).toEqual({ ok: false, invalid: [{ name: 'type', code: 'type', reason: expect.stringContaining('type must be 1') }] });
  });
});

describe('messages with large numbers', () => {
  it('group their digits', () => {
    const read = readCertificateSearch(q('page=2000'), en);
    expect(read.ok || read.invalid[0]!.reason).toContain('100,000');
  });
});
