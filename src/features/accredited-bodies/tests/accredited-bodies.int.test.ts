import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accreditedBodiesToCsv, parseAccreditedBodiesCsv } from '../server/csv';
import { importAccreditedBodies } from '../server/importer';
import { generateSampleAccreditedBodies } from '../sample/generate';

import { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

const count = () => payload.count({ collection: 'accredited-bodies' }).then((r) => r.totalDocs);

describe('importing accredited bodies', () => {
  const bodies = generateSampleAccreditedBodies(40, { seed: 7 });

  it('writes every body, and a second import of the same file duplicates nothing', async () => {
    expect(await importAccreditedBodies(payload, bodies)).toEqual({ created: 40, updated: 0 });
    expect(await importAccreditedBodies(payload, bodies)).toEqual({ created: 0, updated: 40 });
    expect(await count()).toBe(40);
  });

  it('writes nothing when one body of a file fails', async () => {
    const before = await count();
    const fresh = generateSampleAccreditedBodies(5, { seed: 99 }).map((b, i) => ({ ...b, accreditationNumber: `NEW${String(i).padStart(4, '0')}` }));
    const broken = [...fresh, { ...fresh[0]!, accreditationNumber: 'NEW9999', initialDate: 'not a date' }];
    await expect(importAccreditedBodies(payload, broken)).rejects.toThrow();
    expect(await count()).toBe(before);
    const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'NEW0000' } } });
    expect(docs).toHaveLength(0);
  });

  it('reports every bad row of a CSV with its line, so nothing is imported', () => {
    const csv = accreditedBodiesToCsv(bodies.slice(0, 3));
    const lines = csv.bodies.split('\r\n');
    lines[2] = lines[2]!.replace(/,\d{4}-\d{2}-\d{2},/, ',2024-02-30,');
    const { errors } = parseAccreditedBodiesCsv(lines.join('\r\n'), csv.scopes);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.line).toBe(3);
  });

  it('derives the status from the dates and keeps its history', async () => {
    const [body] = generateSampleAccreditedBodies(1, { seed: 3 });
    const number = 'HIST0001';
    await importAccreditedBodies(payload, [{ ...body!, accreditationNumber: number, endedOn: undefined, endKind: undefined, suspensionStart: undefined, suspensionEnd: undefined, expiryDate: '2099-12-31' }]);
    await importAccreditedBodies(payload, [{ ...body!, accreditationNumber: number, endedOn: undefined, endKind: undefined, suspensionStart: '2020-01-01', suspensionEnd: undefined, expiryDate: '2099-12-31' }]);
    const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: number } } });
    expect(docs[0]?.status).toBe('suspended');
    expect(docs[0]?.statusHistory?.map((h) => h.status)).toEqual(['active', 'suspended']);
  });

  it('can be read by visitors but changed only by staff', async () => {
    await expect(payload.find({ collection: 'accredited-bodies', overrideAccess: false, limit: 1 })).resolves.toBeTruthy();
    await expect(
      payload.update({ collection: 'accredited-bodies', where: {}, data: { nameJa: 'x' }, overrideAccess: false }),
    ).rejects.toThrow();
  });
});
