import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { initI18n, type I18n } from '@payloadcms/translations';
import { en as payloadEnglish } from '@payloadcms/translations/languages/en';
import type { ArrayField, Block, Field, SanitizedConfig } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HIDDEN_DIFF } from '@/platform/cms/adminConventions';
import { MENU_ROW_LABEL } from '@/features/navigation/cms';
import { ROW_LABEL, type RowLabelProps } from '@/platform/cms/rowLabels';

import { adminLanguages, adminTranslations } from './adminTranslations';

/**
 * /admin in the body's own words, in both languages (issue 39, item 5). Every label staff read is
 * the body's: a field, a block, an array and its rows, a collection and a global are labelled
 * `{ ja, en }` (or deliberately `false`), the Japanese in Japanese and the English without
 * Japanese. Without a label Payload shows the field's name, in English, in the Japanese admin too
 * ("Status History", "Since", 「Related Link を追加」). Checked on the built configuration, so the
 * fields plugins add are covered.
 */

/**
 * Terms that read the same in both languages: a label made of these alone (with spaces, slashes
 * or brackets) may be a plain string, and a Japanese label of these alone needs no kana or kanji.
 */
const SAME_IN_BOTH: Record<string, string> = {
  CSV: 'the file format, written so in Japanese too',
  URL: 'the address format, written so in Japanese too',
  ISO: 'the standards body, written so in Japanese too',
  PDF: 'the file format, written so in Japanese too',
  SEO: 'the SEO plugin’s group of meta fields (its label, “SEO”); staff say SEO in Japanese too',
  ID: 'Payload’s own record number, shown as ID in both languages',
  FAX: 'the fax number, written so in Japanese too (organisation.contact.fax)',
  IAF: 'International Accreditation Forum, a proper name (schemes.mra.arrangement)',
  ILAC: 'International Laboratory Accreditation Cooperation, a proper name (schemes.mra.arrangement)',
  APAC: 'Asia Pacific Accreditation Cooperation, a proper name (schemes.mra.arrangement)',
  MLA: 'the IAF arrangement’s name; glossary: 相互承認（MLA / MRA）',
  MRA: 'the ILAC and APAC arrangements’ name; glossary: 相互承認（MLA / MRA）',
  A: 'inspection body type A (ISO/IEC 17020), a code',
  B: 'inspection body type B (ISO/IEC 17020), a code',
  C: 'inspection body type C (ISO/IEC 17020), a code',
  日本語: 'a language named in its own language, as language menus do (the forms’ “language used”, also so in their CSV export)',
  English: 'a language named in its own language, as language menus do (the forms’ “language used”, also so in their CSV export)',
};

/**
 * Fields whose labels are not set in the collection's own configuration, by path
 * (`collection.field.subfield`), with the reason. Keep this short: each entry needs a reason a
 * reviewer accepts, and goes when the reason does.
 */
const LABELLED_ELSEWHERE: Record<string, string> = {};

/** Payload's own fields of an upload collection (payload/dist/uploads/getBaseFields.js). */
const PAYLOAD_UPLOAD_FIELDS = new Set(['mimeType', 'thumbnailURL', 'width', 'height', 'filesize', 'filename', 'url', 'focalX', 'focalY', 'sizes']);

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const sameInBoth = (text: string) => text.split(/[\s/、,()（）・]+/).every((word) => word === '' || word in SAME_IN_BOTH);

let config: SanitizedConfig;
let ja: I18n;
let en: I18n;
let dataDir: string;

beforeAll(async () => {
  // The configuration only: no database is opened (the adapter connects when Payload starts).
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-labels-'));
  process.env.DATA_DIR ??= dataDir;
  process.env.DATABASE_URL ??= `file:${path.join(dataDir, 'site.db')}`;
  process.env.PAYLOAD_SECRET ??= 'unit-tests-only';
  config = await (await import('@/payload/payload.config')).default;
  const inLanguage = (language: 'ja' | 'en') => initI18n({ config: config.i18n, context: 'client', language }) as Promise<I18n>;
  ja = await inLanguage('ja');
  en = await inLanguage('en');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A label as staff read it in each language, or why it is not one. */
function read(label: unknown): { ja: string; en: string } | 'off' | 'missing' | 'plain' {
  if (label === false) return 'off';
  if (label === undefined || label === null || label === '') return 'missing';
  if (typeof label === 'function') {
    const inLanguage = (i18n: I18n) => String(label({ i18n, t: i18n.t }));
    return { ja: inLanguage(ja), en: inLanguage(en) };
  }
  if (typeof label === 'string') return sameInBoth(label) ? { ja: label, en: label } : 'plain';
  if (typeof label === 'object') {
    const { ja: jaText, en: enText } = label as Record<string, unknown>;
    if (typeof jaText === 'string' && typeof enText === 'string') return { ja: jaText, en: enText };
  }
  return 'missing';
}

/** What is wrong with a label, if anything; `required` when `false` is not allowed. */
function problem(label: unknown, { required = false } = {}): string | null {
  const text = read(label);
  if (text === 'off') return required ? 'is switched off' : null;
  if (text === 'missing') return 'has no label';
  if (text === 'plain') return `is labelled ${JSON.stringify(label)} in one language only`;
  if (!JAPANESE.test(text.ja) && !sameInBoth(text.ja)) return `has a Japanese label without Japanese: ${JSON.stringify(text.ja)}`;
  if (JAPANESE.test(text.en) && !sameInBoth(text.en)) return `has an English label with Japanese in it: ${JSON.stringify(text.en)}`;
  return null;
}

type Admin = { hidden?: boolean; disabled?: boolean; components?: Record<string, unknown> };
const adminOf = (field: Field) => ('admin' in field ? field.admin : undefined) as Admin | undefined;

/** Never shown in /admin's forms: Payload's session fields, row ids, internal fields. */
const notShown = (field: Field) => ('hidden' in field && field.hidden === true) || adminOf(field)?.hidden === true || adminOf(field)?.disabled === true;

type Visit = { field: Field; at: string; topLevel: boolean; shown: boolean };

/**
 * Every field below `fields`, with its path (`news.relatedLinks.label`, `pages.layout[faq].items`),
 * whether it is at the top of the document's data, and whether /admin's form shows it (not when
 * it or a field around it is hidden).
 */
function walk(fields: Field[], at: string, topLevel = true, parentShown = true): Visit[] {
  return fields.flatMap((field): Visit[] => {
    const named = 'name' in field && field.name ? `${at}.${field.name}` : at;
    const shown = parentShown && !notShown(field);
    const here = { field, at: named, topLevel, shown };
    switch (field.type) {
      case 'tabs':
        return [here, ...field.tabs.flatMap((tab) => ('name' in tab && tab.name ? walk(tab.fields, `${at}.${tab.name}`, false, shown) : walk(tab.fields, at, topLevel, shown)))];
      case 'blocks':
        return [here, ...((field.blocks ?? []) as Block[]).flatMap((block) => walk(block.fields, `${named}[${block.slug}]`, false, shown))];
      case 'row':
      case 'collapsible':
        return [here, ...walk(field.fields, at, topLevel, shown)];
      case 'group':
        return [here, ...('name' in field && field.name ? walk(field.fields, named, false, shown) : walk(field.fields, at, topLevel, shown))];
      case 'array':
        return [here, ...walk(field.fields, named, false, shown)];
      default:
        return [here];
    }
  });
}

/** Every label problem of a shown field, as `path problem`. */
function labelProblems({ field, at }: Visit, { exceptions = true } = {}): string[] {
  if (exceptions && Object.keys(LABELLED_ELSEWHERE).some((p) => at === p || at.startsWith(`${p}.`))) return [];
  const found: string[] = [];
  const own = (label: unknown, what = '', required = false) => {
    const p = problem(label, { required });
    if (p) found.push(`${at}${what} ${p}`);
  };
  switch (field.type) {
    case 'row':
      break;
    case 'tabs':
      field.tabs.forEach((tab, i) => {
        const p = problem(tab.label, { required: 'name' in tab && Boolean(tab.name) });
        if (p) found.push(`${at}.[tab ${i + 1}] ${p}`);
      });
      break;
    case 'ui':
      // A ui field shows its component; a label, when it has one, is offered in the list's columns.
      if ('label' in field && field.label !== undefined) own(field.label);
      break;
    case 'array':
    case 'blocks':
      own(field.label);
      own(field.labels?.singular, ' (labels.singular)', true);
      own(field.labels?.plural, ' (labels.plural)', true);
      if (field.type === 'blocks') {
        for (const block of (field.blocks ?? []) as Block[]) {
          const s = problem(block.labels?.singular, { required: true });
          const p = problem(block.labels?.plural, { required: true });
          if (s) found.push(`${at}[${block.slug}] (labels.singular) ${s}`);
          if (p) found.push(`${at}[${block.slug}] (labels.plural) ${p}`);
        }
      }
      break;
    default:
      own('label' in field ? field.label : undefined);
  }
  if ((field.type === 'select' || field.type === 'radio') && field.options) {
    for (const option of field.options) {
      if (typeof option === 'string') continue;
      const p = problem(option.label, { required: true });
      if (p) found.push(`${at} option ${JSON.stringify(option.value)} ${p}`);
    }
  }
  return found;
}

const collections = () => config.collections.filter((c) => !c.slug.startsWith('payload-'));
const everyField = () => [...collections().flatMap((c) => walk(c.fields, c.slug)), ...config.globals.flatMap((g) => walk(g.fields, g.slug))];
const everyShownField = () => everyField().filter((v) => v.shown);

describe('labels in /admin', () => {
  it('name every collection and global in both languages', () => {
    const problems = [
      ...collections().flatMap((c) => [problem(c.labels.singular, { required: true }), problem(c.labels.plural, { required: true })].flatMap((p) => (p ? [`${c.slug} ${p}`] : []))),
      ...config.globals.flatMap((g) => [problem(g.label, { required: true })].flatMap((p) => (p ? [`${g.slug} ${p}`] : []))),
    ];
    expect(problems).toEqual([]);
  });

  it('name every field, block, array and option staff see in both languages', () => {
    expect(everyShownField().flatMap((v) => labelProblems(v))).toEqual([]);
  });

  it('give each allowed exception a reason', () => {
    expect(Object.entries({ ...SAME_IN_BOTH, ...LABELLED_ELSEWHERE }).filter(([, reason]) => reason.length < 20)).toEqual([]);
    // An exception for a field that is gone, or now labelled, is dropped.
    const visits = new Map(everyShownField().map((v) => [v.at, v]));
    expect(Object.keys(LABELLED_ELSEWHERE).filter((p) => !visits.has(p))).toEqual([]);
    const labelledNow = Object.keys(LABELLED_ELSEWHERE).filter((p) => labelProblems(visits.get(p)!, { exceptions: false }).length === 0);
    expect(labelledNow).toEqual([]);
  });

  it('name each array row by its content, with the array’s name and number while it is empty', () => {
    const arrays = everyShownField().filter((v): v is Visit & { field: ArrayField } => v.field.type === 'array');
    expect(arrays.length).toBeGreaterThan(20);
    const problems = arrays.flatMap(({ field, at }) => {
      const rowLabel = (field.admin?.components as { RowLabel?: { path?: string; clientProps?: RowLabelProps } } | undefined)?.RowLabel;
      // Menu entries are named as the menu names them: their label, the linked page's title, the screen's name or the address.
      if (rowLabel?.path === MENU_ROW_LABEL && at.startsWith('navigation')) return [];
      if (rowLabel?.path !== ROW_LABEL) return [`${at} has no RowLabel of ${ROW_LABEL}`];
      const names = new Set(walk(field.fields, '', false).flatMap((v) => ('name' in v.field && v.field.name ? [v.field.name] : [])));
      const parts = rowLabel.clientProps?.show ?? [];
      if (parts.length === 0) return [`${at}'s RowLabel shows nothing`];
      return parts.flatMap((part) => (typeof part === 'string' ? [part] : [part.ja, part.en])).flatMap((p) => (names.has(p.split('.')[0]!) ? [] : [`${at}'s RowLabel shows ${p}, which the row does not have`]));
    });
    expect(problems).toEqual([]);
  });
});

describe('Payload’s own words in /admin', () => {
  const english = payloadEnglish.translations as unknown as Record<string, Record<string, string>>;
  const overrides = Object.entries(adminTranslations).flatMap(([language, namespaces]) =>
    Object.entries(namespaces as Record<string, Record<string, string>>).flatMap(([namespace, keys]) => Object.entries(keys).map(([key, text]) => ({ language, key: `${namespace}:${key}`, namespace, name: key, text }))),
  );
  const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

  it('are replaced only where Payload has such a word, with the same placeholders at most', () => {
    expect(overrides.filter(({ namespace, name }) => english[namespace]?.[name] === undefined).map((o) => o.key)).toEqual([]);
    expect(overrides.filter(({ namespace, name, text }) => variables(text).some((v) => !variables(english[namespace]![name]!).includes(v))).map((o) => o.key)).toEqual([]);
  });

  it('read as Japanese in Japanese and as English in English', () => {
    const notJapanese = overrides.filter(({ language, text }) => language === 'ja' && !JAPANESE.test(text) && text !== '—');
    const notEnglish = overrides.filter(({ language, text }) => language === 'en' && JAPANESE.test(text));
    expect([...notJapanese, ...notEnglish].map((o) => `${o.language} ${o.key}`)).toEqual([]);
  });

  it('name the two languages in their own words in the language menu', () => {
    expect(adminLanguages.ja.translations.general.thisLanguage).toBe('日本語');
    expect(adminLanguages.en.translations.general.thisLanguage).toBe('English');
  });

  it('are those of the configuration (payload.config.ts gives it these languages and overrides)', () => {
    expect(config.i18n.supportedLanguages.ja?.translations.general.thisLanguage).toBe('日本語');
    expect(ja.t('general:selectedCount', { count: 2, label: '' })).toBe('2件を選択中');
    expect(ja.t('fields:addLabel', { label: '関連リンク' })).toBe('関連リンクを追加');
    expect(ja.t('general:untitled')).toBe('無題');
  });
});

describe('internal fields and the API tab', () => {
  it('are out of sight: no API tab, and internal fields in no list, filter, bulk edit or version comparison', () => {
    const apiTabs = [...collections(), ...config.globals].filter((entity) => entity.admin?.hideAPIURL !== true).map((entity) => entity.slug);
    expect(apiTabs).toEqual([]);
    // Internal: hidden from the form. Not the timestamps, nor Payload's own fields of uploads, which
    // the lists show (filename, filesize); its account fields are hidden everywhere (`hidden`).
    const uploads = new Set<string>(collections().flatMap((c) => (c.upload ? [c.slug] : [])));
    const internal = [...collections(), ...config.globals].flatMap((entity) =>
      walk(entity.fields, entity.slug).filter(({ field, topLevel }) => {
        if (adminOf(field)?.hidden !== true || adminOf(field)?.disabled || ('hidden' in field && field.hidden) || !('name' in field) || field.name === 'id') return false;
        if (topLevel && ['createdAt', 'updatedAt'].includes(field.name)) return false;
        return !(topLevel && uploads.has(entity.slug) && PAYLOAD_UPLOAD_FIELDS.has(field.name));
      }),
    );
    expect(internal.map((v) => v.at)).toEqual(expect.arrayContaining(['pages.searchText', 'news.searchText', 'news.publishedAt_tz', 'accredited-bodies.searchKey', 'certified-organisations.nameKey']));
    const visible = internal.filter(({ field }) => {
      const admin = field.admin as Record<string, unknown> & { components?: { Diff?: unknown } };
      return !(admin.disableListColumn && admin.disableListFilter && admin.disableBulkEdit && admin.disableGroupBy && admin.components?.Diff === HIDDEN_DIFF);
    });
    expect(visible.map((v) => v.at)).toEqual([]);
  });
});
