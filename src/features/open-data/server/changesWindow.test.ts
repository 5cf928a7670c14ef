import { describe, expect, it } from 'vitest';

import { MAX_HOLES } from './changesCursor';
import { capHoles, gapsIn, LATE_COMMIT_MS, settled } from './changesWindow';

const at = Date.UTC(2026, 11, 7);

describe('holes in what was read', () => {
  it('are the ids a range did not hold, in runs', () => {
    expect(gapsIn(1, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], at)).toEqual([]);
    expect(gapsIn(1, 10, [3, 4, 8], at)).toEqual([
      { from: 1, to: 2, seenAt: at },
      { from: 5, to: 7, seenAt: at },
      { from: 9, to: 10, seenAt: at },
    ]);
    expect(gapsIn(5, 9, [], at)).toEqual([{ from: 5, to: 9, seenAt: at }]);
    expect(gapsIn(5, 9, [9], at)).toEqual([{ from: 5, to: 8, seenAt: at }]);
  });

  it('are given up only once read an hour after they were first seen', () => {
    const hole = { from: 1, to: 2, seenAt: at };
    expect(settled(hole, at + LATE_COMMIT_MS - 1)).toBe(false);
    expect(settled(hole, at + LATE_COMMIT_MS)).toBe(true);
  });

  it('are kept to a number, the nearest merged, kept as long as the later-seen', () => {
    const spaced = Array.from({ length: MAX_HOLES }, (_, i) => ({ from: i * 100 + 1, to: i * 100 + 2, seenAt: at }));
    // Two holes nearer to one of those than any two others are to each other.
    const near = [
      { from: 1005, to: 1006, seenAt: at + 5_000 },
      { from: 3005, to: 3006, seenAt: at - 5_000 },
    ];
    const capped = capHoles([...near, ...spaced]);
    expect(capped).toHaveLength(MAX_HOLES);
    expect(capped).toContainEqual({ from: 1001, to: 1006, seenAt: at + 5_000 });
    expect(capped).toContainEqual({ from: 3001, to: 3006, seenAt: at });
    // Still ascending and apart.
    for (let i = 1; i < capped.length; i++) expect(capped[i]!.from).toBeGreaterThan(capped[i - 1]!.to);
  });
});
