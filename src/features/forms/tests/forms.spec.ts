import { expect, type Page, test } from '@playwright/test';

import { axe, staffToken } from '@tests/e2e/support';

async function noAxeViolations(page: Page) {
  const { violations } = await axe(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function storedCount(page: Page, collection: 'inquiries' | 'complaints', field: string, value: string) {
  const token = await staffToken(page.request);
  const response = await page.request.get(`/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&limit=10`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return ((await response.json()) as { totalDocs: number }).totalDocs;
}

test('an inquiry is sent with the keyboard alone, and back from the confirmation keeps every value', async ({ page }) => {
  const subject = `キーボード操作の確認 ${Date.now()}`;
  await page.goto('/inquiry/form');
  await noAxeViolations(page);
  await page.getByLabel('氏名').focus();
  await page.keyboard.type('見本 太郎');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ﾐﾎﾝ ﾀﾛｳ');
  await page.keyboard.press('Tab');
  await page.keyboard.type('サンプル株式会社（サンプル）');
  await page.keyboard.press('Tab');
  await page.keyboard.type('taro@example.invalid');
  await page.keyboard.press('Tab');
  await page.keyboard.type('０３ー１２３４ー５６７８');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the first category
  await page.keyboard.press('Tab');
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type('一行目\n二行目');
  await page.keyboard.press('Tab'); // privacy policy link
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // agree
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '入力内容を確認する' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/inquiry\/form\/confirm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お問い合わせ内容の確認');
  const review = page.locator('dl');
  await expect(review).toContainText('ミホン　タロウ');
  await expect(review).toContainText('03-1234-5678');
  await expect(review).toContainText(subject);
  await expect(review).toContainText('同意する');
  await noAxeViolations(page);

  await page.getByRole('link', { name: '入力画面に戻る' }).click();
  await expect(page.getByLabel('件名')).toHaveValue(subject);
  await expect(page.getByLabel('電話番号')).toHaveValue('03-1234-5678');
  await expect(page.getByLabel('お問い合わせ内容')).toHaveValue('一行目\n二行目');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で送信する' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/inquiry\/form\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お問い合わせを受け付けました');
  await expect(page.locator('main')).toContainText(/INQ-\d{8}-[A-Z0-9]{6}/);
  await noAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お問い合わせを受け付けました');
  expect(await storedCount(page, 'inquiries', 'subject', subject)).toBe(1);
});

test('the completion and confirmation pages cannot be reached without a submission', async ({ page }) => {
  await page.goto('/en/complaint_application/success');
  await expect(page).toHaveURL(/\/en\/complaint_application$/);
  await page.goto('/inquiry/form/confirm');
  await expect(page).toHaveURL(/\/inquiry\/form$/);
});

test('errors: a summary takes focus and links to each field, each field says what is wrong', async ({ page }) => {
  await page.goto('/inquiry/form');
  await page.getByLabel('メールアドレス').fill('taro@');
  await page.getByLabel('件名').fill('あ'.repeat(101));
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '入力内容を確認してください' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('リンクを選択すると');
  for (const message of ['氏名を入力してください', 'メールアドレスの形式を確認してください', '件名は100文字以内で入力してください', 'お問い合わせの種別を選択してください', '個人情報保護方針への同意が必要です']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  const email = page.getByLabel('メールアドレス');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText('メールアドレスの形式を確認してください');
  await summary.getByRole('link', { name: '氏名を入力してください' }).click();
  await expect(page.getByLabel('氏名')).toBeFocused();
  await expect(page.getByLabel('メールアドレス')).toHaveValue('taro@');
  await noAxeViolations(page);
});

test('the English complaint form and its error state have no axe violations', async ({ page }) => {
  await page.goto('/en/complaint_application');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Review your entries' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your entries' })).toBeFocused();
  await noAxeViolations(page);
});

// axe cannot run where JavaScript is off; the same markup is checked above with it on.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a complaint is sent in English through every step', async ({ page }) => {
    const target = `Sample certification body ${Date.now()}`;
    await page.goto('/en/complaint_application');
    await page.getByRole('button', { name: 'Review your entries' }).click();
    // Refused input: 400, the messages, and whatever was typed kept.
    await expect(page.getByRole('heading', { name: 'Please check your entries' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Please enter Name');
    await expect(page.locator('main')).toContainText('Please select Complaint about');

    // The name as written; the katakana reading is optional and left empty.
    await page.getByLabel('Name Required', { exact: true }).fill('Sample Hanako');
    await page.getByLabel('Telephone number').fill('+81-3-0000-0000');
    await page.getByLabel('E-mail address').fill('hanako@example.invalid');
    await page.getByLabel('Name of the body complained about').fill(target);
    await page.getByLabel('A conformity assessment body accredited by JAB').check();
    await page.getByLabel('Details of the complaint').fill('The details.');
    await page.getByLabel('Raised and answered').check();
    await page.getByRole('button', { name: 'Review your entries' }).click();
    await expect(page.locator('main')).toContainText("Please enter The body's answer");
    await expect(page.getByLabel('Name of the body complained about')).toHaveValue(target);
    await page.getByLabel("The body's answer").fill('They said no.');
    await page.getByLabel('I would like a reply').check();
    await page.getByLabel('I agree with the privacy policy').check();
    await page.getByRole('button', { name: 'Review your entries' }).click();

    await expect(page).toHaveURL(/\/en\/complaint_application\/confirm$/);
    await expect(page.locator('dl')).toContainText('Sample Hanako');
    await expect(page.locator('dl')).toContainText('(not entered)');
    await expect(page.locator('dl')).toContainText('They said no.');
    const sendForm = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) });
    const fields = await sendForm.locator('input[type="hidden"]').evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/complaint_application\/success$/);
    await expect(page.locator('main')).toContainText(/CMP-\d{8}-[A-Z0-9]{6}/);

    // The same confirmation posted again (a reload of the post, a second click) makes no second complaint.
    const again = await page.request.post('/en/complaint_application/confirm', { multipart: fields, maxRedirects: 0 });
    expect(again.status()).toBeLessThan(400);
    expect(await storedCount(page, 'complaints', 'targetName', target)).toBe(1);
  });

  test('a text longer than its field takes is answered on the form with the length message, and nothing typed is lost', async ({ page }) => {
    await page.goto('/complaint_application');
    const content = page.getByLabel('苦情の具体的な内容');
    // A browser keeps a paste within maxlength; a client that does not sends it whole.
    await content.evaluate((el) => el.removeAttribute('maxlength'));
    const long = 'あ'.repeat(30_000);
    await content.fill(long);
    const [post] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: '入力内容を確認する' }).click()]);
    expect(post.status()).toBe(400);
    await expect(page.locator('main')).toContainText('苦情の具体的な内容は4000文字以内で入力してください');
    expect((await page.getByLabel('苦情の具体的な内容').inputValue()).length).toBe(long.length);
  });

  test('a complaint about the association itself needs no body’s name', async ({ page }) => {
    await page.goto('/complaint_application');
    await page.getByLabel('氏名').fill('見本 花子');
    await page.getByLabel('電話番号').fill('03-0000-0000');
    await page.getByLabel('メールアドレス').fill('hanako@example.invalid');
    await page.getByLabel('当協会', { exact: true }).check();
    await page.getByLabel('苦情の具体的な内容').fill('窓口の対応についての苦情です（テスト）。');
    await page.getByLabel('申し立てていない').check();
    await page.getByLabel('回答を希望しない').check();
    await page.getByLabel('個人情報保護方針に同意する').check();
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page).toHaveURL(/\/complaint_application\/confirm$/);
    await expect(page.locator('dl')).toContainText('当協会');
  });

  test('a refused plain post answers 400 with the messages', async ({ page }) => {
    const response = await page.goto('/inquiry/form');
    expect(response?.status()).toBe(200);
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: '入力内容を確認する' }).click(),
    ]);
    expect(post.status()).toBe(400);
    await expect(page.locator('main')).toContainText('氏名を入力してください');
  });
});

test.describe('hostile posts', () => {
  const form = '/inquiry/form';
  const body = 'name=x&_step=review';

  test('from another site, or with Origin: null, are refused with 403 and a message', async ({ request, baseURL }) => {
    for (const origin of ['https://evil.example.invalid', 'null']) {
      const response = await request.post(form, { headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, data: body });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('このサイトのフォーム以外からの送信は受け付けていません');
    }
    const own = await request.post(form, { headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' }, data: body });
    expect(own.status()).toBe(400);
  });

  test('oversized, mistyped or malformed posts get a 4xx with a message, never a 500', async ({ request, baseURL }) => {
    const big = await request.post('/en/inquiry/form', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `message=${'a'.repeat(1_100_000)}`,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain('too large');
    const json = await request.post(form, { headers: { 'content-type': 'application/json' }, data: { name: 'x' } });
    expect(json.status()).toBe(400);
    const script = await request.post(form, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'name=%3Cscript%3Ealert(1)%3C%2Fscript%3E%0D%0ABcc%3A%20a%40b.c',
    });
    expect(script.status()).toBe(400);
    expect(await script.text()).not.toContain('<script>alert(1)</script>');
    const garbage = await request.post(form, { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, data: 'not multipart' });
    expect(garbage.status()).toBe(400);
    // A body of unknown length (chunked) is refused before it is read.
    const chunked = await fetch(new URL(form, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('name=x')), c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });
});
