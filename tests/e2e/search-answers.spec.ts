import { expect, type Page, test } from '@playwright/test';

import { axe, localized } from '@tests/e2e/support';

/**
 * Issue: searches that show their answer. After a search the count and the first result are in
 * the first screen on a phone and a laptop, in both languages, with and without JavaScript; the
 * conditions are chips that each drop one condition; the title says the query and the count.
 */

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const enc = encodeURIComponent;
/** Each answer page, with what marks its first result. */
const answers = [
  { path: `/ms_certifications/list?q=${enc('テク')}`, first: 'main table tbody tr' },
  { path: `/ms_certifications/list?q=${enc('テク')}&pref=13`, first: 'main table tbody tr' },
  { path: '/certification_institutions?status=all', first: 'main table tbody tr' },
  { path: `/certification_institutions?q=${enc('校正')}`, first: 'main table tbody tr' },
  { path: '/cert_reports?type=1', first: 'main table tbody tr' },
  { path: '/news?year=2026', first: 'main section li' },
  { path: '/documents_forms/documents?group=common', first: 'main table tbody tr' },
] as const;

/** Where the count heading and the first result sit, relative to the first screen. */
async function answerPosition(page: Page, first: string) {
  const heading = page.locator('main section h2').first();
  await expect(heading).toBeVisible();
  const headingBox = await heading.boundingBox();
  const firstBox = await page.locator(first).first().boundingBox();
  return { headingTop: headingBox!.y, firstTop: firstBox!.y };
}

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of viewports) {
    test.describe(`${viewport.name}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled });
      for (const locale of ['ja', 'en'] as const) {
        test(`the count and the first result are in the first screen (${locale})`, async ({ page }) => {
          for (const answer of answers) {
            await page.goto(localized(answer.path, locale));
            // With JavaScript focus may move to the heading; the page must not have scrolled away from the top for it.
            await page.evaluate(() => window.scrollTo(0, 0));
            const { headingTop, firstTop } = await answerPosition(page, answer.first);
            expect(headingTop, `${answer.path} count heading`).toBeLessThan(viewport.height);
            expect(firstTop, `${answer.path} first result`).toBeLessThan(viewport.height - 40);
          }
        });
      }
    });
  }
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('no page is wider than the screen, before and after a search, in both languages', async ({ page }) => {
    const paths = [
      '/ms_certifications/list',
      ...answers.map((a) => a.path),
      `/ms_certifications/list?q=${enc('テク')}&std=QMS&std=EMS&pref=13&pref=27&status=all`,
      '/public_comments?year=2026',
      '/documents_forms/documents',
      '/documents_forms/forms',
    ];
    const overflow = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        // The widest element that reaches past the right edge (a table, a word that does not wrap …).
        over: [...document.querySelectorAll('main *')]
          // Text for screen readers only is clipped to nothing where it sits and widens nothing.
          .filter((el) => !el.closest('.visually-hidden') && el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30)}`),
      }));
    for (const locale of ['ja', 'en'] as const) {
      for (const path of paths) {
        await page.goto(localized(path, locale));
        const folded = await overflow();
        expect(folded.over, `${locale} ${path}`).toEqual([]);
        expect(folded.page, `${locale} ${path}`).toBeLessThanOrEqual(320);
        // The folded form, opened, fits too.
        await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
        const open = await overflow();
        expect(open.over, `${locale} ${path} (form open)`).toEqual([]);
        expect(open.page, `${locale} ${path} (form open)`).toBeLessThanOrEqual(320);
      }
    }
  });
});

test('each chip drops exactly its own condition and keeps the others', async ({ page }) => {
  const start = `/ms_certifications/list?q=${enc('テク')}&std=QMS&pref=13&pref=27&status=all`;
  await page.goto(start);
  const chips = page.getByRole('list', { name: '検索条件' }).getByRole('link', { name: /の条件を外す$/ });
  await expect(chips).toHaveCount(5);
  const before = new URL(page.url()).searchParams;
  const pairs = (params: URLSearchParams) => [...params].map(([k, v]) => `${k}=${v}`).sort();
  for (let i = 0; i < 5; i++) {
    await page.goto(start);
    const chip = chips.nth(i);
    const name = (await chip.getAttribute('aria-label')) ?? '';
    await chip.click();
    const after = pairs(new URL(page.url()).searchParams);
    const gone = pairs(before).filter((p) => !after.includes(p));
    expect(gone, name).toHaveLength(1);
    expect(after.length, name).toBe(pairs(before).length - 1);
  }
  // The last condition removed leads back to the search without conditions.
  await page.goto(`/ms_certifications/list?pref=13`);
  await page.getByRole('link', { name: '「東京都」の条件を外す' }).click();
  expect(new URL(page.url()).search).toBe('');
  // Before any search the form comes first, with no chips.
  await expect(page.getByRole('list', { name: '検索条件' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'キーワード' })).toBeVisible();
});

test('the chips of the accredited-body search and of a list drop one condition each', async ({ page }) => {
  await page.goto(`/en/certification_institutions?scheme=laboratory&pref=13&status=all`);
  await page.getByRole('link', { name: 'Remove condition: Tokyo' }).click();
  expect(new URL(page.url()).searchParams.get('pref')).toBeNull();
  expect(new URL(page.url()).searchParams.get('scheme')).toBe('laboratory');
  expect(new URL(page.url()).searchParams.get('status')).toBe('all');

  await page.goto('/news?year=2026');
  await page.getByRole('link', { name: /「2026年」の条件を外す/ }).click();
  expect(new URL(page.url()).search).toBe('');

  await page.goto('/documents_forms/documents?q=S-RL&group=common');
  await page.getByRole('link', { name: '「共通文書」の条件を外す' }).click();
  expect(new URL(page.url()).searchParams.get('group')).toBeNull();
  expect(new URL(page.url()).searchParams.get('q')).toBe('S-RL');
  expect(new URL(page.url()).pathname).toBe('/documents_forms/documents');
});

test('the title carries the query and the count, the same count the heading shows', async ({ page }) => {
  await page.goto(`/ms_certifications/list?q=${enc('テク')}`);
  const heading = (await page.locator('#co-results').textContent()) ?? '';
  const count = heading.match(/([\d,]+)件/)?.[1];
  expect(count).toBeTruthy();
  await expect(page).toHaveTitle(new RegExp(`^「テク」の検索結果 ${count}件(以上)? \\| 認証組織の検索 \\| `));

  await page.goto(`/en/ms_certifications/list?q=${enc('テク')}&std=QMS`);
  await expect(page).toHaveTitle(/^Results for “テク, QMS”: (more than )?[\d,]+ \| /);

  await page.goto('/certification_institutions?status=all');
  await expect(page).toHaveTitle(/^「認定が終了した機関・期限切れを含む」の検索結果 [\d,]+件 \| 認定適合性評価機関の検索/);

  await page.goto('/cert_reports?type=2');
  await expect(page).toHaveTitle(/^認定の一時停止：\d+件 \| 認定に関する報告/);

  await page.goto('/news?year=2026');
  await expect(page).toHaveTitle(/^「2026年」で絞り込み \d+件 \| お知らせ/);

  await page.goto('/documents_forms/documents?group=common');
  const documents = (await page.locator('#document-results').textContent())?.match(/(\d+)件/)?.[1];
  await expect(page).toHaveTitle(`「共通文書」で絞り込み ${documents}件 | 文書 | 文書・様式 | ${(await page.title()).split(' | ').at(-1)}`);
  await expect(page.locator('#document-results')).toBeFocused();

  // Before a search the title is the page's own.
  await page.goto('/ms_certifications/list');
  await expect(page).toHaveTitle(/^認証組織の検索 \| /);
});

test('after a search, focus is on the result heading, so a screen reader says the count once', async ({ page }) => {
  await page.goto(`/ms_certifications/list?q=${enc('テク')}`);
  await expect(page.locator('#co-results')).toBeFocused();
  // Tab goes on from the answer, into the results.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'));
  expect(next).toBe('co-results');

  await page.goto('/en/certification_institutions?status=all');
  await expect(page.locator('#body-results')).toBeFocused();
  // No search yet: focus stays where the browser put it.
  await page.goto('/ms_certifications/list');
  await expect(page.locator('#co-results')).not.toBeFocused();
});

test('the full form opens from "change conditions" with the keyboard alone, and searches again', async ({ page }) => {
  await page.goto(`/ms_certifications/list?q=${enc('テク')}`);
  const summary = page.locator('summary', { hasText: '検索条件を変更する' });
  await summary.focus();
  await page.keyboard.press('Enter');
  const keyword = page.getByRole('searchbox', { name: 'キーワード' });
  await expect(keyword).toBeVisible();
  await keyword.fill('テクノ');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/q=%E3%83%86%E3%82%AF%E3%83%8E/);
  await expect(page.locator('#co-results')).toBeFocused();
});

test('on a phone each result is a card: the name first as its heading, labelled values, the status', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/certification_institutions?status=all');
  const card = page.locator('main table tbody tr').first();
  const name = card.locator('th[scope="row"]');
  const cells = card.locator('td');
  const nameBox = (await name.boundingBox())!;
  const firstCellBox = (await cells.first().boundingBox())!;
  // The name is drawn above the number although it comes second in the row.
  expect(nameBox.y).toBeLessThan(firstCellBox.y);
  // Label and value side by side in each cell.
  const label = await cells.first().evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toContain('認定番号');
  await expect(card.locator('[data-status]')).toBeVisible();
  // On a laptop the same rows are a table, its header in view while the page scrolls.
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = page.locator('main table thead th').first();
  // Scrolled to the middle of the table (at the page's end the table's own end pushes its
  // header away, as it should).
  await page.evaluate(() => {
    const table = document.querySelector('main table') as HTMLElement;
    const top = table.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top + table.offsetHeight / 2, behavior: 'instant' });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const box = await header.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(-1);
  expect(box!.y).toBeLessThan(10);
});

test('scope options say how many results each would give within the search', async ({ page }) => {
  await page.goto(`/ms_certifications/list?q=${enc('テク')}`);
  const total = Number(((await page.locator('#co-results').textContent()) ?? '').replace(/,/g, '').match(/(\d+)件/)?.[1]);
  await page.locator('summary', { hasText: '検索条件を変更する' }).click();
  const qms = page.getByRole('checkbox', { name: /^QMS（.*）（[\d,]+件）$/ });
  const label = (await qms.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  const predicted = Number(label.replace(/,/g, '').match(/（(\d+)件）$/)?.[1]);
  expect(predicted).toBeLessThanOrEqual(total);
  await page.goto(`/ms_certifications/list?q=${enc('テク')}&std=QMS`);
  const after = Number(((await page.locator('#co-results').textContent()) ?? '').replace(/,/g, '').match(/(\d+)件/)?.[1]);
  expect(after).toBe(predicted);
});

test('the answer pages are axe clean with the form folded and unfolded', async ({ page }) => {
  // Six axe runs, 9–22 s each on two loaded cores.
  test.setTimeout(180_000);
  for (const path of [`/ms_certifications/list?q=${enc('テク')}&pref=13`, `/en/certification_institutions?status=all`, '/news?year=2026']) {
    await page.goto(path);
    expect((await axe(page)).violations, path).toEqual([]);
    await page.locator('main details > summary').first().click();
    expect((await axe(page)).violations, `${path} (form open)`).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ms_certifications/list?q=${enc('テク')}`);
  expect((await axe(page)).violations, 'phone cards').toEqual([]);
});
