import { describe, expect, it } from 'vitest';

import type { AutomatedResults, Criterion, ManualCheck } from './model';
import { criterionResults } from './results';

const criterion = (id: string, automated: Criterion['automated']): Criterion => ({ id, level: 'A', title: { ja: id, en: id }, automated });
const check = (ids: string[], outcome: ManualCheck['outcome']): ManualCheck => ({
  criteria: ids,
  what: { ja: '', en: '' },
  how: { ja: '', en: '' },
  pages: ['/'],
  outcome,
  notes: { ja: '', en: '' },
  checkedOn: '2026-11-23',
});
const run = (pages: AutomatedResults['pages']): AutomatedResults => ({
  testedOn: '2026-11-23',
  axeVersion: 'x',
  vnuVersion: 'y',
  ruleTags: { 'image-alt': ['wcag2a', 'wcag111'], 'color-contrast': ['wcag2aa', 'wcag143'] },
  pages,
});

describe('the published verdict of a success criterion', () => {
  const clean = run([{ url: '/', axe: { passed: ['image-alt', 'color-contrast'], violations: [] }, htmlErrors: 0 }]);

  it('fails when a machine found a problem on any page, or a person did', () => {
    const broken = run([{ url: '/', axe: { passed: [], violations: [{ id: 'image-alt', tags: ['wcag2a', 'wcag111'] }] }, htmlErrors: 2 }]);
    const [alt, parsing] = criterionResults([criterion('1.1.1', 'partial'), criterion('4.1.1', 'full')], broken, []);
    expect(alt!.verdict).toBe('fails');
    expect(parsing!.verdict).toBe('fails');
    expect(criterionResults([criterion('1.4.3', 'partial')], clean, [check(['1.4.3'], 'fails')])[0]!.verdict).toBe('fails');
  });

  it('says "not checked" for a criterion a machine only partly judges and no person has checked', () => {
    expect(criterionResults([criterion('1.4.3', 'partial')], clean, [])[0]!.verdict).toBe('notChecked');
    expect(criterionResults([criterion('2.4.3', 'none')], clean, [])[0]!.verdict).toBe('notChecked');
  });

  it('conforms when checked and nothing failed, and is not applicable only when people judged it so', () => {
    expect(criterionResults([criterion('4.1.1', 'full')], clean, [])[0]!.verdict).toBe('conforms');
    expect(criterionResults([criterion('1.4.3', 'partial')], clean, [check(['1.4.3'], 'conforms')])[0]!.verdict).toBe('conforms');
    expect(criterionResults([criterion('1.2.1', 'none')], clean, [check(['1.2.1'], 'notApplicable')])[0]!.verdict).toBe('notApplicable');
  });
});
