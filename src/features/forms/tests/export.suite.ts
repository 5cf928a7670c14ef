import { parse } from 'csv-parse/sync';
import { handleEndpoints, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '@/payload-types';
import type { StaffRole } from '@/platform/cms/access';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/clientAddress';
import { todayInJapan } from '@/platform/time/japan';

import { EXPORT_BATCH } from '../payload/exportEndpoint';
import { ERASING_PERSONAL_DATA } from '../payload/handledAt';

import type { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
const password = 'int-test-password';

type Staff = StaffRole | 'none';
const accounts = {} as Record<Staff, User>;
const tokens = {} as Record<Staff, string>;

let draft = 0;
const inquiry = (receiptNumber: string, data: Record<string, unknown> = {}, context: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'inquiries',
    context,
    data: {
      receiptNumber,
      locale: 'ja',
      draftToken: `export-${++draft}`,
      name: '書出 一郎',
      email: 'asker@example.invalid',
      category: 'other',
      subject: '件名',
      message: '一行目\n二行目',
      ...data,
    } as never,
  });

/** A GET as it reaches Payload's REST handler, with the staff member's token (or none). */
function get(who: Staff | 'public', path: string, headers: Record<string, string> = {}): Promise<Response> {
  const all = new Headers(headers);
  if (who !== 'public') all.set('authorization', `JWT ${tokens[who]}`);
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${path}`, { headers: all }) });
}

/** The file as text (BOM kept) and as rows. */
async function csv(response: Response): Promise<{ text: string; rows: string[][] }> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { text, rows: parse(text, { bom: true }) as string[][] };
}

const receipts = (rows: string[][]) => rows.slice(1).map((row) => row[0]);

/** The CSV export of submissions, against one database (SQLite or PostgreSQL: see the two test files). */
export function submissionExportSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    ({ payload, stop } = await start());
    accounts.admin = await payload.create({ collection: 'users', data: { email: 'first@example.invalid', password } });
    for (const role of ['editor', 'inquiries'] as const) {
      accounts[role] = await payload.create({ collection: 'users', data: { email: `${role}@example.invalid`, password, roles: [role] } });
    }
    accounts.none = await payload.create({ collection: 'users', data: { email: 'none@example.invalid', password } });
    for (const [who, user] of Object.entries(accounts) as [Staff, User][]) {
      const { token } = await payload.login({
        collection: 'users',
        data: { email: user.email, password },
        req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.20' }) },
      });
      tokens[who] = token!;
    }
    await inquiry('INQ-20260401-AAAAAA', { createdAt: '2026-03-31T15:00:00.000Z', category: 'press', phone: '+81-3-0000-0000' });
    await inquiry('INQ-20260415-BBBBBB', { createdAt: '2026-04-15T03:04:00.000Z', subject: '=HYPERLINK("http://example.invalid")' });
    const handled = await inquiry('INQ-20260430-CCCCCC', { createdAt: '2026-04-30T14:59:00.000Z' });
    await payload.update({
      collection: 'inquiries',
      id: handled.id,
      overrideAccess: false,
      user: accounts.inquiries,
      data: { status: 'handled', staffNote: '電話で回答しました。' },
    });
    // Erased by the retention job (its context keeps the handling date as written); the name left
    // behind here stands for anything erasure might miss.
    await inquiry(
      'INQ-20230105-DDDDDD',
      { createdAt: '2023-01-05T01:00:00.000Z', status: 'handled', handledAt: '2023-01-06T01:00:00.000Z', personalDataErasedAt: '2026-01-07T00:00:00.000Z', email: null },
      { [ERASING_PERSONAL_DATA]: true },
    );
    await payload.create({
      collection: 'complaints',
      data: {
        receiptNumber: 'CMP-20260402-EEEEEE',
        locale: 'en',
        draftToken: 'export-complaint',
        name: 'Complainant',
        phone: '03-0000-0000',
        email: 'complainant@example.invalid',
        targetName: 'Sample body',
        targetKind: 'association',
        content: 'Content',
        priorComplaint: 'notMade',
        replyWanted: 'wanted',
      } as never,
    });
  });
  afterAll(async () => stop());

  describe('who may export', () => {
    it('refuses visitors (401) and staff who do not handle inquiries (403)', async () => {
      for (const path of ['/inquiries/export', '/complaints/export']) {
        const anonymous = await get('public', path);
        expect(anonymous.status, path).toBe(401);
        expect(((await anonymous.json()) as { message: string }).message).toBe('ログインが必要です / Sign in first');
        for (const who of ['none', 'admin', 'editor'] as const) {
          const refused = await get(who, path);
          expect(refused.status, `${path} ${who}`).toBe(403);
          expect(((await refused.json()) as { message: string }).message).toMatch(/問合せ担当者.*Inquiry handler/);
        }
      }
    });

    it('lets inquiry handlers export', async () => {
      expect((await get('inquiries', '/inquiries/export')).status).toBe(200);
      expect((await get('inquiries', '/complaints/export')).status).toBe(200);
    });
  });

  describe('the file', () => {
    it('is CSV for Excel: a BOM, CRLF, an attachment named by the day, never cached', async () => {
      const response = await get('inquiries', '/inquiries/export');
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="inquiries-${todayInJapan().replaceAll('-', '')}.csv"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { text } = await csv(response);
      expect(text.startsWith('\uFEFF受付番号,受付日時,対応状況,')).toBe(true);
      expect(text.split('\r\n').length).toBeGreaterThan(5);
    });

    it('has one row per submission, oldest first, with the words /admin shows, in Japan time', async () => {
      const { rows } = await csv(await get('inquiries', '/inquiries/export'));
      expect(rows[0]).toEqual([
        '受付番号',
        '受付日時',
        '対応状況',
        '対応済みにした日時',
        '送信時の言語',
        '氏名',
        'フリガナ',
        '会社・団体名',
        'メールアドレス',
        '電話番号',
        '種別',
        '件名',
        '内容',
        '対応メモ（職員用）',
        '職員への通知メール',
        '送信者への受付確認メール',
        '個人情報を消去した日時',
      ]);
      expect(receipts(rows)).toEqual(['INQ-20260401-AAAAAA', 'INQ-20260415-BBBBBB', 'INQ-20260430-CCCCCC', 'INQ-20230105-DDDDDD']);
      const [first, second, handled] = rows.slice(1);
      expect(first).toEqual([
        'INQ-20260401-AAAAAA',
        '2026-04-01 00:00',
        '未対応',
        '',
        '日本語',
        '書出 一郎',
        '',
        '',
        'asker@example.invalid',
        // A cell Excel would run as a formula is written as text.
        "'+81-3-0000-0000",
        '取材・報道について',
        '件名',
        '一行目\n二行目',
        '',
        '送信待ち',
        '送信待ち',
        '',
      ]);
      expect(second![11]).toBe(`'=HYPERLINK("http://example.invalid")`);
      expect(handled!.slice(0, 3)).toEqual(['INQ-20260430-CCCCCC', '2026-04-30 23:59', '対応済み']);
      expect(handled![3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(handled![13]).toBe('電話で回答しました。');
    });

    it('leaves the personal fields of an erased submission empty, and keeps the rest', async () => {
      const { rows } = await csv(await get('inquiries', '/inquiries/export'));
      const erased = rows.find((row) => row[0] === 'INQ-20230105-DDDDDD')!;
      expect(erased.slice(5, 10)).toEqual(['', '', '', '', '']);
      expect(erased.slice(11, 14)).toEqual(['', '', '']);
      expect([erased[1], erased[2], erased[3], erased[10], erased[16]]).toEqual(['2023-01-05 10:00', '対応済み', '2023-01-06 10:00', 'その他', '2026-01-07 09:00']);
    });

    it('is written in the admin language of the staff member', async () => {
      const { rows } = await csv(await get('inquiries', '/inquiries/export', { 'accept-language': 'en' }));
      expect(rows[0]!.slice(0, 5)).toEqual(['Receipt number', 'Received', 'Handling', 'Marked handled', 'Language used']);
      expect(rows[1]!.slice(2, 5)).toEqual(['New', '', '日本語']);
      expect(rows[1]![10]).toBe('Press and media');
    });

    it('has the complaint form’s fields for complaints', async () => {
      const response = await get('inquiries', '/complaints/export');
      expect(response.headers.get('content-disposition')).toMatch(/filename="complaints-\d{8}\.csv"/);
      const { rows } = await csv(response);
      expect(rows[0]).toContain('対象の種別');
      const row = rows[1]!;
      expect(row[0]).toBe('CMP-20260402-EEEEEE');
      expect(row).toContain('当協会');
      expect(row).toContain('申し立てていない');
      expect(row).toContain('回答を希望する');
      expect(row[4]).toBe('English');
    });
  });

  describe('the conditions', () => {
    it('narrows by handling status: one status, or open (not yet handled)', async () => {
      expect(receipts((await csv(await get('inquiries', '/inquiries/export?status=handled'))).rows)).toEqual(['INQ-20260430-CCCCCC', 'INQ-20230105-DDDDDD']);
      expect(receipts((await csv(await get('inquiries', '/inquiries/export?status=open'))).rows)).toEqual(['INQ-20260401-AAAAAA', 'INQ-20260415-BBBBBB']);
      expect(receipts((await csv(await get('inquiries', '/inquiries/export?status=inProgress'))).rows)).toEqual([]);
    });

    it('narrows by the day of receipt in Japan, both days included', async () => {
      const between = async (query: string) => receipts((await csv(await get('inquiries', `/inquiries/export?${query}`))).rows);
      expect(await between('from=2026-04-01&to=2026-04-30')).toEqual(['INQ-20260401-AAAAAA', 'INQ-20260415-BBBBBB', 'INQ-20260430-CCCCCC']);
      expect(await between('from=2026-04-02')).toEqual(['INQ-20260415-BBBBBB', 'INQ-20260430-CCCCCC']);
      expect(await between('to=2026-03-31')).toEqual(['INQ-20230105-DDDDDD']);
      expect(await between('from=2026-04-15&to=2026-04-15&status=open')).toEqual(['INQ-20260415-BBBBBB']);
    });

    it('refuses a malformed condition with a message in both languages', async () => {
      for (const query of ['status=closed', 'status=', 'from=2026-13-01', 'to=2026/04/01', 'from=2026-05-01&to=2026-04-01']) {
        const response = await get('inquiries', `/inquiries/export?${query}`);
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { message: string }).message, query).toMatch(/ \/ /);
      }
    });
  });

  describe('the audit trail', () => {
    it('records each export with its rows and conditions', async () => {
      const before = (await payload.count({ collection: 'audit-log', where: { action: { equals: 'exported' } } })).totalDocs;
      await (await get('inquiries', '/inquiries/export?status=open&from=2026-04-01')).arrayBuffer();
      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'exported' } }, sort: '-id', limit: 1 });
      expect((await payload.count({ collection: 'audit-log', where: { action: { equals: 'exported' } } })).totalDocs).toBe(before + 1);
      const [entry] = docs;
      expect(entry).toMatchObject({ actorName: 'inquiries@example.invalid', targetCollection: 'inquiries' });
      expect(entry!.detail).toEqual({ rows: 2, filters: { status: 'open', from: '2026-04-01' }, complete: true });
      expect(entry!.summary).toContain('2件');
      // No one's personal data in the trail.
      expect(entry!.summary).not.toContain('書出');
    });

    it('records nothing for a refused export', async () => {
      const before = (await payload.count({ collection: 'audit-log', where: { action: { equals: 'exported' } } })).totalDocs;
      await get('editor', '/inquiries/export');
      await get('inquiries', '/inquiries/export?status=closed');
      expect((await payload.count({ collection: 'audit-log', where: { action: { equals: 'exported' } } })).totalDocs).toBe(before);
    });
  });

  describe('many submissions', () => {
    it(`reads them ${EXPORT_BATCH} at a time, each once`, async () => {
      const extra = EXPORT_BATCH + 3;
      for (let i = 0; i < extra; i++) await inquiry(`INQ-20260501-${String(i).padStart(6, '0')}`, { createdAt: '2026-05-01T01:00:00.000Z' });
      const { rows } = await csv(await get('inquiries', '/inquiries/export?from=2026-05-01'));
      const found = receipts(rows);
      expect(found.length).toBe(extra);
      expect(new Set(found).size).toBe(extra);
      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'exported' } }, sort: '-id', limit: 1 });
      expect(docs[0]!.detail).toMatchObject({ rows: extra, complete: true });
    });
  });
}
