import { describe, expect, it } from 'vitest';

import { changesOf } from './changes';

const term = { validFrom: '2019-04-01', validUntil: '2028-03-31' };

describe('the changes a follower is told', () => {
  it('tells when the history began, a suspension and its end, a renewal, and an end, each on the day it took effect', () => {
    const changes = changesOf([
      { id: '1', recordedOn: '2024-04-01', ...term },
      { id: '2', recordedOn: '2025-06-03', ...term, suspendedFrom: '2025-06-01' },
      { id: '3', recordedOn: '2025-10-01', ...term, suspendedFrom: '2025-06-01', suspendedUntil: '2025-09-29' },
      { id: '4', recordedOn: '2026-02-01', ...term, suspendedFrom: '2025-06-01', suspendedUntil: '2025-09-29', telNote: 'ignored' } as never,
      { id: '5', recordedOn: '2026-04-02', validFrom: '2019-04-01', renewedOn: '2026-04-01', validUntil: '2032-03-31', suspendedFrom: '2025-06-01', suspendedUntil: '2025-09-29' },
      { id: '6', recordedOn: '2026-09-01', validFrom: '2019-04-01', validUntil: '2032-03-31', endedOn: '2026-08-31', endKind: 'resigned' },
    ]);
    expect(changes.map((c) => [c.kind, c.on, c.rowId])).toEqual([
      ['recorded', '2024-04-01', '1'],
      ['suspended', '2025-06-01', '2'],
      ['reinstated', '2025-09-30', '3'],
      ['renewed', '2026-04-01', '5'],
      ['ended', '2026-08-31', '6'],
    ]);
  });

  it('tells a certificate’s decisions from the day each was recorded', () => {
    const cert = { validFrom: '2020-01-01', validUntil: '2026-12-31' };
    const changes = changesOf([
      { id: 'a', recordedOn: '2024-01-10', ...cert, decision: 'valid' },
      { id: 'b', recordedOn: '2025-05-01', ...cert, decision: 'suspended' },
      { id: 'c', recordedOn: '2025-08-01', ...cert, decision: 'valid' },
      { id: 'd', recordedOn: '2026-03-15', ...cert, decision: 'withdrawn' },
    ]);
    expect(changes.slice(1).map((c) => [c.kind, c.on])).toEqual([
      ['suspended', '2025-05-01'],
      ['reinstated', '2025-08-01'],
      ['ended', '2026-03-15'],
    ]);
  });

  it('tells an accredited body’s scope extended and reduced, code by code, and nothing for rows recorded before scopes were', () => {
    const changes = changesOf([
      { id: '1', recordedOn: '2024-04-01', ...term },
      { id: '2', recordedOn: '2025-01-10', ...term, scopeCodes: 'A01 B02' },
      { id: '3', recordedOn: '2025-06-01', ...term, scopeCodes: 'A01 B02 C03' },
      { id: '4', recordedOn: '2026-02-01', ...term, scopeCodes: 'C03 D04' },
    ]);
    expect(changes.slice(1).map((c) => [c.kind, c.on, 'codes' in c ? c.codes : []])).toEqual([
      ['scopeExtended', '2025-06-01', ['C03']],
      ['scopeExtended', '2026-02-01', ['D04']],
      ['scopeReduced', '2026-02-01', ['A01', 'B02']],
    ]);
  });
});
