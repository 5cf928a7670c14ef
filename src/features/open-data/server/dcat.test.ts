import { describe, expect, it } from 'vitest';

import { CATALOGUE_CONTEXT, catalogue } from './dcat';
import { csvMetadataPath, DAILY, DATASETS, datasetOfMetadataFile, LICENCE } from './datasets';

const origin = 'https://data.example.org';
const changes = Object.fromEntries(DATASETS.map((d, i) => [d.id, `2026-12-0${i + 1}T09:00:00.000Z`]));
const document = catalogue(origin, changes);

type Node = Record<string, unknown>;
const datasets = document['dcat:dataset'] as Node[];
const distributions = datasets.flatMap((d) => d['dcat:distribution'] as Node[]);

/** Both languages, each written. */
function expectBilingual(value: unknown, where: string) {
  expect(value, where).toEqual({ ja: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
}

/** Every string anywhere in a value, with its key. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** Every key anywhere in a value. */
function keys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]);
  return [];
}

describe('the DCAT catalogue', () => {
  it('is a dcat:Catalog in both languages, with its publisher, contact, licence and last change', () => {
    expect(document['@type']).toBe('dcat:Catalog');
    expect(document['@id']).toBe(`${origin}/data/catalog.jsonld`);
    expectBilingual(document['dct:title'], 'title');
    expectBilingual(document['dct:description'], 'description');
    expect(document['dct:publisher']).toMatchObject({ '@type': 'foaf:Organization', 'foaf:homepage': `${origin}/` });
    expectBilingual((document['dct:publisher'] as Node)['foaf:name'], 'publisher');
    expect(document['dcat:contactPoint']).toMatchObject({ '@type': 'vcard:Organization', 'vcard:hasURL': `${origin}/inquiry/form` });
    expect(document['dct:license']).toBe(LICENCE);
    expect(document['foaf:homepage']).toBe(`${origin}/data`);
    // The latest of its datasets' changes.
    expect(document['dct:modified']).toBe(Object.values(changes).sort().at(-1));
  });

  it('lists every dataset with each property DCAT-AP asks of one', () => {
    expect(datasets.map((d) => d['@id'])).toEqual(DATASETS.map((d) => `${origin}/data#${d.id}`));
    for (const [i, dataset] of datasets.entries()) {
      const id = String(dataset['@id']);
      expect(dataset['@type'], id).toBe('dcat:Dataset');
      expectBilingual(dataset['dct:title'], id);
      expectBilingual(dataset['dct:description'], id);
      const keyword = dataset['dcat:keyword'] as { ja: string[]; en: string[] };
      expect(keyword.ja.length, id).toBeGreaterThan(0);
      expect(keyword.en.length, id).toBeGreaterThan(0);
      for (const word of [...keyword.ja, ...keyword.en]) expect(word, id).toMatch(/^\S(.*\S)?$/);
      expect(dataset['dct:publisher'], id).toEqual({ '@id': (document['dct:publisher'] as Node)['@id'] });
      expect(dataset['dcat:contactPoint'], id).toEqual({ '@id': (document['dcat:contactPoint'] as Node)['@id'] });
      expect(dataset['dct:license'], id).toBe(LICENCE);
      expect(dataset['dct:accrualPeriodicity'], id).toBe(DAILY);
      expect(dataset['dct:modified'], id).toBe(changes[DATASETS[i]!.id]);
      expect(dataset['dcat:landingPage'], id).toBe(`${origin}${DATASETS[i]!.page}`);
      const files = dataset['dcat:distribution'] as Node[];
      expect(files.map((f) => f['dct:format']), id).toEqual([
        'http://publications.europa.eu/resource/authority/file-type/CSV',
        'http://publications.europa.eu/resource/authority/file-type/JSON',
      ]);
    }
  });

  it('gives every distribution its addresses, media type, format and licence; a CSV its CSV on the Web description', () => {
    expect(distributions).toHaveLength(DATASETS.length * 2);
    for (const file of distributions) {
      const id = String(file['@id']);
      expect(file['@type'], id).toBe('dcat:Distribution');
      expectBilingual(file['dct:title'], id);
      expect(file['dcat:downloadURL'], id).toMatch(new RegExp(`^${origin}/`));
      expect(file['dcat:accessURL'], id).toBe(file['dcat:downloadURL']);
      expect(file['dct:license'], id).toBe(LICENCE);
      expect(file['dcat:mediaType'], id).toMatch(/^https:\/\/www\.iana\.org\/assignments\/media-types\/(text\/csv|application\/json)$/);
    }
    for (const [i, dataset] of DATASETS.entries()) {
      const [csv, json] = datasets[i]!['dcat:distribution'] as Node[];
      expect(csv!['dcat:downloadURL']).toBe(`${origin}${dataset.download.csv}`);
      expect(csv!['dcat:mediaType']).toBe('https://www.iana.org/assignments/media-types/text/csv');
      expect(csv!['dct:conformsTo']).toBe(`${origin}${csvMetadataPath(dataset)}`);
      expect(json!['dcat:downloadURL']).toBe(`${origin}${dataset.download.json}`);
      expect(json!['dcat:mediaType']).toBe('https://www.iana.org/assignments/media-types/application/json');
      // Each description's address names its dataset.
      expect(datasetOfMetadataFile(csvMetadataPath(dataset).split('/').at(-1)!)).toBe(dataset);
    }
  });

  it('describes the API as a data service serving the datasets it answers from', () => {
    const [service] = document['dcat:service'] as Node[];
    expect(service).toMatchObject({ '@type': 'dcat:DataService', 'dcat:endpointURL': `${origin}/api/v1`, 'dcat:endpointDescription': `${origin}/api/v1/openapi.json` });
    const served = service!['dcat:servesDataset'] as string[];
    expect(served.length).toBeGreaterThan(0);
    for (const id of served) expect(datasets.map((d) => d['@id'])).toContain(id);
  });

  it('adds, for a dataset with a daily snapshot, its two files: gzip CSV under the same description, and gzip NDJSON', () => {
    const snapshot = { day: '2026-12-08', finishedAt: '2026-12-07T18:04:00.000Z', csv: { bytes: 1234, sha256: 'a'.repeat(64) }, ndjson: { bytes: 2345, sha256: 'b'.repeat(64) } };
    const withSnapshot = catalogue(origin, changes, { 'certified-organisations': snapshot });
    const nodes = withSnapshot['dcat:dataset'] as Node[];
    const register = DATASETS.findIndex((d) => d.id === 'certified-organisations');
    for (const [i, node] of nodes.entries()) expect((node['dcat:distribution'] as Node[]).length, DATASETS[i]!.id).toBe(i === register ? 4 : 2);
    const [live, , csv, ndjson] = nodes[register]!['dcat:distribution'] as Node[];
    // The live download stays as it was; the snapshot's files come after it.
    expect(live!['dcat:downloadURL']).toBe(`${origin}${DATASETS[register]!.download.csv}`);
    expect(csv).toMatchObject({
      '@id': `${origin}/data#certified-organisations-snapshot-csv`,
      '@type': 'dcat:Distribution',
      'dcat:downloadURL': `${origin}/data/snapshots/certified-organisations/2026-12-08.csv.gz`,
      'dcat:accessURL': `${origin}/data/snapshots#certified-organisations`,
      'dcat:mediaType': 'https://www.iana.org/assignments/media-types/text/csv',
      'dcat:compressFormat': 'https://www.iana.org/assignments/media-types/application/gzip',
      'dct:format': 'http://publications.europa.eu/resource/authority/file-type/CSV',
      'dct:conformsTo': `${origin}${csvMetadataPath(DATASETS[register]!)}`,
      'dct:license': LICENCE,
      'dct:issued': snapshot.finishedAt,
      'dcat:byteSize': 1234,
      'spdx:checksum': { '@type': 'spdx:Checksum', 'spdx:algorithm': 'spdx:checksumAlgorithm_sha256', 'spdx:checksumValue': 'a'.repeat(64) },
    });
    expect(csv).not.toHaveProperty('dcat:packageFormat');
    expect(ndjson).toMatchObject({
      'dcat:downloadURL': `${origin}/data/snapshots/certified-organisations/2026-12-08.ndjson.gz`,
      'dcat:compressFormat': 'https://www.iana.org/assignments/media-types/application/gzip',
      'dct:format': 'http://publications.europa.eu/resource/authority/file-type/JSON',
      'dcat:byteSize': 2345,
    });
    // NDJSON has no media type registered with IANA: none is claimed.
    expect(ndjson).not.toHaveProperty('dcat:mediaType');
    for (const file of [csv, ndjson]) {
      expectBilingual(file!['dct:title'], String(file!['@id']));
      expect((file!['dct:title'] as { ja: string; en: string }).en).toContain('2026-12-08');
    }
    const prefixes = new Set(Object.keys(CATALOGUE_CONTEXT).filter((k) => !k.includes(':')));
    for (const key of keys(withSnapshot).filter((k) => k.includes(':') && !k.startsWith('@'))) expect(prefixes, key).toContain(key.split(':')[0]);
  });

  it('leaves out the last change of a dataset with no data yet', () => {
    const empty = catalogue(origin, {});
    expect(empty).not.toHaveProperty('dct:modified');
    for (const dataset of empty['dcat:dataset']) expect(dataset).not.toHaveProperty('dct:modified');
  });

  it('writes its context inline, defines every prefix it uses, and links the site only at its origin', () => {
    expect(typeof document['@context']).toBe('object');
    const prefixes = new Set(Object.keys(CATALOGUE_CONTEXT).filter((k) => !k.includes(':')));
    for (const key of keys(document).filter((k) => k.includes(':') && !k.startsWith('@'))) expect(prefixes, key).toContain(key.split(':')[0]);
    for (const value of Object.values(CATALOGUE_CONTEXT)) if (typeof value === 'string') expect(value).toMatch(/^https?:\/\/[^ ]+[#/]$/);
    const elsewhere = /^https?:\/\/(www\.w3\.org|purl\.org|xmlns\.com|spdx\.org|www\.iana\.org|publications\.europa\.eu|creativecommons\.org)\//;
    const links = strings(document).filter(([key, value]) => /^https?:/.test(value) && !key.startsWith('@context'));
    expect(links.length).toBeGreaterThan(0);
    for (const [key, value] of links) if (!elsewhere.test(value)) expect(value, key).toMatch(new RegExp(`^${origin}[/#]`));
  });
});
