import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies } from '@/features/accredited-bodies/sample/generate';
import { defaultCertificationCounts } from '@/features/certification-counts/defaults';
import { generateSampleCertificates } from '@/features/certified-organisations/sample/generate';
import { defaultSiteTree } from '@/features/navigation/tree';
import { seedOrganisation } from '@/features/organisation/sample/seed';
import { seedRoster } from '@/features/roster/sample/seed';
import { loadMessages } from '@/i18n/messages';
import { formatterOf } from '@/i18n/translators';
import { TEMPLATE_BODIES } from '@/features/accredited-bodies/sample/template';
import { TEMPLATE_CERTIFICATES } from '@/features/certified-organisations/sample/template';
import { declaredSampleFiles } from '@/platform/content/sampleFiles';
import { formatDateTime, formatDay } from '@/platform/time/format';

/**
 * English text is punctuated as English: a full-width bracket, colon or comma, an ideographic
 * space or a Japanese quotation mark on an English page reads as a typo. Japanese words may
 * appear in English text only inside an element marked lang="ja" (in messages, `<ja>…</ja>`).
 * The English of the sample content is checked where it is written, field by field, so no
 * page needs rendering: `{ ja, en }` objects, fields named `…En`, and what the seeds that keep
 * their text to themselves write in English.
 */

// CJK symbols and punctuation (「」、。〜 and the ideographic space), the katakana middle dot,
// and the full-width forms of ASCII punctuation (！，：（）［］｛｝～ and the like).
const FULL_WIDTH = /[\u3000-\u303F\u30FB\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65]/;

type Finding = { where: string; text: string };

/** Every English string in a value, with where it is: `en` of a `{ ja, en }` object and any field named `…En`. */
function englishStrings(value: unknown, where: string, out: Finding[] = []): Finding[] {
  if (Array.isArray(value)) value.forEach((item, i) => englishStrings(item, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      const english = (key === 'en' && 'ja' in record) || /[a-z]En$/.test(key);
      if (english && typeof item === 'string') out.push({ where: `${where}.${key}`, text: item });
      else englishStrings(item, `${where}.${key}`, out);
    }
  }
  return out;
}

/** Every string in a value, with where it is (for what a seed writes in English). */
function allStrings(value: unknown, where: string, out: Finding[] = []): Finding[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => allStrings(item, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) allStrings(item, `${where}.${key}`, out);
  return out;
}

const punctuated = (findings: Finding[]) => findings.filter((f) => FULL_WIDTH.test(f.text)).map((f) => `${f.where}: ${f.text}`);

/** A Payload that only records what a seed writes, and hands back what was written to a global. */
function recordingPayload() {
  const writes: { collection: string; locale?: string; data: unknown }[] = [];
  const globals = new Map<string, Record<string, unknown>>();
  let id = 0;
  const payload = {
    count: async () => ({ totalDocs: 0 }),
    find: async () => ({ docs: [], totalDocs: 0 }),
    findGlobal: async ({ slug }: { slug: string }) => globals.get(slug) ?? {},
    create: async ({ collection, locale, data }: { collection: string; locale?: string; data: Record<string, unknown> }) => {
      writes.push({ collection, locale, data });
      return { id: ++id, ...data };
    },
    update: async ({ collection, locale, data }: { collection: string; locale?: string; data: Record<string, unknown> }) => {
      writes.push({ collection, locale, data });
      return { ...data };
    },
    updateGlobal: async ({ slug, locale, data }: { slug: string; locale?: string; data: Record<string, unknown> }) => {
      writes.push({ collection: slug, locale, data });
      globals.set(slug, { ...globals.get(slug), ...data });
      return globals.get(slug);
    },
  };
  return { payload: payload as unknown as Payload, writes };
}

describe('English text', () => {
  it('has no full-width punctuation in the UI strings (messages/en)', () => {
    const root = path.resolve(import.meta.dirname, '../../messages/en');
    const findings = readdirSync(root)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => allStrings(JSON.parse(readFileSync(path.join(root, file), 'utf8')), file.replace(/\.json$/, '')))
      // Words marked as Japanese are rendered inside lang="ja" and punctuated as Japanese.
      .map((f) => ({ ...f, text: f.text.replace(/<ja>[\s\S]*?<\/ja>/g, '') }));
    expect(findings.length).toBeGreaterThan(500);
    expect(punctuated(findings)).toEqual([]);
  });

  it('has no full-width punctuation in the English of the sample content', async () => {
    // The features' CMS doors load their seeds, which declare their YAML files (sampleFile).
    await import('@/features/cms.registry');
    const files = [...declaredSampleFiles()];
    const findings = files.flatMap(([file, read]) => englishStrings(read(), file));
    findings.push(...englishStrings(defaultSiteTree, 'navigation/tree'), ...englishStrings(defaultCertificationCounts, 'certification-counts/defaults'));
    // The rows of the import templates staff download (written in the code beside the importers).
    findings.push(...englishStrings(TEMPLATE_BODIES, 'accredited-bodies/sample/template'), ...englishStrings(TEMPLATE_CERTIFICATES, 'certified-organisations/sample/template'));
    // The sample pages, news, documents, comments, revisions, vacancies, schemes and contributions.
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(findings.length).toBeGreaterThan(3000);
    expect(punctuated(findings)).toEqual([]);
  });

  it('has no full-width punctuation in the generated sample directories', () => {
    const findings = englishStrings(generateSampleAccreditedBodies(300), 'accredited-bodies');
    let row = 0;
    for (const certificate of generateSampleCertificates({ rows: 2000, asOf: '2026-11-28' })) findings.push(...englishStrings(certificate, `certified-organisations[${row++}]`));
    expect(findings.length).toBeGreaterThan(2000);
    expect(punctuated(findings)).toEqual([]);
  });

  it('has no full-width punctuation in what the organisation and roster seeds write in English', async () => {
    const { payload, writes } = recordingPayload();
    await seedOrganisation(payload);
    await seedRoster(payload);
    const english = writes.filter((w) => w.locale === 'en');
    expect(english.length).toBeGreaterThan(10);
    expect(punctuated(english.flatMap((w, i) => allStrings(w.data, `${w.collection}[${i}]`)))).toEqual([]);
  });
});

describe('English dates', () => {
  it('read day, month, year wherever they are formatted', async () => {
    const format = formatterOf('en', await loadMessages('en'));
    const instant = new Date('2026-11-28T03:00:00Z');
    expect(format.dateTime(instant, { dateStyle: 'long' })).toBe('28 November 2026');
    expect(formatDay(instant, 'en')).toBe('28 November 2026');
    expect(formatDateTime(instant, 'en')).toBe('28 November 2026 at 12:00 JST');
  });
});
