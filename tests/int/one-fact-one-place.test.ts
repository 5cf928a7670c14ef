import holidayJp from '@holiday-jp/holiday_jp';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedCmsPages } from '@/features/cms-pages/cms';
import { seedRevisions } from '@/features/document-revisions/cms';
import { seedDocuments } from '@/features/documents/cms';
import { expandDocumentReferences, referencedNumbers } from '@/features/documents/references';
import { seedNavigation } from '@/features/navigation/cms';
import { seedNews } from '@/features/news/cms';
import type { BusinessHours, MonthDay } from '@/features/organisation/model';
import { seedOrganisation } from '@/features/organisation/cms';
import { seedPublicComments } from '@/features/public-comments/cms';
import { seedPostings } from '@/features/recruitment/cms';
import { seedSchemes } from '@/features/schemes/cms';
import { dayInJapan } from '@/platform/time/format';

import { startTestPayload } from '../support/payload';
import {
  businessDayStatements,
  describeProblems,
  documentTitleProblems,
  flowRestatements,
  itemDayStatements,
  type Lang,
  listingsOf,
  type Problem,
  rangesIn,
  type Unit,
  unitsOf,
  ymd,
} from '../support/statedFacts';

/**
 * One fact, one place (issue 38): every page and item of the sample content, read back from a
 * seeded database, against the records that hold each fact: the organisation's business days and
 * hours, each vacancy's closing day, each call for comment's period, each revision notice's days,
 * the documents' titles, and the flow to accreditation. A text that states such a fact
 * differently fails the first group; one that repeats it (and so drifts from it the day either
 * changes) fails the second.
 */

let payload: Payload;
let stop: () => Promise<void>;

const langs: Lang[] = ['ja', 'en'];
const isHoliday = (day: string) => holidayJp.isHoliday(day);

let hours: BusinessHours;
let titles: Map<string, { ja: string; en: string | null }>;
let flow: Record<Lang, { title: string; text: string }[]>;
/** Units of text by where they come from. */
const units: Record<'pages' | 'news' | 'publicComments' | 'revisions' | 'postings' | 'documents' | 'schemes', Unit[]> = {
  pages: [],
  news: [],
  publicComments: [],
  revisions: [],
  postings: [],
  documents: [],
  schemes: [],
};
const listings: ReturnType<typeof listingsOf> = [];
/** Per dated item: its units and the days its record holds. */
const datedItems: { kind: 'posting' | 'call' | 'revision'; units: Unit[]; days: Record<string, string | null | undefined> }[] = [];
const periods: { opens: string; closes: string }[] = [];
const closureNews: { slug: string; yearEndClosure: unknown }[] = [];
const unknownReferences: string[] = [];

async function everything<T>(collection: 'pages' | 'news' | 'public-comments' | 'document-revisions' | 'job-postings' | 'documents' | 'schemes', lang: Lang) {
  const { docs } = await payload.find({ collection, locale: lang, fallbackLocale: false, pagination: false, depth: 0 });
  return docs as unknown as T[];
}

const day = (value: string | null | undefined) => (value ? dayInJapan(value) : null);

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  await seedOrganisation(payload);
  await seedSchemes(payload);
  await seedNews(payload);
  await seedPublicComments(payload);
  await seedDocuments(payload);
  await seedRevisions(payload);
  await seedPostings(payload);
  await seedCmsPages(payload);
  await seedNavigation(payload);

  const organisation = await payload.findGlobal({ slug: 'organisation', depth: 0 });
  const h = organisation.hours!;
  hours = {
    opens: h.opens,
    closes: h.closes,
    breakStarts: h.breakStarts,
    breakEnds: h.breakEnds,
    yearEndFirst: h.yearEndFirst as MonthDay,
    yearEndLast: h.yearEndLast as MonthDay,
    halfDay: (h.halfDay || null) as MonthDay | null,
    halfDayCloses: h.halfDayCloses,
  };

  titles = new Map();
  for (const lang of langs) {
    for (const doc of await everything<{ documentNumber: string; title?: string | null; explanatoryText?: unknown; explanatoryDocumentName?: unknown; publishedPortion?: unknown; usualArticles?: unknown }>('documents', lang)) {
      const known = titles.get(doc.documentNumber) ?? { ja: '', en: null };
      if (lang === 'ja') known.ja = doc.title ?? '';
      else known.en = doc.title ?? null;
      titles.set(doc.documentNumber, known);
      const { explanatoryText, explanatoryDocumentName, publishedPortion, usualArticles } = doc;
      units.documents.push(...unitsOf({ explanatoryText, explanatoryDocumentName, publishedPortion, usualArticles }, `documents/${doc.documentNumber} (${lang})`, lang, doc.title ?? ''));
    }
  }
  const titleIn = (lang: Lang) => new Map([...titles].map(([number, t]) => [number, (lang === 'en' ? t.en : null) ?? t.ja]));

  for (const lang of langs) {
    const title = (t: unknown) => (typeof t === 'string' ? t : '');
    for (const page of await everything<{ path: string; title?: string; layout?: unknown; meta?: unknown }>('pages', lang)) {
      if (!page.title) continue;
      for (const number of referencedNumbers(page.layout)) if (!titles.has(number)) unknownReferences.push(`${page.path}: ${number}`);
      // What a visitor reads: the document references with their titles from the collection.
      const layout = expandDocumentReferences(page.layout, titleIn(lang), lang);
      units.pages.push(...unitsOf({ title: page.title, layout, meta: page.meta }, `pages${page.path} (${lang})`, lang, page.title));
      listings.push(...listingsOf(layout, `pages${page.path} (${lang})`, lang));
    }
    for (const item of await everything<{ slug: string; title?: string; body?: unknown; relatedLinks?: unknown; yearEndClosure?: unknown }>('news', lang)) {
      if (!item.title) continue;
      units.news.push(...unitsOf({ title: item.title, body: item.body, relatedLinks: item.relatedLinks }, `news/${item.slug} (${lang})`, lang, title(item.title)));
      if (lang === 'ja') closureNews.push({ slug: item.slug, yearEndClosure: item.yearEndClosure });
    }
    for (const call of await everything<{ slug: string; title?: string; body?: unknown; address?: unknown; results?: { body?: unknown }; opensAt: string; closesAt: string }>('public-comments', lang)) {
      if (!call.title) continue;
      const own = unitsOf({ title: call.title, body: call.body, address: call.address, results: call.results?.body }, `public-comments/${call.slug} (${lang})`, lang, call.title);
      units.publicComments.push(...own);
      datedItems.push({ kind: 'call', units: own, days: { 'opening day': day(call.opensAt), 'closing day': day(call.closesAt) } });
      if (lang === 'ja') periods.push({ opens: day(call.opensAt)!, closes: day(call.closesAt)! });
    }
    for (const notice of await everything<{ slug: string; title?: string; summary?: unknown; transitionNote?: unknown; issuedOn: string; effectiveOn: string; transitionEndsOn?: string | null }>(
      'document-revisions',
      lang,
    )) {
      if (!notice.title) continue;
      const own = unitsOf({ title: notice.title, summary: notice.summary, transitionNote: notice.transitionNote }, `document-revisions/${notice.slug} (${lang})`, lang, notice.title);
      units.revisions.push(...own);
      datedItems.push({
        kind: 'revision',
        units: own,
        days: { 'issue day': day(notice.issuedOn), 'effective day': day(notice.effectiveOn), 'end of the transition': day(notice.transitionEndsOn) },
      });
    }
    for (const posting of await everything<{ slug: string; title?: string; closesOn: string; duties?: unknown; requirements?: unknown; conditions?: unknown; howToApply?: unknown; subjectLine?: unknown }>(
      'job-postings',
      lang,
    )) {
      if (!posting.title) continue;
      const { duties, requirements, conditions, howToApply, subjectLine } = posting;
      const own = unitsOf({ title: posting.title, duties, requirements, conditions, howToApply, subjectLine }, `job-postings/${posting.slug} (${lang})`, lang, posting.title);
      units.postings.push(...own);
      datedItems.push({ kind: 'posting', units: own, days: { 'closing day': day(posting.closesOn) } });
    }
    for (const scheme of await everything<{ scheme: string; name?: string; summary?: unknown; merits?: unknown; criteria?: unknown; mra?: unknown; fees?: unknown }>('schemes', lang)) {
      const { name, summary, merits, criteria, mra, fees } = scheme;
      units.schemes.push(...unitsOf({ name, summary, merits, criteria, mra, fees }, `schemes/${scheme.scheme} (${lang})`, lang, name ?? ''));
    }
  }

  const steps = async (lang: Lang) => {
    const global = await payload.findGlobal({ slug: 'accreditation-flow', locale: lang, fallbackLocale: false, depth: 0 });
    return (global.steps ?? []).map((s) => ({ title: s.title ?? '', text: s.text ?? '' }));
  };
  flow = { ja: await steps('ja'), en: await steps('en') };
}, 600_000);
afterAll(async () => stop());

const allUnits = () => Object.values(units).flat();

/** What each dated item's texts say of its own days (a vacancy's closing day, a call's period, a notice's dates). */
const WORDS = {
  posting: /締切|締め切|まで随時|受け付け|応募は|close|deadline|until|accepted/i,
  call: /意見募集|ご意見を募集|募集期間|提出期限|消印|comment period|invite comments|comments? (?:from|until|by)|postmarked/i,
  revision: /適用|apply|applies|effective/i,
};

function datedStatements() {
  const conflicts: Problem[] = [];
  const restated: Problem[] = [];
  for (const item of datedItems) {
    const found = itemDayStatements(item.units, item.days, WORDS[item.kind]);
    conflicts.push(...found.conflicts);
    restated.push(...found.restated);
  }
  // A call's period written elsewhere (「…まで実施した意見募集の結果を踏まえ」) is the call's fact stated a second time.
  for (const unit of [...units.pages, ...units.news, ...units.revisions, ...units.documents, ...units.postings, ...units.schemes]) {
    if (!/意見募集|call for comments|comments (?:received|held|invited)/i.test(unit.text)) continue;
    for (const range of rangesIn(unit.text)) {
      if (range.from.year === null) continue;
      const matches = periods.some((p) => p.opens === ymd(range.from) && p.closes === ymd(range.to));
      (matches ? restated : conflicts).push({
        place: unit.place,
        text: unit.text,
        why: `a call for comments from ${ymd(range.from)} to ${ymd(range.to)}${matches ? ', repeating the call’s record' : '; no call for comments has that period'}`,
      });
    }
  }
  return { conflicts, restated };
}

describe('no two places state one fact differently', () => {
  it('reads the whole sample site', () => {
    // Guards the checks below against reading nothing: every kind of content is there.
    for (const [kind, found] of Object.entries(units)) expect(found.length, kind).toBeGreaterThan(20);
    expect(titles.size).toBeGreaterThan(20);
    expect(datedItems.filter((item) => item.kind === 'posting').length).toBeGreaterThan(3);
  });

  it('states the year-end closure and the hours as the organisation record does', () => {
    const { conflicts } = businessDayStatements(allUnits(), hours, isHoliday);
    expect(conflicts, describeProblems(conflicts)).toEqual([]);
  });

  it('states a vacancy’s closing day, a call’s period and a notice’s days as the item’s record does', () => {
    const { conflicts } = datedStatements();
    expect(conflicts, describeProblems(conflicts)).toEqual([]);
  });

  it('titles each document next to its number as the documents collection does', () => {
    const others = allUnits().filter((unit) => !unit.place.startsWith('documents/'));
    const problems = documentTitleProblems(others, titles);
    expect(problems, describeProblems(problems)).toEqual([]);
    expect(unknownReferences, 'references to document numbers the collection does not have').toEqual([]);
  });

  it('shows the steps to accreditation from the flow record only', () => {
    for (const lang of langs) {
      const problems = flowRestatements(
        allUnits().filter((unit) => unit.lang === lang),
        listings.filter((listing) => listing.lang === lang),
        flow[lang].map((step) => step.title),
      );
      expect(problems, describeProblems(problems)).toEqual([]);
    }
  });
});

describe('no text restates a fact a record holds', () => {
  it('leaves the closure and the hours to the organisation record', () => {
    const { restated } = businessDayStatements(allUnits(), hours, isHoliday);
    expect(restated, describeProblems(restated)).toEqual([]);
  });

  it('leaves closing days, comment periods and a notice’s days to the item’s record', () => {
    const { restated } = datedStatements();
    expect(restated, describeProblems(restated)).toEqual([]);
  });

  it('announces each year-end closure from the organisation record', () => {
    const announcements = closureNews.filter((item) => /year-end-closure/.test(item.slug));
    expect(announcements.length).toBeGreaterThan(0);
    expect(announcements.filter((item) => item.yearEndClosure !== true).map((item) => item.slug)).toEqual([]);
  });
});

describe('the flow to accreditation', () => {
  // The description's ten steps (section 4), with the details each must give.
  const description: { ja: string; en: string; details: { ja: RegExp[]; en: RegExp[] } }[] = [
    { ja: '申請', en: 'Application', details: { ja: [/申請書/, /文書/, /署名/, /契約書/], en: [/application form/i, /documents/i, /signed contract/i] } },
    { ja: '受理', en: 'Acceptance', details: { ja: [/不備/, /手数料/, /契約/], en: [/deficienc/i, /fee/i, /contract/i] } },
    { ja: '書類審査', en: 'Document review', details: { ja: [/進む/], en: [/proceed/i] } },
    { ja: '現地審査', en: 'On-site assessment', details: { ja: [/第1段階/, /第2段階/, /本部/, /すべての事業所/], en: [/stage 1/i, /stage 2/i, /headquarters/i, /all (?:its |of its )?offices/i] } },
    { ja: '審査報告', en: 'Assessment report', details: { ja: [/不適合/], en: [/nonconformit/i] } },
    { ja: '是正処置の確認', en: 'Review of corrective action', details: { ja: [/根本原因/, /修正/, /封じ込め/, /計画/, /実施/], en: [/root cause/i, /correction/i, /containment/i, /plan/i, /implement/i] } },
    { ja: '認定の判定', en: 'Accreditation decision', details: { ja: [/判定/], en: [/decid|decision/i] } },
    { ja: '認定証の発行と公表', en: 'Certificate issue and publication', details: { ja: [/認定証/, /ウェブサイト/], en: [/certificate/i, /website/i] } },
    { ja: 'サーベイランス', en: 'Surveillance', details: { ja: [/サーベイランス/], en: [/surveillance/i] } },
    { ja: '再審査', en: 'Reassessment', details: { ja: [/最終年/], en: [/last year/i] } },
  ];

  it('has the description’s ten steps in order, with their details, in both languages', () => {
    for (const lang of langs) {
      expect(flow[lang].map((step) => step.title)).toEqual(description.map((step) => step[lang]));
      for (const [i, step] of description.entries()) {
        for (const detail of step.details[lang]) expect(flow[lang][i]!.text, `${lang} step ${i + 1}`).toMatch(detail);
      }
    }
  });
});
