import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { importSampleCertificates } from '@/features/certified-organisations/cms';
import { todayInJapan } from '@/platform/time/japan';

import { startTestPayload } from '@tests/support/payload';

// The route handlers as Next calls them, on a migrated SQLite file with sample data: the wiring
// to the directories' queries that the browser tests see through HTTP.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-site-client-address': '192.0.2.50' }) }));

let payload: Payload;
let stop: () => Promise<void>;
// Loaded once Payload runs on the test's database: the routes reach the CMS client, which reads
// the database's address when first imported (before, it would be the one in data/).
let openDataRoutes: typeof import('../index').openDataRoutes;
const BODIES = 130;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  ({ openDataRoutes } = await import('../index'));
  process.env.SITE_URL = 'https://site.example';
  process.env.OPEN_API_LIMIT = '1000';
  await importAccreditedBodies(payload, generateSampleAccreditedBodies(BODIES, { seed: 11 }));
  await importSampleCertificates(payload, { rows: 300, seed: 11, asOf: todayInJapan() });
}, 120_000);
afterAll(async () => stop());

type Handlers = { GET: (request: Request, context: { params: Promise<never> }) => Promise<Response> };
async function get<T>(handlers: Handlers, path: string, params: object = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await handlers.GET(new Request(`http://127.0.0.1:3000/api/v1${path}`), { params: Promise.resolve(params as never) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

type Listing = {
  total: number;
  totalPages: number;
  perPage: number;
  totalIsLowerBound: boolean;
  links: { next: string | null };
  items: { accreditationNumber: string; id: number }[];
};

describe('the open-data API on a database', () => {
  it('pages the directory by 100, in accreditation-number order, with every body counted', async () => {
    const first = await get<Listing>(openDataRoutes.accreditedBodies, '/accredited-bodies?status=all');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: BODIES, totalPages: 2, perPage: 100, totalIsLowerBound: false });
    expect(first.body.items).toHaveLength(100);
    expect(first.body.links.next).toBe('https://site.example/api/v1/accredited-bodies?status=all&page=2');
    const { docs } = await payload.find({ collection: 'accredited-bodies', sort: 'accreditationNumber', limit: 100, depth: 0 });
    expect(first.body.items.map((b) => b.accreditationNumber)).toEqual(docs.map((d) => d.accreditationNumber));
    const second = await get<Listing>(openDataRoutes.accreditedBodies, '/accredited-bodies?status=all&page=2');
    expect(second.body.items).toHaveLength(BODIES - 100);
    expect(second.body.links.next).toBeNull();
    expect(second.headers.get('link')).toContain('rel="prev"');
  });

  it('finds one body by its number, and answers 404 for an unknown one', async () => {
    const { docs } = await payload.find({ collection: 'accredited-bodies', limit: 1, depth: 0 });
    const number = docs[0]!.accreditationNumber;
    const found = await get<{ accreditationNumber: string; scopes: unknown[] }>(openDataRoutes.accreditedBody, `/accredited-bodies/${number}`, { number });
    expect(found.status).toBe(200);
    expect(found.body.accreditationNumber).toBe(number);
    const missing = await get<{ status: number; detail: string }>(openDataRoutes.accreditedBody, '/accredited-bodies/NOSUCH?lang=en', { number: 'NOSUCH' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain('NOSUCH');
  });

  it('searches the register 100 a page, and gives a certificate with its organisation', async () => {
    const list = await get<Listing>(openDataRoutes.certifiedOrganisations, '/certified-organisations?status=all');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 300, perPage: 100, totalPages: 3, totalIsLowerBound: false });
    expect(list.body.items).toHaveLength(100);
    const narrow = await get<Listing>(openDataRoutes.certifiedOrganisations, '/certified-organisations?status=all&size=20&page=2');
    expect(narrow.body.items.map((c) => c.id)).toEqual(list.body.items.slice(20, 40).map((c) => c.id));
    const id = String(list.body.items[0]!.id);
    const one = await get<{ id: number; organisationCertificates: { id: number }[] }>(openDataRoutes.certifiedOrganisation, `/certified-organisations/${id}`, { id });
    expect(one.status).toBe(200);
    expect(one.body.organisationCertificates.map((c) => c.id)).toContain(Number(id));
    expect((await get(openDataRoutes.certifiedOrganisation, '/certified-organisations/0', { id: '0' })).status).toBe(404);
  });

  it('gives each decision report newest first', async () => {
    for (const type of ['1', '2', '3']) {
      const report = await get<{ type: string; items: { decisionDate: string }[] }>(openDataRoutes.decisionReports, `/decision-reports?type=${type}`);
      expect(report.status, type).toBe(200);
      expect(report.body.type).toBe(type);
      const dates = report.body.items.map((i) => i.decisionDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('describes itself, and points any other address under /api/v1 to the description', async () => {
    const description = await get<{ openapi: string; servers: { url: string }[] }>(openDataRoutes.openApi, '/openapi.json');
    expect(description.body).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'https://site.example' }] });
    const unknown = await get<{ status: number; detail: string }>(openDataRoutes.unknown, '/bodies?x=1', { rest: ['bodies'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toContain('https://site.example/api/v1/openapi.json');
  });
});
