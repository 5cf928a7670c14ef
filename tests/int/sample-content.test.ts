import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { seedPages } from '@/features/cms-pages/cms';
import { samplePages } from '@/features/cms-pages/sample/pages';
import { seedPageSchema } from '@/features/cms-pages/sample/types';
import { sampleRevisions } from '@/features/document-revisions/sample/items';
import { sampleDocuments } from '@/features/documents/sample/items';
import { sampleNews } from '@/features/news/sample/items';
import { samplePublicComments } from '@/features/public-comments/sample/items';
import { samplePostings } from '@/features/recruitment/sample/items';
import { declaredSampleFiles, readSampleFile } from '@/platform/content/sampleFiles';

const root = path.resolve(import.meta.dirname, '../..');

const unique = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the sample content', () => {
  it('is YAML in the features, every file declared by its feature and checked by its schema', async () => {
    // The features' CMS doors load their seeds, which declare their files (a new feature's too).
    await import('@/features/cms.registry');
    const declared = declaredSampleFiles();
    const files = readdirSync(path.join(root, 'src/features'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yaml'));
    expect(files.sort()).toEqual([...declared.keys()].sort());
    expect(files.length).toBeGreaterThan(15);
    for (const [file, read] of declared) expect(read, file).not.toThrow();
  });

  it('holds together: unique addresses, documents that exist, parents before children, English beside Japanese', () => {
    for (const [name, items] of Object.entries({ news: sampleNews(), comments: samplePublicComments(), revisions: sampleRevisions(), postings: samplePostings() })) {
      expect(unique(items.map((i) => i.slug)), name).toEqual([]);
    }
    const numbers = sampleDocuments().map((d) => d.documentNumber);
    expect(unique(numbers)).toEqual([]);
    expect(sampleRevisions().filter((r) => !numbers.includes(r.documentNumber))).toEqual([]);
    const paths = seedPages().map((p) => p.path);
    expect(unique(paths)).toEqual([]);
    paths.forEach((p, i) => {
      const parent = p.slice(0, p.lastIndexOf('/'));
      if (parent) expect(paths.slice(0, i), `${p} comes after its parent`).toContain(parent);
    });
    expect(samplePages().length).toBeGreaterThan(50);
  });

  it('stops the seed on a file that does not fit, naming the file, the place and the problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
    try {
      const file = path.join(dir, 'pages-broken.yaml');
      writeFileSync(file, ['- path: /about', '  title:', '    ja: 協会について', '  summary: { ja: 概要, en: Summary }', '  body: []', ''].join('\n'));
      expect(() => readSampleFile(file, seedPageSchema.array())).toThrow(/pages-broken\.yaml does not fit its schema:\n {2}at 0\.title\.en: /);
      writeFileSync(file, '- path: /about\n  title: [unclosed\n');
      expect(() => readSampleFile(file, seedPageSchema.array())).toThrow(/pages-broken\.yaml: not YAML/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
