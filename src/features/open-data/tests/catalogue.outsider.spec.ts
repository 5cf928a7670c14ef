import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

import { type APIRequestContext, expect, test } from '@playwright/test';

// The open-data catalogue as an outsider reads it, with libraries from npm and none of the site's
// code: the DCAT file expanded by jsonld.js (which must fetch nothing: its context is inline), and
// each CSV read through its CSV on the Web description by a CSVW parser (rdf-parser-csvw), the way
// a harvester or a data portal would; a daily snapshot's files (gzip, listed once one is made)
// unpacked with Node's zlib. Playwright's `request` only: no page is opened.

const require = createRequire(import.meta.url);

// Both libraries ship no TypeScript types: each is given here only as far as this file uses it.
type RawTerm = { termType: string; value: string; datatype?: RawTerm; language?: string };
type RawQuad = { subject: RawTerm; predicate: RawTerm; object: RawTerm; graph: RawTerm };
type RemoteDocument = { contextUrl: null; documentUrl: string; document: unknown };
type JsonLdOptions = { documentLoader: (url: string) => Promise<RemoteDocument> };
type JsonLd = {
  expand(input: unknown, options: JsonLdOptions): Promise<unknown[]>;
  flatten(input: unknown, context: null, options: JsonLdOptions): Promise<unknown>;
  toRDF(input: unknown, options: JsonLdOptions): Promise<RawQuad[]>;
};
type CsvwParserClass = new (options: { metadata: unknown; baseIRI: string; timezone?: string }) => { import(input: Readable): AsyncIterable<RawQuad> };
const jsonld = require('jsonld') as JsonLd;
const CsvwParser = (require('rdf-parser-csvw') as { default: CsvwParserClass }).default;

const DCAT = 'http://www.w3.org/ns/dcat#';
const DCT = 'http://purl.org/dc/terms/';
const CSVW = 'http://www.w3.org/ns/csvw#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

/** A loader that fetches nothing: expanding the catalogue must not need the network. */
const offline: JsonLdOptions = {
  documentLoader: async (url) => {
    throw new Error(`The catalogue asked to fetch ${url}`);
  },
};

/**
 * The CSVW namespace document that every CSVW description names as its context, from the copy the
 * CSVW parser's package ships (its tests read it the same way), so nothing is fetched from w3.org.
 */
const csvwContext = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('rdf-parser-csvw/package.json')), 'test/support/csvw.json'), 'utf8')) as unknown;
const csvwOnly: JsonLdOptions = {
  documentLoader: async (url) => {
    if (url.replace(/\.jsonld$/, '') !== 'http://www.w3.org/ns/csvw') throw new Error(`A CSVW description asked to fetch ${url}`);
    return { contextUrl: null, documentUrl: url, document: csvwContext };
  },
};

type Node = Record<string, unknown> & { '@id'?: string; '@type'?: string[] };
type Value = { '@value'?: string; '@language'?: string; '@type'?: string; '@id'?: string };
const values = (node: Node, property: string) => (node[property] ?? []) as Value[];
const ids = (node: Node, property: string) => values(node, property).map((v) => v['@id']!);

/** An address of the site as a path for the request context (the catalogue gives absolute ones). */
const local = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

async function catalogueNodes(request: APIRequestContext) {
  const response = await request.get('/data/catalog.jsonld');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/ld+json');
  const document = (await response.json()) as unknown;
  // Expanding proves the context is whole and inline; flattening gives every node by its id.
  expect((await jsonld.expand(document, offline)).length).toBeGreaterThan(0);
  const flat = (await jsonld.flatten(document, null, offline)) as Node[] | { '@graph': Node[] };
  const nodes = Array.isArray(flat) ? flat : flat['@graph'];
  return new Map(nodes.map((node) => [node['@id']!, node]));
}

/** Both languages present, each with text. */
function expectJapaneseAndEnglish(node: Node, property: string) {
  const texts = values(node, property);
  for (const language of ['ja', 'en']) expect(texts.find((t) => t['@language'] === language)?.['@value'], `${node['@id']} ${property} ${language}`).toMatch(/\S/);
}

test('the catalogue expands as JSON-LD without fetching anything and has the DCAT properties of every dataset and file', async ({ request }) => {
  const nodes = await catalogueNodes(request);
  const catalogue = [...nodes.values()].find((node) => node['@type']?.includes(`${DCAT}Catalog`))!;
  expect(catalogue).toBeTruthy();
  const origin = new URL(catalogue['@id']!).origin;
  expectJapaneseAndEnglish(catalogue, `${DCT}title`);
  expectJapaneseAndEnglish(catalogue, `${DCT}description`);
  expect(ids(catalogue, `${DCT}publisher`)).toHaveLength(1);
  expect(ids(catalogue, `${DCT}license`)).toHaveLength(1);

  const datasets = ids(catalogue, `${DCAT}dataset`).map((id) => nodes.get(id)!);
  expect(datasets.length).toBeGreaterThanOrEqual(5);
  for (const dataset of datasets) {
    const id = dataset['@id']!;
    expect(dataset['@type'], id).toContain(`${DCAT}Dataset`);
    expectJapaneseAndEnglish(dataset, `${DCT}title`);
    expectJapaneseAndEnglish(dataset, `${DCT}description`);
    expect(values(dataset, `${DCAT}keyword`).length, id).toBeGreaterThan(0);
    expect(nodes.get(ids(dataset, `${DCT}publisher`)[0]!), id).toBeTruthy();
    expect(ids(dataset, `${DCT}license`)[0], id).toMatch(/^https?:\/\//);
    expect(ids(dataset, `${DCT}accrualPeriodicity`)[0], id).toMatch(/^http:\/\/publications\.europa\.eu\/resource\/authority\/frequency\//);
    const [modified] = values(dataset, `${DCT}modified`);
    expect(modified?.['@type'], id).toBe(`${XSD}dateTime`);
    expect(Number.isNaN(Date.parse(modified!['@value']!)), id).toBe(false);
    const landing = ids(dataset, `${DCAT}landingPage`)[0]!;
    expect(new URL(landing).origin, id).toBe(origin);
    expect((await request.get(local(landing))).status(), landing).toBe(200);

    const files = ids(dataset, `${DCAT}distribution`).map((file) => nodes.get(file)!);
    const types = files.map((file) => ids(file, `${DCAT}mediaType`)[0]);
    expect(types, id).toEqual(expect.arrayContaining(['https://www.iana.org/assignments/media-types/text/csv', 'https://www.iana.org/assignments/media-types/application/json']));
    for (const file of files) {
      const download = ids(file, `${DCAT}downloadURL`)[0]!;
      expect(ids(file, `${DCAT}accessURL`).length, file['@id']).toBeGreaterThan(0);
      expect(ids(file, `${DCT}format`)[0], file['@id']).toMatch(/^http:\/\/publications\.europa\.eu\/resource\/authority\/file-type\/(CSV|JSON)$/);
      expect(ids(file, `${DCT}license`).length, file['@id']).toBe(1);
      expect(new URL(download).origin, file['@id']).toBe(origin);
      const answer = await request.get(local(download));
      expect(answer.status(), download).toBe(200);
      // A daily snapshot's file: gzip to save (never Content-Encoding), whatever it holds.
      const compressed = ids(file, `${DCAT}compressFormat`);
      if (compressed.length) {
        expect(compressed, file['@id']).toEqual(['https://www.iana.org/assignments/media-types/application/gzip']);
        expect(answer.headers()['content-type'], download).toBe('application/gzip');
        expect(answer.headers()['content-disposition'], download).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.(csv|ndjson)\.gz"$/);
        expect(answer.headers()['content-encoding'], download).toBeUndefined();
        expect(Number(values(file, `${DCAT}byteSize`)[0]?.['@value']), download).toBe((await answer.body()).length);
        continue;
      }
      const csv = ids(file, `${DCAT}mediaType`)[0]!.endsWith('/text/csv');
      expect(answer.headers()['content-type'], download).toContain(csv ? 'text/csv' : 'application/json');
      if (csv) expect(ids(file, `${DCT}conformsTo`)[0], file['@id']).toMatch(/\.csv-metadata\.json$/);
    }
  }
});

type Column = { name: string; titles: string; required: boolean; datatype: string | { base: string; format?: string; minimum?: number; maximum?: number }; separator?: string };
type Description = { url: string; tableSchema: { columns: Column[]; primaryKey: string[]; aboutUrl?: string } };

/** Whether a cell's value is what its column's datatype says. */
function fits(column: Column, value: string): boolean {
  const items = column.separator ? value.split(column.separator) : [value];
  const type = typeof column.datatype === 'string' ? { base: column.datatype } : column.datatype;
  return items.every((item) => {
    if (type.base === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(item) && !Number.isNaN(Date.parse(item));
    if (type.base === 'boolean') return (type.format ?? 'true|false').split('|').includes(item);
    if (type.base === 'integer') return /^-?\d+$/.test(item) && Number(item) >= (type.minimum ?? -Infinity) && Number(item) <= (type.maximum ?? Infinity);
    return type.format ? new RegExp(type.format).test(item) : true;
  });
}

/** Rows of each file the CSVW parser reads (all of them are counted). */
const SAMPLE_ROWS = 300;

test('each CSV, read through its CSV on the Web description by a CSVW parser, has the columns and values it describes', async ({ request }) => {
  test.setTimeout(180_000);
  const nodes = await catalogueNodes(request);
  const csvOf = (node: Node) => ids(node, `${DCAT}mediaType`)[0] === 'https://www.iana.org/assignments/media-types/text/csv';
  const snapshot = (node: Node) => ids(node, `${DCAT}compressFormat`).length > 0;
  // A daily snapshot's CSV, unpacked, has the header its description gives (the same description as the live file's).
  for (const file of [...nodes.values()].filter((node) => csvOf(node) && snapshot(node))) {
    const description = (await (await request.get(local(ids(file, `${DCT}conformsTo`)[0]!))).json()) as Description;
    const text = gunzipSync(await (await request.get(local(ids(file, `${DCAT}downloadURL`)[0]!))).body()).toString('utf8');
    expect(text.slice(0, text.indexOf('\r\n')), file['@id']).toBe(`\uFEFF${description.tableSchema.columns.map((c) => c.titles).join(',')}`);
  }
  const csvFiles = [...nodes.values()].filter((node) => csvOf(node) && !snapshot(node));
  expect(csvFiles.length).toBeGreaterThanOrEqual(5);
  for (const file of csvFiles) {
    const metadataUrl = ids(file, `${DCT}conformsTo`)[0]!;
    const answer = await request.get(local(metadataUrl));
    expect(answer.status(), metadataUrl).toBe(200);
    expect(answer.headers()['content-type'], metadataUrl).toContain('application/csvm+json');
    const description = (await answer.json()) as Description;
    const csvUrl = ids(file, `${DCAT}downloadURL`)[0]!;
    expect(description.url, metadataUrl).toBe(csvUrl);
    const { columns } = description.tableSchema;

    // The file's header row is the described columns, in order (after the byte order mark).
    const download = await request.get(local(csvUrl));
    // The file names its description itself, as CSV on the Web's processors look for it.
    expect(download.headers().link, csvUrl).toBe(`<${new URL(metadataUrl).pathname}>; rel="describedby"; type="application/csvm+json"`);
    const bytes = await download.body();
    expect([...bytes.subarray(0, 3)], csvUrl).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.slice(0, text.indexOf('\r\n')).split(','), csvUrl).toEqual(columns.map((c) => c.titles));

    // The CSVW parser reads the description (as RDF, with the CSVW context from its own package) and
    // the file's first rows: it makes a triple of every cell, which for the whole register would
    // take minutes; every row is counted below by a plain CSV reader.
    const records = parse(bytes, { bom: true, raw: true }) as unknown as { raw: string }[];
    const sample = Buffer.from(`\uFEFF${records.slice(0, SAMPLE_ROWS + 1).map((r) => `${r.raw.replace(/\r?\n?$/, '')}\r\n`).join('')}`);
    const metadata = await jsonld.toRDF(description, csvwOnly);
    const quads: RawQuad[] = [];
    const parser = new CsvwParser({ metadata: new Dataset(metadata.map(toQuad)), baseIRI: csvUrl, timezone: 'Asia/Tokyo' });
    for await (const q of parser.import(Readable.from([sample]))) quads.push(q);
    const rows = quads.filter((q) => q.predicate.value === `${CSVW}describes`).map((q) => q.object.value);
    const cells = new Map<string, Map<string, string>>(rows.map((row) => [row, new Map()]));
    for (const q of quads) cells.get(q.subject.value)?.set(q.predicate.value, q.object.value);

    // As many rows as the JSON of the same dataset holds.
    const dataset = [...nodes.values()].find((node) => ids(node, `${DCAT}distribution`).includes(file['@id']!))!;
    const json = ids(dataset, `${DCAT}distribution`)
      .map((id) => nodes.get(id)!)
      .find((f) => ids(f, `${DCAT}mediaType`)[0]!.endsWith('/application/json'))!;
    const count = ((await (await request.get(local(ids(json, `${DCAT}downloadURL`)[0]!))).json()) as { count: number }).count;
    expect(records.length - 1, csvUrl).toBe(count);
    expect(rows.length, csvUrl).toBe(Math.min(count, SAMPLE_ROWS));

    // Every cell is under a described column, every required one is filled, and each fits its datatype.
    const property = (column: Column) => `${csvUrl}#${encodeURI(column.name)}`;
    const described = new Set(columns.map(property));
    for (const [row, cellsOfRow] of cells) {
      for (const predicate of cellsOfRow.keys()) expect(described, `${csvUrl} ${row}`).toContain(predicate);
      for (const column of columns) {
        const value = cellsOfRow.get(property(column));
        if (column.required) expect(value, `${csvUrl} ${row} ${column.name}`).toBeDefined();
        if (value !== undefined) expect(fits(column, value), `${csvUrl} ${row} ${column.name}: ${value}`).toBe(true);
      }
    }
    // Where each row has a page, the parser names the row by it, and the page is there.
    if (description.tableSchema.aboutUrl && rows.length) {
      const origin = new URL(csvUrl).origin;
      for (const row of rows) expect(row.startsWith(`${origin}/`), row).toBe(true);
      expect((await request.get(local(rows[0]!))).status(), rows[0]).toBe(200);
    }
  }
});

// ---------------------------------------------------------------------------
// The RDF/JS dataset the CSVW parser reads its description from: jsonld.js gives plain quads,
// the parser asks a dataset for matches and compares terms with `equals`.
// ---------------------------------------------------------------------------

type Term = RawTerm & { equals(other: RawTerm | null | undefined): boolean };

function term(raw: RawTerm): Term {
  return {
    ...raw,
    ...(raw.datatype ? { datatype: term(raw.datatype) } : {}),
    equals: (other) => !!other && other.termType === raw.termType && other.value === raw.value,
  };
}

const toQuad = (raw: RawQuad): RawQuad => ({ subject: term(raw.subject), predicate: term(raw.predicate), object: term(raw.object), graph: term(raw.graph) });

class Dataset {
  private readonly quads: RawQuad[];

  constructor(quads: RawQuad[]) {
    this.quads = quads;
  }

  get size() {
    return this.quads.length;
  }

  match(subject?: RawTerm | null, predicate?: RawTerm | null, object?: RawTerm | null): Dataset {
    const same = (wanted: RawTerm | null | undefined, found: RawTerm) => !wanted || (wanted.termType === found.termType && wanted.value === found.value);
    return new Dataset(this.quads.filter((q) => same(subject, q.subject) && same(predicate, q.predicate) && same(object, q.object)));
  }

  [Symbol.iterator]() {
    return this.quads[Symbol.iterator]();
  }
}
