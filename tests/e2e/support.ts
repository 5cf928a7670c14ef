import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const staff = {
  email: process.env.E2E_STAFF_EMAIL ?? 'e2e-staff@example.invalid',
  password: process.env.E2E_STAFF_PASSWORD ?? 'e2e-staff-password',
};

/** Every published CMS page path, as the public API lists them. */
export async function publishedPaths(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  // The public API gives at most 100 a page.
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/pages?limit=100&page=${page}&depth=0&select[path]=true&sort=path`);
    const body = (await response.json()) as { docs: { path: string }[]; hasNextPage: boolean };
    paths.push(...body.docs.map((d) => d.path));
    if (!body.hasNextPage) return paths;
  }
}

export const localized = (path: string, locale: 'ja' | 'en') => (locale === 'ja' ? path : path === '/' ? '/en' : `/en${path}`);

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: staff });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** WCAG 2.2 AA, as JIS X 8341-3 AA is checked here. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe over the page as it is now. */
export function axe(page: Page) {
  return new AxeBuilder({ page }).withTags(wcagTags).analyze();
}

/**
 * No axe violation on the address a page shows. axe runs in the page, so it reads the same address
 * in a context with JavaScript (flows tested without it, such as the forms, have none).
 */
export async function expectNoViolationsAt(page: Page) {
  // Said outright: a test's `use` options (javaScriptEnabled: false) reach every context it makes, and axe cannot run without it.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  const checked = await context.newPage();
  await checked.goto(page.url());
  const { violations } = await axe(checked);
  await context.close();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * What the processes a test starts (app servers, Redis, nginx) print, kept in memory and attached
 * to a failed test with its last lines on the console, so a failure in CI says what the servers saw.
 */
export function processLog(limit = 2_000) {
  const lines: string[] = [];
  return {
    log: (line: string) => {
      lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (lines.length > limit) lines.shift();
    },
    async attachOnFailure(testInfo: import('@playwright/test').TestInfo) {
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('server-log', { body: lines.join('\n'), contentType: 'text/plain' });
      console.info(`--- the servers' last lines (${testInfo.title}) ---\n${lines.slice(-120).join('\n')}`);
    },
  };
}
