import { Bitstring } from '@digitalbazaar/bitstring';
import { expect, type APIRequestContext, test } from '@playwright/test';
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';

// Credentials and signed answers as an outsider checks them: nothing of the site's code is
// imported. The issuer's keys come from its DID document over HTTP, signatures are verified with
// `jose`, the status lists are read with an independent bitstring library, and the check page is
// used without JavaScript, as a person filing a procurement record would.

import { expectNoViolationsAt } from '@tests/e2e/support';

const noViolations = expectNoViolationsAt;

type DidDocument = { id: string; verificationMethod: { id: string; type: string; publicKeyJwk: JWK }[]; assertionMethod: string[] };
type Entry = { statusPurpose: string; statusListIndex: string; statusListCredential: string };
type Credential = { issuer: { id: string }; validUntil: string; credentialSubject: { accreditation: { accreditationNumber: string } }; credentialStatus: Entry[] };
type Body = { accreditationNumber: string; status: string };

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

async function verified(request: APIRequestContext, jws: string): Promise<Record<string, unknown>> {
  const did = (await (await request.get('/.well-known/did.json')).json()) as DidDocument;
  const { kid, alg } = decodeProtectedHeader(jws);
  expect(alg).toBe('ES256');
  expect(kid?.startsWith(`${did.id}#`)).toBe(true);
  const method = did.verificationMethod.find((m) => m.id === kid);
  expect(did.assertionMethod).toContain(kid);
  const { payload } = await compactVerify(jws, await importJWK(method!.publicKeyJwk, 'ES256'));
  return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
}

async function bodies(request: APIRequestContext): Promise<Body[]> {
  const all: Body[] = [];
  for (let page = 1; page <= 20; page++) {
    const listing = (await (await request.get(`/api/v1/accredited-bodies?status=all&page=${page}`)).json()) as { items: Body[]; links: { next: string | null } };
    all.push(...listing.items);
    if (!listing.links.next) break;
  }
  return all;
}

/** The bit a credential's entry points at, read from the signed list it names. */
async function statusBit(request: APIRequestContext, entry: Entry): Promise<boolean> {
  const list = await request.get(new URL(entry.statusListCredential).pathname);
  expect(list.headers()['content-type']).toContain('application/vc+jwt');
  const claims = (await verified(request, await list.text())) as { type: string[]; credentialSubject: { statusPurpose: string; encodedList: string } };
  expect(claims.type).toContain('BitstringStatusListCredential');
  expect(claims.credentialSubject.statusPurpose).toBe(entry.statusPurpose);
  const encoded = claims.credentialSubject.encodedList;
  expect(encoded.startsWith('u')).toBe(true);
  const bits = new Bitstring({ buffer: await Bitstring.decodeBits({ encoded: encoded.slice(1) }) });
  expect(bits.length).toBeGreaterThanOrEqual(131_072);
  return bits.get(Number(entry.statusListIndex));
}

/** Accept itself among the headers a page varies on (not Accept-Encoding, which compression adds to every page). */
const VARY_ACCEPT = /(^|,\s*)accept(\s*,|$)/i;

test.describe('one address, every form', () => {
  test('a check of an accreditation answers a browser with the page, a program with JSON-LD or the signed credential', async ({ request }) => {
    const [body] = (await bodies(request)).filter((b) => b.status === 'active');
    const number = body!.accreditationNumber;
    const page = await request.get(`/verify/${encodeURIComponent(number)}`, { headers: { accept: BROWSER } });
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers().vary).toMatch(VARY_ACCEPT);

    const jsonLd = await request.get(`/verify/${encodeURIComponent(number)}`, { headers: { accept: 'application/ld+json' } });
    expect(jsonLd.headers()['content-type']).toContain('application/ld+json');
    const graph = ((await jsonLd.json()) as { '@graph': { '@type': string; certificationIdentification: string; certificationStatus: string }[] })['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'Certification', certificationIdentification: number, certificationStatus: 'https://schema.org/CertificationActive' });

    for (const address of [`/verify/${encodeURIComponent(number)}`, `/en/certification_institutions/${encodeURIComponent(number)}`]) {
      const answer = await request.get(address, { headers: { accept: 'application/vc+jwt' } });
      expect(answer.headers()['content-type']).toContain('application/vc+jwt');
      const jwt = await answer.text();
      expect(decodeProtectedHeader(jwt).typ).toBe('vc+jwt');
      const credential = (await verified(request, jwt)) as unknown as Credential;
      expect(credential.credentialSubject.accreditation.accreditationNumber).toBe(number);
      expect(new Date(credential.validUntil).getTime()).toBeGreaterThan(Date.now());
      expect(credential.credentialStatus.map((e) => e.statusPurpose).sort()).toEqual(['revocation', 'suspension']);
      for (const entry of credential.credentialStatus) expect(await statusBit(request, entry)).toBe(false);
    }
    // The body's page itself is still the page for a browser, and says it varies on Accept, so a cache keeps the forms apart.
    for (const address of [`/certification_institutions/${encodeURIComponent(number)}`, `/en/certification_institutions/${encodeURIComponent(number)}`]) {
      const html = await request.get(address, { headers: { accept: BROWSER } });
      expect(html.headers()['content-type']).toContain('text/html');
      expect(html.headers().vary, address).toMatch(VARY_ACCEPT);
    }
  });

  test('a suspended accreditation is suspended in the list, an ended one revoked', async ({ request }) => {
    const all = await bodies(request);
    for (const [status, purpose] of [
      ['suspended', 'suspension'],
      ['ended', 'revocation'],
    ] as const) {
      const body = all.find((b) => b.status === status);
      test.skip(!body, `the sample has no ${status} body`);
      const jwt = await (await request.get(`/credentials/${encodeURIComponent(body!.accreditationNumber)}`)).text();
      const credential = (await verified(request, jwt)) as unknown as Credential;
      const entry = credential.credentialStatus.find((e) => e.statusPurpose === purpose)!;
      expect(await statusBit(request, entry)).toBe(true);
    }
  });

  test('a certificate number has no credential of ours: 406 with the forms it has, in the language asked', async ({ request }) => {
    const answer = await request.get('/verify/NO-SUCH-NUMBER-1', { headers: { accept: 'application/vc+jwt', 'accept-language': 'en' } });
    expect(answer.status()).toBe(406);
    expect(answer.headers()['content-type']).toContain('application/problem+json');
    expect(((await answer.json()) as { detail: string }).detail).toContain('application/jose');
  });
});

test.describe('signed answers for a procurement file', () => {
  test.use({ javaScriptEnabled: false });

  test('a check downloaded as a signed record verifies with the published key, and the check page says so; a changed one is refused', async ({ page, request }) => {
    const [body] = (await bodies(request)).filter((b) => b.status === 'active');
    const number = body!.accreditationNumber;
    await page.goto(`/verify/${encodeURIComponent(number)}`);
    const link = page.getByRole('link', { name: '署名付きの記録をダウンロードする（JWS）' });
    const download = await request.get((await link.getAttribute('href'))!);
    expect(download.headers()['content-type']).toContain('application/jose');
    expect(download.headers()['content-disposition']).toContain('attachment');
    const jws = await download.text();
    const claims = (await verified(request, jws)) as { iss: string; iat: number; answer: { results: { number: string; matches: { verdict: { status: string } }[] }[] } };
    expect(claims.answer.results[0]).toMatchObject({ number, matches: [{ verdict: { status: 'valid' } }] });

    await page.getByRole('link', { name: '署名付きの記録を確認する' }).click();
    await page.getByLabel('記録または資格証明の内容').fill(jws);
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByText('この記録は当協会が署名したもので、署名の後に書き換えられていません。')).toBeVisible();
    await expect(page.getByRole('table')).toContainText(number);
    await noViolations(page);

    // One character of the answer changed: the signature no longer holds.
    const [h, p, s] = jws.split('.');
    const changed = Buffer.from(Buffer.from(p!, 'base64url').toString().replace('"valid"', '"ended"')).toString('base64url');
    await page.goto('/en/verify/check');
    await page.getByLabel('Content of the record or credential').fill(`${h}.${changed}.${s}`);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('The signature does not match.')).toBeVisible();
  });

  test('a bulk check is downloaded as one signed record of every number, with the day asked', async ({ page, request }) => {
    const [first, second] = (await bodies(request)).filter((b) => b.status === 'active');
    await page.goto('/en/verify');
    await page.getByLabel('Numbers (one to a line)').fill([first!.accreditationNumber, 'NOSUCH0002', second!.accreditationNumber].join('\n'));
    await page.getByRole('button', { name: 'Check them all' }).click();
    await expect(page).toHaveURL(/\/en\/verify\/list\/[A-Za-z0-9_-]{20,}$/);
    const href = await page.getByRole('link', { name: 'Download a signed record (JWS)' }).getAttribute('href');
    const claims = (await verified(request, await (await request.get(href!)).text())) as { question: { numbers: string[] }; answer: { results: { number: string; found: boolean }[] } };
    expect(claims.question.numbers).toEqual([first!.accreditationNumber, 'NOSUCH0002', second!.accreditationNumber]);
    expect(claims.answer.results.map((r) => [r.number, r.found])).toEqual([
      [first!.accreditationNumber, true],
      ['NOSUCH0002', false],
      [second!.accreditationNumber, true],
    ]);
  });

  test('a credential pasted on the check page with the keyboard alone shows its period and its status now', async ({ page, request }) => {
    const [body] = (await bodies(request)).filter((b) => b.status === 'active');
    const jwt = await (await request.get(`/credentials/${encodeURIComponent(body!.accreditationNumber)}`)).text();
    await page.goto('/en/verify/check');
    await page.getByLabel('Content of the record or credential').focus();
    await page.keyboard.insertText(jwt);
    // Past the file chooser to the button, a few steps of Tab, then Enter.
    const check = page.getByRole('button', { name: 'Check' });
    for (let step = 0; step < 4 && !(await check.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(check).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('This credential was issued by us and has not been changed since it was issued.')).toBeVisible();
    await expect(page.getByText('Not revoked.')).toBeVisible();
    await expect(page.getByText('Not suspended.')).toBeVisible();
    await noViolations(page);
  });

  test('an empty check is refused with a 400 and says what to do', async ({ page }) => {
    await page.goto('/verify/check');
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('alert')).toHaveText('確認する記録を貼り付けるか、ファイルを選んでください。');
    const response = await page.request.get('/verify/check?problem=empty');
    expect(response.status()).toBe(400);
  });
});
