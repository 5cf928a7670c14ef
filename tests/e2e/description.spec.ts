import { expect, type Page, test } from '@playwright/test';

import { axe, localized } from './support';

/**
 * Every address of the product description, in both languages: it answers 200, has the same
 * structure in Japanese and English and never addresses staff (axe runs over every page in
 * accessibility.spec.ts).
 */
const addresses = [
  '/',
  '/guide',
  '/guide/legal_matters',
  '/guide/terms_of_use',
  '/privacy',
  '/accessibility',
  '/accessibility/results',
  '/link',
  '/search',
  '/about',
  '/about/basic',
  '/about/basic/charter',
  '/about/basic/mission',
  '/about/basic/basic_policy',
  '/about/basic/internal_control_system',
  '/about/basic/loan_employee',
  '/about/basic/holiday',
  '/about/messagefromdirectors',
  '/about/roster',
  '/about/public_doc',
  '/about/impartiality',
  '/about/mra',
  '/about/proficiency_testing',
  '/about/proficiency_testing/other',
  '/about/assets',
  '/about/access',
  '/about/international_mra',
  '/about/publicity',
  '/about/publicity/feature',
  '/about/publicity/pamphlet',
  '/about/publicity/archive',
  '/about/publicity/JAB-management-system',
  '/about/publicity/10th_contribution',
  '/about/publicity/20th_contribution',
  '/about/publicity/20th_contribution/detail',
  '/about/publicity/25th_contribution',
  '/about_jab',
  '/about_jab/jcca',
  '/about_jab/accreditation',
  '/about_jab/international_accreditation',
  '/about_jab/society_contribution',
  '/accreditation',
  '/accreditation/information',
  '/accreditation/international_mra',
  '/service',
  '/service/management_system',
  '/service/management_system/merit',
  '/service/management_system/step',
  '/service/essential_member',
  '/service/product',
  '/service/greenhouse_gas',
  '/service/laboratory',
  '/service/medical_laboratory',
  '/service/inspection_agency',
  '/service/material_producer',
  '/service/ptp',
  '/service/biobanking',
  '/certification_institutions',
  '/ms_certifications/list',
  '/ms_certifications/counts',
  '/cert_reports?type=1',
  '/cert_reports?type=2',
  '/cert_reports?type=3',
  '/news',
  '/public_comments',
  '/document_revision',
  '/documents_forms/documents',
  '/documents_forms/forms',
  '/recruit',
  '/inquiry',
  '/inquiry/faq',
  '/inquiry/complaint',
  '/inquiry/searchmethod',
  '/inquiry/form',
  '/complaint_application',
];

const schemePages = [
  '/service/management_system',
  '/service/essential_member',
  '/service/product',
  '/service/greenhouse_gas',
  '/service/laboratory',
  '/service/medical_laboratory',
  '/service/inspection_agency',
  '/service/material_producer',
  '/service/ptp',
  '/service/biobanking',
];

/** What a page is made of, independent of its language: headings, tables, lists, anchors, images. */
async function structure(page: Page) {
  return page.locator('main').evaluate((main) => {
    const count = (selector: string) => main.querySelectorAll(selector).length;
    return {
      h2: count('h2'),
      h3: count('h3'),
      tables: count('table'),
      rows: count('tr'),
      items: count('li'),
      images: count('img'),
      anchors: [...main.querySelectorAll('section[id], article[id]')].map((el) => el.id),
      tabs: count('[role="tab"]'),
    };
  });
}

const staffInstruction = /管理画面から|管理画面で登録|登録してください|in the CMS|Staff enter|staff enter|enter the official/;

test('every address of the description answers in both languages with the same structure, and none addresses staff', async ({ page }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  for (const address of addresses) {
    const shapes: Record<string, unknown> = {};
    for (const locale of ['ja', 'en'] as const) {
      const url = localized(address, locale);
      const response = await page.goto(url);
      if (response?.status() !== 200) {
        failures.push(`${url}: status ${response?.status()}`);
        continue;
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const text = await page.locator('main').innerText();
      if (staffInstruction.test(text)) failures.push(`${url}: addresses staff (${text.match(staffInstruction)?.[0]})`);
      shapes[locale] = await structure(page);
    }
    if (shapes.ja && shapes.en && JSON.stringify(shapes.ja) !== JSON.stringify(shapes.en)) {
      failures.push(`${address}: structure differs ja ${JSON.stringify(shapes.ja)} en ${JSON.stringify(shapes.en)}`);
    }
  }
  expect(failures).toEqual([]);
});

test('each scheme page shows its mutual recognition scope table and the ten steps to accreditation', async ({ page }) => {
  for (const path of schemePages) {
    for (const locale of ['ja', 'en'] as const) {
      await page.goto(localized(path, locale));
      const scope = page.locator('table', { has: page.locator('caption', { hasText: locale === 'ja' ? '国際相互承認の範囲' : 'international mutual recognition' }) });
      if (path === '/service/biobanking') {
        // No arrangement covers biobanking yet: the page says so instead of showing an empty table.
        await expect(scope).toHaveCount(0);
        await expect(page.locator('#scheme-mra').locator('..')).toContainText(locale === 'ja' ? '国際相互承認（MLA/MRA）の対象になっていません' : 'not currently covered');
      } else {
        await expect(scope, `${locale} ${path}`).toHaveCount(1);
        await expect(scope.locator('thead th')).toHaveCount(3);
        await expect(scope.locator('tbody tr').first()).toBeVisible();
      }
      const flow = page.locator('section', { has: page.getByRole('heading', { name: locale === 'ja' ? '認定までの流れ' : 'Steps to accreditation' }) }).locator('ol > li');
      await expect(flow, `${locale} ${path}`).toHaveCount(10);
    }
  }
});

test('the roster: four tabs the keyboard moves between, each with its own address; four headed sections without JavaScript', async ({ page, browser }) => {
  await page.goto('/about/roster#directors');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  const directors = tabs.getByRole('tab', { name: '理事', exact: true });
  await expect(directors).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('代表理事');
  await directors.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '監事' })).toBeFocused();
  await expect(page).toHaveURL(/#auditors$/);
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: '事務局' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/#councillors$/);
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/en/about/roster');
  await expect(plain.getByRole('tablist')).toHaveCount(0);
  for (const [id, heading] of [
    ['councillors', 'Councillors'],
    ['directors', 'Directors'],
    ['auditors', 'Auditors'],
    ['secretariat', 'Secretariat'],
  ] as const) {
    await expect(plain.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(plain.locator(`section#${id} tbody tr`).first()).toBeVisible();
  }
  await context.close();
});

test('the 20th anniversary contributions: twenty anchors, each linked from the contents and from the collection page', async ({ page }) => {
  await page.goto('/about/publicity/20th_contribution/detail');
  const articles = page.locator('main article[id]');
  await expect(articles).toHaveCount(20);
  const ids = await articles.evaluateAll((els) => els.map((el) => el.id));
  expect(new Set(ids).size).toBe(20);
  const toc = page.getByRole('navigation', { name: '目次' });
  for (const id of ids) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
  await page.goto('/en/about/publicity/20th_contribution');
  await page.locator('main ol a').nth(4).click();
  await expect(page).toHaveURL(new RegExp(`/en/about/publicity/20th_contribution/detail#${ids[4]!}$`));
  await expect(page.locator(`article#${ids[4]}`)).toBeInViewport();
});

test('the publicity archive has exactly six items, each an image and a file', async ({ page, request }) => {
  await page.goto('/about/publicity/archive');
  const items = page.locator('main ul li', { has: page.locator('img') });
  await expect(items).toHaveCount(6);
  for (const item of await items.all()) {
    await expect(item.locator('img')).toHaveAttribute('alt', /.+/);
    const href = await item.locator('a').getAttribute('href');
    expect((await request.get(href!)).status()).toBe(200);
  }
});

test('the access page shows its map without any request to another host', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  await page.goto('/about/access');
  const map = page.locator('main img');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveJSProperty('complete', true);
  expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /地図サービスで所在地を開く/ })).toHaveAttribute('href', /^https:\/\//);
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});

test('business days show the coming year-end closure with real days, and the inquiry form says when replies resume near it', async ({ page }) => {
  await page.goto('/about/basic/holiday');
  await expect(page.locator('main')).toContainText('9時30分から17時30分まで');
  // The rule names the morning-only day every year; the year's list gives it, or says there is none.
  await expect(page.locator('main')).toContainText('12月27日は午前のみの営業です');
  await expect(page.locator('main')).toContainText(/12月29日（.）から\d{4}年1月3日（.）まで休業します/);
  await expect(page.locator('main')).toContainText(/\d{4}年1月\d+日（.）から通常どおり営業します/);
});
