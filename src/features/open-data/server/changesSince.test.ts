import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { encodeCursor } from './changesCursor';
import { readMoment, readSince } from './changesSince';
import { openDataMessages } from './messages';

const ja = openDataMessages('ja');
const en = openDataMessages('en');
// 2026-12-07 10:00 in Japan.
const now = Date.parse('2026-12-07T10:00:00+09:00');
const read = (since: string | null, t = en) => readSince(new URLSearchParams(since === null ? '' : { since }), t, now);

beforeEach(() => vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret'));
afterEach(() => vi.unstubAllEnvs());

describe('since', () => {
  it('takes a cursor this API gave', () => {
    const cursor = { after: 10, holes: [], corrected: { at: 5, id: 1 }, edits: { after: 3, holes: [] } };
    expect(read(encodeCursor(cursor))).toEqual({ ok: true, value: { kind: 'cursor', cursor } });
  });

  it('takes the time a download was made, with its offset, or its day in Japan', () => {
    expect(read('2026-12-07T09:30:00+09:00')).toEqual({ ok: true, value: { kind: 'time', at: Date.parse('2026-12-07T00:30:00Z') } });
    expect(read('2026-12-07T00:30:00.123456Z')).toEqual({ ok: true, value: { kind: 'time', at: Date.parse('2026-12-07T00:30:00.123Z') } });
    // An offset's + sent unencoded arrives as a space.
    expect(read('2026-12-07T09:30:00 09:00')).toEqual({ ok: true, value: { kind: 'time', at: Date.parse('2026-12-07T00:30:00Z') } });
    expect(read('2026-12-06')).toEqual({ ok: true, value: { kind: 'time', at: Date.parse('2026-12-05T15:00:00Z') } });
    expect(read('2026-12-07')).toMatchObject({ ok: true });
  });

  it('is required, and refuses a time that is not one, or is later than now', () => {
    const refused = (since: string | null) => {
      const reading = read(since);
      return reading.ok ? null : reading.invalid.map((p) => [p.name, p.code]);
    };
    expect(refused(null)).toEqual([['since', 'since']]);
    expect(refused('')).toEqual([['since', 'since']]);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-12-07T25:00:00Z', '2026-12-07T09:30:00', '2026-12-07 09:30:00+09:00', '2026-12-07T09:30+09:00', '1969-12-31'])
      expect(refused(bad), bad).toEqual([['since', 'since']]);
    expect(refused('2026-12-08')).toEqual([['since', 'future']]);
    expect(refused('2026-12-07T10:05:00+09:00')).toEqual([['since', 'future']]);
    // A clock a little ahead is not the future.
    expect(refused('2026-12-07T10:00:30+09:00')).toBeNull();
  });

  it('refuses a changed or made-up cursor, in the language asked for', () => {
    const text = encodeCursor({ after: 10, holes: [], corrected: { at: 5, id: 1 }, edits: { after: 3, holes: [] } });
    const tampered = `${text.slice(0, 4)}${text[4] === 'x' ? 'y' : 'x'}${text.slice(5)}`;
    for (const bad of [tampered, 'not-a-cursor', text.slice(0, 10)]) {
      const english = read(bad);
      const japanese = read(bad, ja);
      expect(english).toMatchObject({ ok: false, invalid: [{ name: 'since', code: 'cursor' }] });
      expect(!english.ok && english.invalid[0]!.reason).toContain('not a cursor this API gave');
      expect(!japanese.ok && japanese.invalid[0]!.reason).toContain('このAPIが返したカーソルではありません');
    }
  });

  it('reads moments strictly', () => {
    expect(readMoment('2026-12-07T09:30:00-05:00')).toBe(Date.parse('2026-12-07T14:30:00Z'));
    expect(readMoment('2026-12-07t09:30:00z')).toBe(Date.parse('2026-12-07T09:30:00Z'));
    expect(readMoment('2026-12-07T09:30:00+24:00')).toBeNull();
    expect(readMoment('2026-12-07T09:60:00Z')).toBeNull();
  });
});
