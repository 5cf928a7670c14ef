/**
 * What the site's texts state about facts a record holds, read back out of the texts: the
 * year-end closure and business hours (the organisation global), a posting's closing day, a call
 * for comment's period, a document notice's dates, a document's title next to its number, and
 * the steps to accreditation (the flow global). Used by tests/int/one-fact-one-place.test.ts to
 * find two places that state one fact differently, and texts that restate a record's fact
 * (which drift apart from it as soon as either changes, or when sample days are seeded relative
 * to another day).
 *
 * The readers are deliberately plain: a date is 2026年12月29日 or 29 December 2026, a time 9時30分
 * or 9:30, a range two of them joined by から, 〜 or "to". They read the sample content's
 * phrasing and the usual phrasing of an editor; a fact written some other way goes unseen.
 */
import { type BusinessHours, type Closure, closureOfYear, workingMinutes } from '@/features/organisation/model';

export type Lang = 'ja' | 'en';

/** A stretch of text a visitor reads as one: a paragraph, list item, heading, cell or field. */
export type Unit = {
  /** Where it is: collection, item and field, and the language. */
  place: string;
  lang: Lang;
  text: string;
  /** The heading above it and the item's title: what the text is about. */
  context: string;
};

export type Problem = { place: string; text: string; why: string };

// ------------------------------------------------------------------------------------------------
// Texts out of stored documents
// ------------------------------------------------------------------------------------------------

/** Fields that are no text a visitor reads as written (addresses, derived search text, codes). */
const NOT_TEXT = new Set(['id', 'slug', 'path', 'url', 'href', 'searchText', 'blockType', 'blockName', '_status', 'mimetype', 'filename', 'applyTo', 'anchor']);

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; fields?: { url?: string } };

const isLexical = (value: unknown): value is { root: LexicalNode } =>
  Boolean(value && typeof value === 'object' && 'root' in value && (value as { root: unknown }).root && typeof (value as { root: object }).root === 'object');

/** The text of a rich-text node, leaving out lists nested in it (their items are units of their own). */
function textOf(node: LexicalNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'linebreak') return '\n';
  return (node.children ?? []).filter((child) => child.type !== 'list').map(textOf).join('');
}

function lexicalUnits(root: LexicalNode, place: string, lang: Lang, title: string): Unit[] {
  const units: Unit[] = [];
  let heading = '';
  const visit = (node: LexicalNode) => {
    if (node.type === 'list') {
      for (const item of node.children ?? []) visit(item);
      return;
    }
    const text = textOf(node);
    if (node.type === 'heading') heading = text;
    if (text.trim()) units.push({ place, lang, text, context: `${heading}\n${title}` });
    for (const child of node.children ?? []) if (child.type === 'list') visit(child);
  };
  for (const node of root.children ?? []) visit(node);
  return units;
}

/**
 * Every unit of text in a stored document (any depth: blocks, arrays, rich text, plain fields),
 * with `title` as the context of all of them.
 */
export function unitsOf(value: unknown, place: string, lang: Lang, title = ''): Unit[] {
  if (typeof value === 'string') {
    return value
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((text) => ({ place, lang, text, context: title }));
  }
  if (isLexical(value)) return lexicalUnits(value.root, place, lang, title);
  if (Array.isArray(value)) return value.flatMap((item, i) => unitsOf(item, `${place}[${i}]`, lang, title));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (NOT_TEXT.has(key) ? [] : unitsOf(inner, `${place}.${key}`, lang, title)));
  }
  return [];
}

/** The groups of cells or step titles of table and steps blocks, found at any depth. */
export function listingsOf(value: unknown, place: string, lang: Lang): { place: string; lang: Lang; items: string[] }[] {
  if (!value || typeof value !== 'object' || isLexical(value)) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => listingsOf(item, `${place}[${i}]`, lang));
  const block = value as { blockType?: string; rows?: { cells?: { text?: string | null }[] }[]; items?: { title?: string | null }[] };
  const own =
    block.blockType === 'dataTable'
      ? [{ place, lang, items: (block.rows ?? []).flatMap((row) => (row.cells ?? []).map((cell) => cell.text ?? '')) }]
      : block.blockType === 'steps'
        ? [{ place, lang, items: (block.items ?? []).map((item) => item.title ?? '') }]
        : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => listingsOf(inner, `${place}.${key}`, lang))];
}

// ------------------------------------------------------------------------------------------------
// Days and times in text
// ------------------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_EN = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\\s+';

/** A day written in a text: its year when written, month and day, where it is and whether "afternoon" qualifies it. */
export type StatedDay = { year: number | null; month: number; day: number; start: number; end: number };

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (d: { year: number | null; month: number; day: number }) => (d.year ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : `${pad(d.month)}-${pad(d.day)}`);

/** The days written in a text, in order: 2026年12月29日（火）, 12月29日, Tuesday 29 December 2026, 29 December. */
export function daysIn(text: string): StatedDay[] {
  const days: StatedDay[] = [];
  for (const m of text.matchAll(/(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（[月火水木金土日][^）]{0,8}）)?/g)) {
    days.push({ year: m[1] ? Number(m[1]) : null, month: Number(m[2]), day: Number(m[3]), start: m.index, end: m.index + m[0].length });
  }
  const en = new RegExp(`(?:${WEEKDAY_EN})?(\\d{1,2})\\s+(${MONTHS.join('|')})(?:\\s+(\\d{4}))?`, 'g');
  for (const m of text.matchAll(en)) {
    days.push({ year: m[3] ? Number(m[3]) : null, month: MONTHS.indexOf(m[2]!) + 1, day: Number(m[1]), start: m.index, end: m.index + m[0].length });
  }
  return days.sort((a, b) => a.start - b.start);
}

/** Two days joined as a range (から, 〜, "to"), the second given the first's year when it has none; `afternoon` when the range starts at noon. */
export function rangesIn(text: string): { from: StatedDay; to: StatedDay; afternoon: boolean }[] {
  const days = daysIn(text);
  const ranges: { from: StatedDay; to: StatedDay; afternoon: boolean }[] = [];
  for (let i = 0; i + 1 < days.length; i++) {
    const from = { ...days[i]! };
    const to = { ...days[i + 1]! };
    const between = text.slice(from.end, to.start);
    if (!/^\s*(?:午後|午前)?\s*(?:から|〜|～|-|–|—|to|until)\s*$/.test(between)) continue;
    if (to.year === null && from.year !== null) to.year = from.year + (to.month < from.month ? 1 : 0);
    if (from.year === null && to.year !== null) from.year = to.year - (from.month > to.month ? 1 : 0);
    const afternoon = /午後/.test(between) || /afternoon of\s*$/i.test(text.slice(Math.max(0, from.start - 20), from.start));
    ranges.push({ from, to, afternoon });
  }
  return ranges;
}

/** Times of day joined as a range: 9時30分から17時30分まで, 9:30 to 17:30, 10時00分〜12時00分. */
export function timeRangesIn(text: string): { from: string; to: string }[] {
  const time = '(\\d{1,2})(?:時|:)(\\d{2})分?';
  return [...text.matchAll(new RegExp(`${time}\\s*(?:から|〜|～|-|–|to)\\s*${time}`, 'g'))].map((m) => ({
    from: `${pad(Number(m[1]))}:${m[2]}`,
    to: `${pad(Number(m[3]))}:${m[4]}`,
  }));
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

// ------------------------------------------------------------------------------------------------
// The organisation's business days and hours
// ------------------------------------------------------------------------------------------------

const CLOSURE_WORDS = /年末年始|休業|年内の営業|年始の営業|year-end|new year|closed|closure|last working|reopen/i;
const HOURS_WORDS = /営業時間|勤務時間|受付時間|業務時間|実働|休憩|business hours|working hours|office hours|\bhours\b|telephone|電話/i;

/**
 * Where a text states the year-end closure (its days, the morning-only day, the last working day,
 * the day work resumes) or the business hours: `conflicts` where it differs from what the
 * organisation's record gives, `restated` where it repeats it.
 */
export function businessDayStatements(units: Unit[], hours: BusinessHours, isHoliday: (day: string) => boolean) {
  const conflicts: Problem[] = [];
  const restated: Problem[] = [];
  const halfDay = hours.halfDay;
  const say = (unit: Unit, agrees: boolean, why: string) => (agrees ? restated : conflicts).push({ place: unit.place, text: unit.text, why });
  const ofYear = (day: StatedDay): Closure => closureOfYear(day.month === 12 ? day.year! : day.year! - 1, hours, isHoliday);
  for (const unit of units) {
    const about = `${unit.text}\n${unit.context}`;
    if (CLOSURE_WORDS.test(about)) {
      for (const { from, to, afternoon } of rangesIn(unit.text)) {
        if (from.year === null || to.year === null) {
          const agrees = ymd(from) === hours.yearEndFirst && ymd(to) === hours.yearEndLast && !afternoon;
          say(unit, agrees, `a closure from ${afternoon ? 'the afternoon of ' : ''}${ymd(from)} to ${ymd(to)}; the organisation record: ${hours.yearEndFirst} to ${hours.yearEndLast}`);
        } else {
          const closure = ofYear(from);
          const agrees = ymd(from) === closure.first && ymd(to) === closure.last && !afternoon;
          say(unit, agrees, `a closure from ${afternoon ? 'the afternoon of ' : ''}${ymd(from)} to ${ymd(to)}; the organisation record: ${closure.first} to ${closure.last}`);
        }
      }
      const halfDays = [
        // The day nearest to 午前 in its sentence: no other day, number or bracket between them.
        ...unit.text.matchAll(/(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（[^）]{1,8}）)?[^。0-9（(]{0,20}?午前|午前[^。0-9]{0,20}?(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日/g),
      ].map((m) => ({ year: m[1] ?? m[4], md: `${pad(Number(m[2] ?? m[5]))}-${pad(Number(m[3] ?? m[6]))}` }));
      halfDays.push(
        ...[...unit.text.matchAll(/(?:morning|half day)[^.0-9]{0,40}?(\d{1,2}) December(?: (\d{4}))?|(\d{1,2}) December(?: (\d{4}))?[^.0-9(]{0,40}?(?:morning|half day)/gi)].map((m) => ({
          year: m[2] ?? m[4],
          md: `12-${pad(Number(m[1] ?? m[3]))}`,
        })),
      );
      for (const stated of halfDays) say(unit, stated.md === halfDay, `the morning-only day as ${stated.md}; the organisation record: ${halfDay ?? 'none'}`);
      const lastDay = unit.text.match(/年内の営業[：:]\s*(?=\d{4}年)|last working (?:day|hours) of the year:\s*(?:the morning of\s+)?(?=\w)/i);
      if (lastDay) {
        const day = daysIn(unit.text.slice(lastDay.index! + lastDay[0].length))[0];
        if (day?.year) {
          const closure = ofYear(day);
          say(unit, ymd(day) === closure.lastWorkingDay, `the last working day of the year as ${ymd(day)}; the organisation record: ${closure.lastWorkingDay}`);
        }
      }
      const resume = unit.text.match(/年始の営業開始[：:]|reopen[^.]*?\bon\s+|resumes? on\s+/i);
      if (resume) {
        const day = daysIn(unit.text.slice(resume.index! + resume[0].length))[0];
        if (day?.year) {
          const closure = ofYear(day);
          say(unit, ymd(day) === closure.resumes, `work resuming on ${ymd(day)}; the organisation record: ${closure.resumes}`);
        }
      }
    }
    if (HOURS_WORDS.test(about)) {
      for (const range of timeRangesIn(unit.text)) {
        const agrees = (range.from === hours.opens && range.to === hours.closes) || (range.from === hours.breakStarts && range.to === hours.breakEnds);
        say(unit, agrees, `hours of ${range.from} to ${range.to}; the organisation record: ${hours.opens} to ${hours.closes}, break ${hours.breakStarts} to ${hours.breakEnds}`);
      }
      const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
      const breakHours = (minutes(hours.breakEnds) - minutes(hours.breakStarts)) / 60;
      for (const m of unit.text.matchAll(/実働(\d+)時間|(\d+|one|two|three|four|five|six|seven|eight)[ -]working[ -]hours?/gi)) {
        const stated = count(m[1] ?? m[2]!);
        say(unit, stated * 60 === workingMinutes(hours), `${stated} working hours a day; the organisation record: ${workingMinutes(hours) / 60}`);
      }
      for (const m of unit.text.matchAll(/休憩(\d+)時間|(\d+|one|two)[ -]hours? break/gi)) {
        const stated = count(m[1] ?? m[2]!);
        say(unit, stated === breakHours, `a break of ${stated} hours; the organisation record: ${breakHours}`);
      }
    }
  }
  return { conflicts, restated };
}

// ------------------------------------------------------------------------------------------------
// Days a dated item holds
// ------------------------------------------------------------------------------------------------

/**
 * Days written in an item's own texts against the days its record holds: a date in a sentence
 * about its subject (`words`, e.g. closing) that differs from the record is a conflict; a date
 * equal to one of the record's days is a restatement.
 */
export function itemDayStatements(units: Unit[], recordDays: Record<string, string | null | undefined>, words: RegExp) {
  const conflicts: Problem[] = [];
  const restated: Problem[] = [];
  const held = Object.entries(recordDays).filter((entry): entry is [string, string] => Boolean(entry[1]));
  for (const unit of units) {
    const about = words.test(`${unit.text}\n${unit.context}`);
    for (const day of daysIn(unit.text)) {
      if (day.year === null) continue;
      const match = held.find(([, value]) => value === ymd(day));
      if (match) restated.push({ place: unit.place, text: unit.text, why: `restates the ${match[0]} (${match[1]}) the item's record holds` });
      else if (about) conflicts.push({ place: unit.place, text: unit.text, why: `states ${ymd(day)}; the item's record holds ${held.map(([k, v]) => `${k} ${v}`).join(', ')}` });
    }
  }
  return { conflicts, restated };
}

// ------------------------------------------------------------------------------------------------
// Document titles next to their numbers
// ------------------------------------------------------------------------------------------------

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a text gives a document's title beside its number (「title」（S-RL02）, title（S-RL02）,
 * Title (S-RL02), S-RL02「title」) and the title is not the one the documents collection holds.
 * A bare number is no title and is left alone.
 */
export function documentTitleProblems(units: Unit[], titles: Map<string, { ja: string; en: string | null }>): Problem[] {
  const problems: Problem[] = [];
  const numbers = [...titles.keys()].sort((a, b) => b.length - a.length);
  for (const unit of units) {
    for (const number of numbers) {
      const record = titles.get(number)!;
      const title = (unit.lang === 'en' ? record.en : null) ?? record.ja;
      for (const m of unit.text.matchAll(new RegExp(`(?<![A-Za-z0-9-])${escape(number)}(?![A-Za-z0-9-])`, 'g'))) {
        const before = unit.text.slice(0, m.index);
        const after = unit.text.slice(m.index + number.length);
        let stated: string | null = null;
        let exact = false;
        if (/[（(]\s*$/.test(before) && /^\s*[）)]/.test(after)) {
          const preceding = before.replace(/\s*[（(]\s*$/, '');
          const quoted = preceding.match(/[「『“"]([^「『“"」』”"]*)[」』”"]$/);
          if (quoted) {
            stated = quoted[1]!;
            exact = true;
          } else {
            stated = (preceding.split(/[[\]「『」』。、，,.;；:：\n（）()“”"]/).pop() ?? '').trim();
          }
        } else {
          const quoted = after.match(/^\s*[「『“"]([^」』”"]*)[」』”"]/);
          if (quoted) {
            stated = quoted[1]!;
            exact = true;
          }
        }
        if (!stated) continue;
        const same = unit.lang === 'en' ? (a: string, b: string) => a.toLowerCase() === b.toLowerCase() : (a: string, b: string) => a === b;
        const fits = exact ? same(stated, title) : same(stated.slice(-title.length), title);
        if (!fits) problems.push({ place: unit.place, text: unit.text, why: `${number} is titled "${stated}" here; the documents collection: "${title}"` });
      }
    }
  }
  return problems;
}

// ------------------------------------------------------------------------------------------------
// The steps to accreditation
// ------------------------------------------------------------------------------------------------

/** The parts of a run-on list in a sentence: 「申請、受理、書類審査」, "application, acceptance and document review". */
const parts = (text: string) =>
  text
    .split(/[、，,;；・→]|及び|並びに|\band\b|\bthen\b|の順/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** Texts and tables that list three or more of the flow's steps by name: the steps written a second time. */
export function flowRestatements(units: Unit[], listings: { place: string; lang: Lang; items: string[] }[], stepTitles: string[]): Problem[] {
  const titles = new Set(stepTitles.map((t) => t.toLowerCase()));
  const problems: Problem[] = [];
  for (const unit of units) {
    const named = new Set(parts(unit.text).filter((part) => titles.has(part)));
    if (named.size >= 3) problems.push({ place: unit.place, text: unit.text, why: `lists the steps to accreditation (${[...named].join(', ')}) instead of showing the flow's record` });
  }
  for (const listing of listings) {
    const named = new Set(listing.items.map((item) => item.trim().toLowerCase()).filter((item) => titles.has(item)));
    if (named.size >= 3) problems.push({ place: listing.place, text: listing.items.join(' | '), why: `a table or steps block names the steps to accreditation (${[...named].join(', ')}) instead of showing the flow's record` });
  }
  return problems;
}

export const describeProblems = (problems: Problem[]) => problems.map((p) => `- ${p.place}: ${p.why}\n    「${p.text.slice(0, 160)}」`).join('\n');
