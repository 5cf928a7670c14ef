import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { staffToken } from '../../../../tests/e2e/support';

/** The text of the QR code on the first page of a PDF, as a phone would read it from the printed page. */
function qrOf(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
  try {
    writeFileSync(path.join(dir, 'c.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'c.pdf'), path.join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a certificate address leads, without following it. */
async function target(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

for (const locale of ['ja', 'en'] as const) {
  test(`a sample certificate (${locale}) opens from the body's page and its QR code leads to the body's check`, async ({ page, request }) => {
    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(`${prefix}/certification_institutions/MS0001`);
    const link = page.getByRole('link', { name: locale === 'en' ? 'Certificate (English, PDF)' : '認定証（日本語・PDF）' });
    const href = await link.getAttribute('href');
    const file = await request.get(href!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const pdf = await file.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const scanned = qrOf(pdf);
    expect(scanned).toMatch(new RegExp(`^https?://[^/]+${prefix}/verify/MS0001$`));
    await page.goto(new URL(scanned!).pathname);
    await expect(page.getByRole('main')).toContainText('MS0001');
    await expect(page.getByRole('main')).toContainText(locale === 'en' ? 'Mihon' : '見本');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}

test('a certificate address with an extra suffix in its file name still resolves to its record', async ({ page, request }) => {
  // The files the body's page links to.
  await page.goto('/certification_institutions/MS0001');
  const pathOf = async (name: string) => ({ url: new URL((await page.getByRole('link', { name }).getAttribute('href'))!, 'http://x').pathname });
  const certificateJa = await pathOf('認定証（日本語・PDF）');
  const certificateEn = await pathOf('認定証（英語・PDF）');
  for (const name of ['MS0001.pdf', 'MS0001-2.pdf', 'MS0001%20(1).pdf', 'MS0001_rev3.pdf', 'ms0001.PDF']) {
    expect(await target(request, `/certificates/${name}`), name).toEqual({ status: 302, location: certificateJa.url });
    expect(await target(request, `/en/certificates/${name}`), name).toEqual({ status: 302, location: certificateEn.url });
  }
  expect(await target(request, '/certificates/MS0001_en.pdf')).toEqual({ status: 302, location: certificateEn.url });
  expect(await target(request, '/en/certificates/MS0001-ja-1.pdf')).toEqual({ status: 302, location: certificateJa.url });
  // An unknown number, a longer number, a name that is not a PDF: the site's page not found, in its language.
  for (const address of ['/certificates/NOSUCH0001.pdf', '/certificates/MS00011.pdf', '/certificates/MS0001.exe']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
  }
  expect(await (await request.get('/en/certificates/NOSUCH0001.pdf', { headers: { accept: 'text/html' } })).text()).toContain('lang="en"');
});

test('a certificate staff upload replaces the sample one at the same address', async ({ request }) => {
  const auth = { Authorization: `JWT ${await staffToken(request)}` };
  const found = await request.get(`/api/accredited-bodies?where[accreditationNumber][equals]=MS0002&depth=0`, { headers: auth });
  expect(found.status(), await found.text()).toBe(200);
  const { docs } = (await found.json()) as { docs: { id: number; certificateJa: number }[] };
  const body = docs[0]!;
  const before = await target(request, '/certificates/MS0002.pdf');
  const upload = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: { name: 'MS0002 (revised).pdf', mimeType: 'application/pdf', buffer: await (await request.get(before.location!)).body() },
      _payload: JSON.stringify({ alt: '認定証 MS0002（改訂）' }),
    },
  });
  expect(upload.status()).toBe(201);
  const uploaded = ((await upload.json()) as { doc: { id: number; url: string } }).doc;
  try {
    expect((await request.patch(`/api/accredited-bodies/${body.id}`, { headers: auth, data: { certificateJa: uploaded.id } })).status()).toBe(200);
    const after = await target(request, '/certificates/MS0002.pdf');
    expect(after).toEqual({ status: 302, location: new URL(uploaded.url, 'http://x').pathname });
    expect(after.location).not.toBe(before.location);
  } finally {
    await request.patch(`/api/accredited-bodies/${body.id}`, { headers: auth, data: { certificateJa: body.certificateJa } });
    await request.delete(`/api/media/${uploaded.id}`, { headers: auth });
  }
});
