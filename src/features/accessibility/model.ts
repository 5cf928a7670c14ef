/**
 * The accessibility policy's test results: which success criteria of JIS X 8341-3:2016 (WCAG 2.0)
 * level AA each page meets, from the automated checks (axe, the Nu HTML checker) recorded at test
 * time and the checks people made (data/manual.ts).
 */

export type Level = 'A' | 'AA';
export type Bilingual = { ja: string; en: string };

/** One success criterion of WCAG 2.0 (JIS X 8341-3:2016), levels A and AA. */
export type Criterion = {
  /** '1.1.1' */
  id: string;
  level: Level;
  title: Bilingual;
  /**
   * Whether a machine can judge it at all on this site (axe has rules for it). Criteria a machine
   * cannot judge, or only partly, need a person's check in data/manual.ts.
   */
  automated: 'full' | 'partial' | 'none';
};

export type Outcome = 'conforms' | 'fails' | 'notApplicable';

/** A check a person made, for one or more criteria, over the named page templates. */
export type ManualCheck = {
  /** The criteria it judges, by id ('2.1.1'). */
  criteria: string[];
  /** What was checked, as a visitor would say it. */
  what: Bilingual;
  /** How: the tool, the setting, the steps. */
  how: Bilingual;
  /** The page templates (site addresses) it was made on. */
  pages: string[];
  outcome: Outcome;
  /** What was found, and what was fixed, if anything. */
  notes: Bilingual;
  /** YYYY-MM-DD */
  checkedOn: string;
};

/** What the automated checks found on one page (written by `npm run audit:accessibility`). */
export type PageResult = {
  /** The address, with its language prefix. */
  url: string;
  /** A state of the page other than its first view: a form step's answer with its error messages. */
  state?: 'withErrors';
  /** What axe found (pages reached by a form post are checked by the HTML checker only). */
  axe?: {
    /** Rules that passed, by id. */
    passed: string[];
    /** Rules violated, by id, with their WCAG tags. */
    violations: { id: string; tags: string[] }[];
  };
  /** Errors of the Nu HTML checker. */
  htmlErrors: number;
};

export type AutomatedResults = {
  /** YYYY-MM-DD, the day of the run. */
  testedOn: string;
  axeVersion: string;
  vnuVersion: string;
  /** The WCAG tags of every axe rule that ran (wcag2a, wcag143 …), by rule id. */
  ruleTags: Record<string, string[]>;
  pages: PageResult[];
};

/**
 * Whether the results page links an address it names. A form's confirmation and completion steps
 * are reached only through the form (visited directly, they send the visitor back to its start),
 * and `/no-such-page` was checked for the not-found page: they are named, not linked, so no link
 * of the site leads to a 404 or a step that bounces.
 */
export function isVisitableAddress(path: string): boolean {
  const bare = path.split('?')[0]!;
  return bare !== '/no-such-page' && !/\/(confirm|success)$/.test(bare);
}
