import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./lastChanges', () => ({ lastChanges: async () => ({ 'accredited-bodies': '2026-12-01T00:00:00.000Z' }) }));
vi.mock('./snapshots/latest', () => ({ latestOfEachDataset: async () => ({}) }));

const { catalogueRoute, dataFileRoute } = await import('./catalogueRoutes');

const context = (file: string) => ({ params: Promise.resolve({ file }) });

describe('the catalogue and the CSV descriptions as answers', () => {
  const site = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://data.example.org';
  });
  afterEach(() => {
    if (site === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = site;
  });

  it('serve the catalogue as JSON-LD at the configured origin, whatever host was asked', async () => {
    const response = await catalogueRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ld+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { '@id': string; 'dcat:dataset': { 'dct:modified'?: string }[] };
    expect(body['@id']).toBe('https://data.example.org/data/catalog.jsonld');
    expect(body['dcat:dataset'][0]!['dct:modified']).toBe('2026-12-01T00:00:00.000Z');
  });

  it('serve each dataset’s CSV description as application/csvm+json, and nothing else under /data', async () => {
    const response = await dataFileRoute(new Request('http://elsewhere.test/data/accredited-bodies.csv-metadata.json'), context('accredited-bodies.csv-metadata.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/csvm+json');
    expect(((await response.json()) as { url: string }).url).toMatch(/^https:\/\/data\.example\.org\/certification_institutions\/export\?/);
    for (const file of ['nothing.csv-metadata.json', 'accredited-bodies.csv', 'accredited-bodies.csv-metadata.json.bak']) {
      const missing = await dataFileRoute(new Request(`http://elsewhere.test/data/${file}`), context(file));
      expect(missing.status, file).toBe(404);
      expect(missing.headers.get('content-type'), file).toContain('text/html');
    }
  });
});
