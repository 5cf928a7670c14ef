import { expect, test } from '@playwright/test';

import { actionFields, multipart, raw, setCookies } from '../security/http';
import { differences, published, recordFindings, writingAudit } from './audit';
import { siteRoutes } from './routes';
import { localized } from './support';
import { checkHtml, type VnuMessage, vnuVersion } from './vnu';

/**
 * Valid HTML (JIS X 8341-3:2016 4.1.1, parsing): the Nu HTML Checker over the HTML the server
 * sends for every route in both languages, and every step of both forms with and without errors.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

/**
 * Warnings read and kept, with the reason. Everything else the checker says at warning level fails
 * the test, like an error.
 */
const explainedWarnings: { pattern: RegExp; why: string }[] = [];

const forms = {
  inquiry: {
    path: '/inquiry/form',
    valid: {
      name: '見本 太郎',
      nameKana: '',
      organization: '',
      email: 'valid-html@example.invalid',
      phone: '',
      category: 'other',
      subject: '構文の確認',
      message: '確認です。',
      privacy: 'yes',
      website: '',
    },
  },
  complaint: {
    path: '/complaint_application',
    valid: {
      name: '見本 花子',
      nameKana: '',
      organization: '',
      department: '',
      position: '',
      phone: '03-0000-0000',
      email: 'valid-html@example.invalid',
      targetName: 'サンプル機関',
      targetKind: 'accreditedBody',
      content: '確認です。',
      priorComplaint: 'notMade',
      replyWanted: 'notWanted',
      privacy: 'yes',
      website: '',
    },
  },
};

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const { body, type } = multipart(fields);
  return raw(PORT, {
    method: 'POST',
    path,
    headers: { origin: ORIGIN, 'content-type': type, 'content-length': String(body.length), ...(cookie ? { cookie } : {}) },
    chunks: [body],
  });
}

/** Every step of a form as the server sends it, without JavaScript: input, input with errors, confirmation, completion. */
async function formSteps(kind: keyof typeof forms, locale: 'ja' | 'en') {
  const { path, valid } = forms[kind];
  const url = localized(path, locale);
  const input = await raw(PORT, { path: url });
  const hidden = actionFields(input.body, 'name="_step" value="review"');
  const withErrors = await post(url, { ...hidden, privacy: '' });
  const reviewed = await post(url, { ...hidden, ...valid });
  const draft = setCookies(reviewed.headers)
    .find((c) => c.startsWith(`form_draft_${kind}=`))!
    .split(';')[0]!;
  const confirmUrl = String(reviewed.headers.location);
  const confirm = await raw(PORT, { path: confirmUrl, headers: { cookie: draft } });
  const sent = await post(confirmUrl, actionFields(confirm.body, 'name="_step" value="submit"'), draft);
  const receipt = setCookies(sent.headers)
    .find((c) => c.startsWith(`form_receipt_${kind}=`))!
    .split(';')[0]!;
  const success = await raw(PORT, { path: String(sent.headers.location), headers: { cookie: receipt } });
  expect(withErrors.status).toBe(400);
  expect(success.status).toBe(200);
  return [
    { label: `${url}#withErrors`, html: withErrors.body },
    { label: confirmUrl, html: confirm.body },
    { label: String(sent.headers.location), html: success.body },
  ];
}

test('every page the site serves, in both languages, is valid HTML', { tag: '@markup' }, async ({ request }) => {
  test.setTimeout(600_000);
  const documents: { label: string; html: string }[] = [];
  for (const path of await siteRoutes(request)) {
    for (const locale of ['ja', 'en'] as const) {
      const url = localized(path, locale);
      documents.push({ label: url, html: await (await request.get(url)).text() });
    }
  }
  // An address that cannot be read: the server's own 400 page.
  documents.push({ label: '/%E0%A4%A', html: (await raw(PORT, { path: '/%E0%A4%A' })).body });
  documents.push({ label: '/en/%E0%A4%A', html: (await raw(PORT, { path: '/en/%E0%A4%A' })).body });
  for (const kind of ['inquiry', 'complaint'] as const) for (const locale of ['ja', 'en'] as const) documents.push(...(await formSteps(kind, locale)));

  const results = await checkHtml(documents);
  const problems: string[] = [];
  const findings: { url: string; errors: number; warnings: string[] }[] = [];
  const isError = (m: VnuMessage) => m.type === 'error' || m.type === 'non-document-error';
  const isUnexplainedWarning = (m: VnuMessage) => m.type === 'info' && m.subType === 'warning' && !explainedWarnings.some((w) => w.pattern.test(m.message));
  for (const [url, messages] of results) {
    const errors = messages.filter(isError);
    findings.push({ url, errors: errors.length, warnings: messages.filter((m) => m.subType === 'warning').map((m) => m.message) });
    for (const m of [...errors, ...messages.filter(isUnexplainedWarning)]) problems.push(`${url}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message} ${m.extract ?? ''}`);
  }
  recordFindings('vnu', { vnuVersion, findings });
  expect(problems).toEqual([]);
  if (!writingAudit) {
    const fresh = new Map(findings.map((f) => [f.url, String(f.errors)]));
    const stated = new Map(published().pages.map((p) => [p.state ? `${p.url}#${p.state}` : p.url, String(p.htmlErrors)]));
    expect(differences(fresh, stated), 'the published results differ from this run: run `npm run audit:accessibility`').toEqual([]);
  }
});
