import { describe, expect, it } from 'vitest';

import { downloadResponse, oneBatch } from '@/platform/csv/write';

import { csvDescriptionOf } from '@/i18n/addresses';

import { csvMetadata, datatypeOf } from './csvw';
import { DATASETS, datasetOfMetadataFile } from './datasets';

const origin = 'https://data.example.org';

/** The header row a download of these columns begins with, as the shared CSV writer writes it (its byte order mark kept). */
async function writtenHeader(header: readonly string[]): Promise<string> {
  const bytes = await downloadResponse({ format: 'csv', header, batches: oneBatch([]) }, 'x').arrayBuffer();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('the CSV on the Web descriptions', () => {
  it('are where each CSV’s owner says they are (its Link header), one per dataset, each found by its file name', () => {
    for (const dataset of DATASETS) {
      expect(dataset.download.description).toBe(csvDescriptionOf(dataset.id));
      expect(datasetOfMetadataFile(`${dataset.id}.csv-metadata.json`)).toBe(dataset);
    }
    expect(datasetOfMetadataFile('nothing.csv-metadata.json')).toBeUndefined();
    expect(datasetOfMetadataFile('../accredited-bodies.csv-metadata.json')).toBeUndefined();
  });

  for (const dataset of DATASETS) {
    describe(dataset.id, () => {
      const metadata = csvMetadata(dataset, origin);
      const columns = metadata.tableSchema.columns;

      it('describe the columns the export writes, in its order, each titled by its header cell', async () => {
        expect(columns.map((c) => c.name)).toEqual([...dataset.download.header]);
        expect(columns.map((c) => c.titles)).toEqual([...dataset.download.header]);
        // The file itself: a byte order mark, then exactly these cells, and CRLF.
        const text = await writtenHeader(dataset.download.header);
        expect(text.startsWith('\uFEFF')).toBe(true);
        expect(text.slice(1)).toBe(`${columns.map((c) => c.titles).join(',')}\r\n`);
      });

      it('name the CSV, its dialect and its key', () => {
        expect(metadata['@context']).toBe('http://www.w3.org/ns/csvw');
        expect(metadata.url).toBe(`${origin}${dataset.download.csv}`);
        expect(metadata.dialect).toMatchObject({ encoding: 'utf-8', delimiter: ',', lineTerminators: ['\r\n'], header: true });
        expect(metadata['dc:title']).toEqual([
          { '@value': expect.stringMatching(/\S/), '@language': 'ja' },
          { '@value': expect.stringMatching(/\S/), '@language': 'en' },
        ]);
        expect(metadata.tableSchema.primaryKey.length).toBeGreaterThan(0);
        for (const key of metadata.tableSchema.primaryKey) expect(columns.find((c) => c.name === key)?.required, key).toBe(true);
      });

      it('give every column a valid name, a title in both languages, a datatype and whether it is required', () => {
        expect(new Set(columns.map((c) => c.name)).size).toBe(columns.length);
        for (const column of columns) {
          // A CSVW column name is a URI template variable name that does not begin with an underscore.
          expect(column.name).toMatch(/^[A-Za-z0-9][A-Za-z0-9_]*$/);
          expect(column['dc:title'].map((t) => t['@language'])).toEqual(['ja', 'en']);
          for (const title of column['dc:title']) expect(title['@value'].trim(), column.name).not.toBe('');
          expect(column.datatype, column.name).toBeTruthy();
          expect(typeof column.required, column.name).toBe('boolean');
        }
      });
    });
  }

  it('say where each accredited body has its page', () => {
    const bodies = csvMetadata(DATASETS.find((d) => d.id === 'accredited-bodies')!, origin);
    expect(bodies.tableSchema).toMatchObject({ aboutUrl: `${origin}/certification_institutions/{accreditation_number}` });
  });

  it('allow every status the register records, those no report may state included', () => {
    const register = csvMetadata(DATASETS.find((d) => d.id === 'certified-organisations')!, origin);
    const status = register.tableSchema.columns.find((c) => c.name === 'status')!;
    const pattern = new RegExp((status.datatype as { format: string }).format);
    for (const value of ['valid', 'suspended', 'withdrawn', 'unreported']) expect(value).toMatch(pattern);
  });
});

describe('a cell format as a CSVW datatype', () => {
  it('is a whole-value pattern for a choice, its values escaped', () => {
    const { datatype } = datatypeOf({ kind: 'choice', choices: ['a.b', 'c'] });
    const pattern = new RegExp((datatype as { format: string }).format);
    expect(['a.b', 'c'].every((v) => pattern.test(v))).toBe(true);
    expect(['axb', 'a.bc', '', 'd'].some((v) => pattern.test(v))).toBe(false);
  });

  it('says how a download writes yes and no, days, codes, numbers and places', () => {
    expect(datatypeOf({ kind: 'yesNo' })).toEqual({ datatype: { base: 'boolean', format: '1|0' } });
    expect(datatypeOf({ kind: 'date' })).toEqual({ datatype: 'date' });
    expect(datatypeOf({ kind: 'text', max: 10 })).toEqual({ datatype: 'string' });
    expect(datatypeOf({ kind: 'integer', min: 0 })).toEqual({ datatype: { base: 'integer', minimum: 0 } });
    expect(datatypeOf({ kind: 'numbers', from: 1, to: 39 })).toEqual({ datatype: { base: 'integer', minimum: 1, maximum: 39 }, separator: ' ' });
    expect(datatypeOf({ kind: 'codes', choices: ['9001'] })).toMatchObject({ separator: ' ' });
    const prefecture = new RegExp((datatypeOf({ kind: 'prefecture' }).datatype as { format: string }).format);
    expect(['01', '13', '47'].every((code) => prefecture.test(code))).toBe(true);
    expect(['1', '48', '00'].some((code) => prefecture.test(code))).toBe(false);
  });
});
