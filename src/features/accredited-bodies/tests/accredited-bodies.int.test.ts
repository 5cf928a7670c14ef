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

  it('writes every body; a second import of the same file duplicates nothing and counts what did not change', async () => {
    expect(await importAccreditedBodies(payload, bodies)).toEqual({ created: 40, updated: 0, unchanged: 0 });
    expect(await importAccreditedBodies(payload, bodies)).toEqual({ created: 0, updated: 0, unchanged: 40 });
    expect(await count()).toBe(40);
    // One body changed in the file: that one is updated, the others are left alone and counted unchanged.
    const edited = bodies.map((b, i) => (i === 3 ? { ...b, tel: '03-0000-0000', scopes: b.scopes.slice(0, Math.max(0, b.scopes.length - 1)) } : b));
    expect(await importAccreditedBodies(payload, edited)).toEqual({ created: 0, updated: 1, unchanged: 39 });
    expect(await importAccreditedBodies(payload, bodies)).toEqual({ created: 0, updated: 1, unchanged: 39 });
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

  it('reports every bad row of a CSV with its line, so nothing is imported', async () => {
    const csv = accreditedBodiesToCsv(bodies.slice(0, 3));
    const lines = csv.bodies.split('\r\n');
    lines[2] = lines[2]!.replace(/,\d{4}-\d{2}-\d{2},/, ',2024-02-30,');
    const { errors } = await parseAccreditedBodiesCsv(lines.join('\r\n'), csv.scopes);
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

  it('takes a date typed in /admin in any accepted form and refuses an impossible day, as the import does', async () => {
    const [body] = generateSampleAccreditedBodies(1, { seed: 4 });
    await importAccreditedBodies(payload, [{ ...body!, accreditationNumber: 'DATE0001' }]);
    const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'DATE0001' } } });
    const id = docs[0]!.id;
    const edited = await payload.update({ collection: 'accredited-bodies', id, data: { renewalDate: '令和6年4月1日', revisedDate: 'R6.4.2' } });
    expect([edited.renewalDate, edited.revisedDate]).toEqual(['2024-04-01', '2024-04-02']);
    const refusal = (renewalDate: string) =>
      payload.update({ collection: 'accredited-bodies', id, data: { renewalDate } }).then(
        () => 'saved',
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.map((e) => `${e.path}: ${e.message}`).join(),
      );
    expect(await refusal('2024-02-30')).toBe('renewalDate: 「2024-02-30」は存在しない日付です / “2024-02-30” is not a real calendar date');
    expect(await refusal('平成32年1月1日')).toMatch(/^renewalDate: .*その元号の期間にない日付です/);
    const kept = await payload.findByID({ collection: 'accredited-bodies', id });
    expect(kept.renewalDate).toBe('2024-04-01');
  });

  it('can be read by visitors but changed only by staff', async () => {
    await expect(payload.find({ collection: 'accredited-bodies', overrideAccess: false, limit: 1 })).resolves.toBeTruthy();
    await expect(
      payload.update({ collection: 'accredited-bodies', where: {}, data: { nameJa: 'x' }, overrideAccess: false }),
    ).rejects.toThrow();
  });
});
