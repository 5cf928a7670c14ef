import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { staffToken } from './support';

/**
 * The staff CMS speaks the admin's language only. Signed in with a Japanese browser, then with an
 * English one, the test opens every collection's and global's list, the edit screen of its first
 * document and that document's versions, and reads what the admin itself writes there (labels,
 * buttons, column headings, descriptions, tabs, the menu, messages), leaving out what staff wrote
 * (titles, values, rich text, and text marked with another `lang`). In the Japanese admin a word in Latin letters, in the English admin
 * any Japanese, is a failure, unless it is in the list below with its reason. The comparison screen
 * of each first document's latest version is read too, and row and block headings are checked
 * for the vendor's placeholders.
 */

const ALLOWED_LATIN: Record<string, string> = {
  CSV: 'the file format staff import and export',
  URL: 'an address',
  PDF: 'the file format of documents',
  SEO: 'the name of the search-result settings',
  ID: 'a record number',
  JST: 'the time zone, named after a time',
  JAB: 'the body’s own abbreviation and mark',
  CMS: 'the tab title’s suffix',
  ISO: 'standards are named so',
  IEC: 'standards are named so',
  IAF: 'the international forum, named so in Japanese too',
  ILAC: 'the international cooperation, named so in Japanese too',
  English: 'the language menu names each language in its own language',
  FAX: 'as Japanese writes it',
  mail: 'E-mail, written so in Japanese too (Eメール)',
  Web: 'as Japanese writes it',
  home: 'the reserved slug of the home page, typed as it is',
  KB: 'a unit of size, written so in Japanese',
  MB: 'a unit of size, written so in Japanese',
};

const ALLOWED_JAPANESE: Record<string, string> = {
  日本語: 'the language menu names each language in its own language',
};

/** Text the admin writes, not staff: its chrome, without inputs, cells, rich text and document titles. */
async function chromeText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = [
      'input',
      'textarea',
      'td',
      '[contenteditable]',
      '.rich-text-lexical',
      '.doc-header__title',
      '.render-title',
      '.relationship',
      '.react-select__single-value',
      '.react-select__multi-value',
      '.array-field__row-header',
      '.blocks-field__block-header',
      '.row-label',
      '.translation-aid',
      '[data-other-language]',
      '.step-nav',
      '.cell-title',
      '.field-type.read-only output',
      '.payload-toast-container',
      // A version comparison's old and new values: what staff wrote, in either language.
      '.html-diff',
    ].join(',');
    const chrome = 'label, th, button, legend, h2, h3, h4, .field-description, .nav__link-label, .nav-group__label, .doc-tab__label, .status, .list-header, .collection-list__no-results, .pill, .tooltip, [role="tab"], .popup-button-list__button, p';
    const texts: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(chrome)) {
      if (element.closest(content) || element.closest('[hidden], [aria-hidden="true"]')) continue;
      // Text marked as written in another language (a search preview, the Japanese beside a translation) is that language's content.
      if (element.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
      const text = element.innerText?.trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/**
 * What is not a word of a language, so not counted: addresses, paths, file names, slugs, MIME
 * types, acronyms and codes (QMS, ISO/IEC, AS9100), a language code after a language's name
 * (「English (en)」), and the time zone Payload names after its own "last saved" time (GMT+9: the
 * one place left in Payload's own format; see docs/decisions/0028-editors-office.md).
 */
const NOT_WORDS = [
  /https?:\/\/\S+/g,
  /(?<![A-Za-z0-9])\/[A-Za-z0-9_./…*-]*/g,
  /[\w.-]+\.(?:csv|pdf|png|jpe?g|svg|xlsx?|docx?|zip)\b/gi,
  /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g,
  /\b[a-z]+\/[a-z0-9.+-]+\b/g,
  /\b[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b/g,
  /\((?:ja|en)\)/g,
  /\(GMT[+-]\d+\)/g,
  // The languages a version comparison shows, which Payload lists by their codes after its label (「言語: ja, en」).
  /(?<=^言語: )(?:ja|en)(?:, (?:ja|en))*$/g,
];

/** In the English admin: a date written the Japanese way is an example of what an import reads. */
const JAPANESE_EXAMPLES = [/令和\d+年\d+月\d+日/g, /\d{4}年\d+月\d+日/g];

function wrongLanguage(texts: string[], language: 'ja' | 'en'): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (language === 'ja') {
      const words = NOT_WORDS.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
      for (const word of words.match(/[A-Za-z]{2,}/g) ?? []) if (!(word in ALLOWED_LATIN)) found.add(`${word} (in “${text.slice(0, 80)}”)`);
    } else {
      const words = JAPANESE_EXAMPLES.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
      for (const run of words.match(/[\u3040-\u30ff\u3400-\u9fff]+/g) ?? []) if (!(run in ALLOWED_JAPANESE)) found.add(`${run} (in “${text.slice(0, 80)}”)`);
    }
  }
  return [...found];
}

/** An account of this test's own with every staff role but a certification body's, so it sees every screen and no other test's sign-in ends its session. */
async function ownAccount(request: APIRequestContext): Promise<{ email: string; password: string; remove: () => Promise<void> }> {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [email, password] = [`e2e-admin-walk-${unique}@example.invalid`, `e2e-admin-walk-password-${unique}`];
  const headers = { Authorization: `JWT ${await staffToken(request)}` };
  const created = await request.post('/api/users', { headers, data: { email, password, name: 'E2E 管理画面の確認', roles: ['admin', 'editor', 'directory', 'inquiries'] } });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  return { email, password, remove: async () => void (await request.delete(`/api/users/${doc.id}`, { headers: { Authorization: `JWT ${await staffToken(request)}` } })) };
}

/**
 * Row and block headings hold what staff wrote, so the language walk leaves them out; but where
 * staff wrote nothing, the admin writes its own: that must be a word of the admin's language,
 * never the vendor's "Untitled", a numbered "Column 01", or "<No …>".
 */
async function placeholders(page: Page): Promise<string[]> {
  const texts = await page
    .locator('.row-label, .array-field__row-header, .blocks-field__block-header, .collapsible__header')
    .evaluateAll((elements) => elements.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean));
  return [...new Set(texts.filter((text) => /\bUntitled\b|\b[A-Z][a-z]+ \d{2}\b|<No /.test(text)))].map((text) => `placeholder “${text.slice(0, 60)}”`);
}

/** Opens an admin screen and waits until Payload has drawn it (the admin keeps connections open, so not for the network to rest). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('.template-default, .template-minimal').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
}

for (const [language, locale] of [
  ['ja', 'ja-JP'],
  ['en', 'en-GB'],
] as const) {
  test(`every admin screen speaks ${language === 'ja' ? 'Japanese' : 'English'} only, in the ${language === 'ja' ? 'Japanese' : 'English'} admin`, async ({ browser, request }) => {
    test.setTimeout(600_000);
    const account = await ownAccount(request);
    const context = await browser.newContext({ locale, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByLabel(/メールアドレス|Email/).fill(account.email);
    await page.getByLabel(/パスワード|Password/).fill(account.password);
    await page.getByRole('button', { name: /ログイン|Login/ }).click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });

    const screens = new Set<string>(['/admin']);
    const links = await page.locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of links) screens.add(href.replace(/\?.*$/, ''));

    const problems: string[] = [];
    for (const screen of screens) {
      await open(page, screen);
      problems.push(...wrongLanguage(await chromeText(page), language).map((p) => `${screen}: ${p}`));
      if (!/^\/admin\/collections\/[^/]+$/.test(screen)) {
        if (/^\/admin\/globals\//.test(screen) && (await page.locator('a[href$="/versions"]').count()) > 0) {
          await open(page, `${screen}/versions`);
          problems.push(...wrongLanguage(await chromeText(page), language).map((p) => `${screen}/versions: ${p}`));
        }
        continue;
      }
      // The first document of the list, its edit screen and its versions.
      const rows = page.locator('table tbody tr a[href^="/admin/collections/"]');
      if ((await rows.count()) === 0) continue;
      const first = await rows.first().getAttribute('href');
      if (!first) continue;
      await open(page, first);
      problems.push(...wrongLanguage(await chromeText(page), language).map((p) => `${first}: ${p}`));
      problems.push(...(await placeholders(page)).map((p) => `${first}: ${p}`));
      if ((await page.locator(`a[href="${first}/versions"]`).count()) > 0) {
        await open(page, `${first}/versions`);
        problems.push(...wrongLanguage(await chromeText(page), language).map((p) => `${first}/versions: ${p}`));
        // The latest version compared with the one before it: Payload's comparison screen, whose
        // headings name the fields, and from which a version is restored.
        const version = await page.locator(`main a[href^="${first}/versions/"]`).first().getAttribute('href');
        if (version) {
          await open(page, version);
          problems.push(...wrongLanguage(await chromeText(page), language).map((p) => `${version}: ${p}`));
        }
      }
    }
    await context.close();
    await account.remove();
    expect(screens.size, 'the admin lists its collections and globals').toBeGreaterThan(15);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
