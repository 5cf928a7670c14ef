/**
 * `npm run audit:accessibility`: builds the site, runs axe and the Nu HTML checker over every
 * page (tests/e2e/accessibility.spec.ts, tests/e2e/html-validity.spec.ts), and writes what they
 * found to src/features/accessibility/data/automated.json, which /accessibility/results
 * publishes. Every test run checks that file against a fresh run; commit it after this script.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { AutomatedResults, PageResult } from '../src/features/accessibility/cms';
import { todayInJapan } from '../src/platform/time/japan';

const auditDir = path.resolve('test-results/accessibility');
const target = path.resolve('src/features/accessibility/data/automated.json');

const run = spawnSync('node', ['--import', 'tsx', 'scripts/e2e.ts', ...process.argv.slice(2), 'tests/e2e/accessibility.spec.ts', 'tests/e2e/html-validity.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, AUDIT_WRITE: '1' },
});
if (run.status !== 0) {
  console.error('The checks found problems (above): nothing was written. Fix them and run this again.');
  process.exit(run.status ?? 1);
}

type AxeFile = { axeVersion: string; ruleTags: Record<string, string[]>; findings: { url: string; passed: string[]; violations: { id: string; tags: string[] }[] }[] };
type VnuFile = { vnuVersion: string; findings: { url: string; errors: number }[] };
const axe = JSON.parse(readFileSync(path.join(auditDir, 'axe.json'), 'utf8')) as AxeFile;
const vnu = JSON.parse(readFileSync(path.join(auditDir, 'vnu.json'), 'utf8')) as VnuFile;
const axeByUrl = new Map(axe.findings.map((f) => [f.url, f]));

const pages: PageResult[] = vnu.findings.map(({ url: label, errors }) => {
  const [url = label, state] = label.split('#');
  const found = state ? undefined : axeByUrl.get(url);
  return {
    url,
    ...(state === 'withErrors' ? { state } : {}),
    ...(found ? { axe: { passed: [...found.passed].sort(), violations: found.violations } } : {}),
    htmlErrors: errors,
  };
});

const results: AutomatedResults = { testedOn: todayInJapan(), axeVersion: axe.axeVersion, vnuVersion: vnu.vnuVersion, ruleTags: axe.ruleTags, pages };
writeFileSync(target, `${JSON.stringify(results, null, 1)}\n`);
console.info(`Wrote ${pages.length} pages to ${path.relative(process.cwd(), target)} (tested on ${results.testedOn}).`);
