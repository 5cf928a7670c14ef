import { describe, expect, it } from 'vitest';

import { detailsChanged } from './record';

describe('whether a save changed a record’s details (a register edit for mirrors)', () => {
  const before = { id: 7, nameJa: '見本認証機関（サンプル）', scopes: [{ id: 'a1', code: 'A01' }], certificateJa: 12, updatedAt: '2026-12-01T00:00:00.000Z' };

  it('sees a changed name, scope or document', () => {
    expect(detailsChanged({ ...before, nameJa: '改称後の見本認証機関（サンプル）' }, before)).toBe(true);
    expect(detailsChanged({ ...before, scopes: [{ id: 'a1', code: 'A02' }] }, before)).toBe(true);
    expect(detailsChanged({ ...before, certificateJa: 13 }, before)).toBe(true);
  });

  it('sees nothing in a save that only rewrote its times, gave its rows new ids, or gave a related document whole', () => {
    expect(detailsChanged({ ...before, updatedAt: '2026-12-07T00:00:00.000Z' }, before)).toBe(false);
    expect(detailsChanged({ ...before, scopes: [{ id: 'b9', code: 'A01' }] }, before)).toBe(false);
    expect(detailsChanged({ ...before, certificateJa: { id: 12, filename: 'x.pdf', updatedAt: '2026-11-01T00:00:00.000Z' } }, before)).toBe(false);
  });

  it('is no edit when there was no record before (a creation is a state recorded)', () => {
    expect(detailsChanged(before, undefined)).toBe(false);
  });
});
