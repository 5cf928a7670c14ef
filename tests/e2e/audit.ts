import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { AutomatedResults } from '@/features/accessibility/model';

/**
 * The automated accessibility results as the site publishes them (/accessibility/results) and as
 * this run finds them. Each check writes what it found to test-results/accessibility/; `npm run
 * audit:accessibility` turns a run of both into the published file. A normal run checks that the
 * published file covers the same pages and finds the same problems (none), so the results page
 * never states more than a fresh run shows.
 */
export const AUDIT_DIR = path.resolve('test-results/accessibility');
export const PUBLISHED = path.resolve('src/features/accessibility/data/automated.json');

/** Whether this run writes the published results (the audit) rather than checking them. */
export const writingAudit = process.env.AUDIT_WRITE === '1';

export function recordFindings(kind: 'axe' | 'vnu', findings: unknown): void {
  mkdirSync(AUDIT_DIR, { recursive: true });
  writeFileSync(path.join(AUDIT_DIR, `${kind}.json`), JSON.stringify(findings, null, 1));
}

export function published(): AutomatedResults {
  return JSON.parse(readFileSync(PUBLISHED, 'utf8')) as AutomatedResults;
}

/** What the published results say differs from this run, as lines to show. */
export function differences(fresh: Map<string, string>, stated: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [url, found] of fresh) if (stated.get(url) !== found) lines.push(`${url}: published ${stated.get(url) ?? '(not tested)'}, found ${found}`);
  for (const url of stated.keys()) if (!fresh.has(url)) lines.push(`${url}: published, no longer served`);
  return lines;
}
