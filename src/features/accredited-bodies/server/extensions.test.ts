import { describe, expect, it } from 'vitest';

import { accreditedBodiesToCsv, parseAccreditedBodiesCsv } from './csv';
import { generateSampleAccreditedBodies } from '../sample/generate';

describe('extensions of scope', () => {
  const bodies = generateSampleAccreditedBodies(120, { seed: 5, today: new Date('2026-11-21T00:00:00Z') });

  it('appear in the sample data: scope items added after the initial accreditation, in the past year', () => {
    const extended = bodies.filter((b) => b.scopes.some((s) => s.addedOn));
    expect(extended.length).toBeGreaterThan(2);
    for (const body of extended) {
      for (const scope of body.scopes.filter((s) => s.addedOn)) {
        expect(scope.addedOn! > body.initialDate).toBe(true);
        expect(scope.addedOn! >= '2025-11-21' && scope.addedOn! <= '2026-11-21').toBe(true);
      }
    }
  });

  it('travel through the scopes CSV, and a scopes file without the added_on column stays valid', async () => {
    const csv = accreditedBodiesToCsv(bodies);
    const parsed = await parseAccreditedBodiesCsv(csv.bodies, csv.scopes);
    expect(parsed.errors).toEqual([]);
    expect(parsed.bodies.flatMap((b) => b.scopes).filter((s) => s.addedOn)).toHaveLength(bodies.flatMap((b) => b.scopes).filter((s) => s.addedOn).length);

    const withoutColumn = csv.scopes
      .split('\r\n')
      .map((line) => line.replace(/,[^,]*$/, ''))
      .join('\r\n');
    const old = await parseAccreditedBodiesCsv(csv.bodies, withoutColumn);
    expect(old.errors).toEqual([]);
    expect(old.bodies.flatMap((b) => b.scopes).every((s) => s.addedOn === undefined)).toBe(true);
  });
});
