import type { AutomatedResults, Criterion, ManualCheck, PageResult } from './model';

/**
 * The published verdicts, derived from the data and nothing else: a criterion fails when an
 * automated check that tests it found a problem on any page, or a person's check failed; it is not
 * applicable when every check of it says so; it conforms when it was checked and nothing failed;
 * and it says "not checked" when neither a machine nor a person has judged it.
 */
export type Verdict = 'conforms' | 'fails' | 'notApplicable' | 'notChecked';

/** axe tags a criterion's rules carry: 1.4.3 → wcag143. */
const tagOf = (id: string) => `wcag${id.replace(/\./g, '')}`;

export type CriterionResult = {
  criterion: Criterion;
  verdict: Verdict;
  /** axe rules that test it and ran on the pages. */
  rules: string[];
  /** Pages where an automated check found a problem for it. */
  failingPages: string[];
  manual: ManualCheck[];
};

export function criterionResults(criteria: Criterion[], automated: AutomatedResults, manual: ManualCheck[]): CriterionResult[] {
  const byTag = rulesByTag(automated);
  return criteria.map((criterion) => {
    const tag = tagOf(criterion.id);
    const rules = byTag.get(tag) ?? [];
    const failingPages =
      criterion.id === '4.1.1'
        ? automated.pages.filter((p) => p.htmlErrors > 0).map((p) => p.url)
        : automated.pages.filter((p) => p.axe?.violations.some((v) => v.tags.includes(tag))).map((p) => p.url);
    const checks = manual.filter((m) => m.criteria.includes(criterion.id));
    const machineJudged = criterion.id === '4.1.1' || rules.length > 0;
    let verdict: Verdict;
    if (failingPages.length > 0 || checks.some((c) => c.outcome === 'fails')) verdict = 'fails';
    else if (checks.length > 0 && checks.every((c) => c.outcome === 'notApplicable') && !machineJudged) verdict = 'notApplicable';
    else if (checks.length > 0 || (criterion.automated === 'full' && machineJudged)) verdict = 'conforms';
    else verdict = 'notChecked';
    return { criterion, verdict, rules, failingPages, manual: checks };
  });
}

/** The axe rules that ran on the pages, by the WCAG tag they carry. */
export function rulesByTag(automated: AutomatedResults): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const [rule, tags] of Object.entries(automated.ruleTags).sort(([a], [b]) => a.localeCompare(b))) {
    for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), rule]);
  }
  return byTag;
}

export const pageConforms = (page: PageResult) => page.htmlErrors === 0 && (page.axe?.violations.length ?? 0) === 0;
