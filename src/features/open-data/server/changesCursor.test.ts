import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ChangesCursor, decodeCursor, encodeCursor, MAX_HOLES, signedCursor } from './changesCursor';

const seen = Date.UTC(2026, 11, 7, 1, 2, 3);
const cursor: ChangesCursor = {
  after: 2_000_123,
  holes: [
    { from: 17, to: 17, seenAt: seen },
    { from: 1_000_000, to: 1_999_999, seenAt: seen + 60_000 },
  ],
  corrected: { at: Date.UTC(2026, 11, 7, 0, 0, 0, 123), id: 42 },
  edits: { after: 9_001, holes: [{ from: 8_000, to: 8_999, seenAt: seen }] },
};

afterEach(() => vi.unstubAllEnvs());

/** The cursor's text with one character of its body changed. */
function changeOne(text: string, at: number): string {
  const c = text[at]!;
  return `${text.slice(0, at)}${c === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

describe('the changes cursor', () => {
  it('comes back as it was given: position, holes (to the second), last correction, position and holes in the register edits', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    const start: ChangesCursor = { after: 0, holes: [], corrected: { at: 0, id: 0 }, edits: { after: 0, holes: [] } };
    expect(decodeCursor(encodeCursor(start))).toEqual(start);
  });

  it('is opaque: nothing of it reads as numbers or words', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    const text = encodeCursor(cursor);
    expect(text).not.toContain('2000123');
    expect(text).not.toContain(cursor.after.toString(36));
  });

  it('is refused when any character is changed, cut short, lengthened, or signed with another key', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    const text = encodeCursor(cursor);
    for (let at = 0; at < text.length; at += 3) if (text[at] !== '.') expect(decodeCursor(changeOne(text, at)), `changed at ${at}`).toBeNull();
    expect(decodeCursor(text.slice(0, -1))).toBeNull();
    expect(decodeCursor(text.slice(1))).toBeNull();
    expect(decodeCursor(`${text}A`)).toBeNull();
    expect(decodeCursor(`${text}.x`)).toBeNull();
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret');
    expect(decodeCursor(text)).toBeNull();
  });

  it('reads a cursor given before the register edits as standing before every edit, and one of neither version not at all', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    expect(decodeCursor(signedCursor(['c1', 'a', 'b', 'c', '1-2-3']))).toEqual({ after: 10, holes: [{ from: 1, to: 2, seenAt: 3000 }], corrected: { at: 11, id: 12 }, edits: { after: 0, holes: [] } });
    expect(decodeCursor(signedCursor(['c1', 'a', 'b', 'c', '', '5', '']))).toBeNull();
    expect(decodeCursor(signedCursor(['c2', 'a', 'b', 'c', '']))).toBeNull();
    expect(decodeCursor(signedCursor(['c3', 'a', 'b', 'c', '', '5', '']))).toBeNull();
  });

  it('refuses what is not a cursor at all, whatever its shape', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    for (const text of ['', '.', 'abc', 'abc.def', '..', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', '%00.%00', 'x'.repeat(5000), `${'a'.repeat(3000)}.b`]) expect(decodeCursor(text), text).toBeNull();
  });

  it('refuses a signed cursor whose contents are not whole (the check behind the signature)', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret');
    const bad: ChangesCursor[] = [
      { ...cursor, holes: [{ from: 5, to: 4, seenAt: seen }] },
      { ...cursor, holes: [{ from: 3_000_000, to: 3_000_001, seenAt: seen }] },
      { ...cursor, holes: [{ from: 0, to: 4, seenAt: seen }] },
      {
        ...cursor,
        holes: [
          { from: 10, to: 20, seenAt: seen },
          { from: 15, to: 30, seenAt: seen },
        ],
      },
      { ...cursor, holes: Array.from({ length: MAX_HOLES + 1 }, (_, i) => ({ from: i * 10 + 1, to: i * 10 + 2, seenAt: seen })) },
      { ...cursor, after: 2 ** 40 },
      { ...cursor, after: -1 },
      { ...cursor, edits: { after: 100, holes: [{ from: 100, to: 200, seenAt: seen }] } },
      { ...cursor, edits: { after: -1, holes: [] } },
    ];
    for (const c of bad) expect(decodeCursor(encodeCursor(c)), JSON.stringify(c).slice(0, 80)).toBeNull();
  });
});
