import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { recordImport } from '@/features/back-office/cms';
import { dashboardData } from '@/features/back-office/server/dashboard';
import type { User } from '@/payload-types';
import type { StaffRole } from '@/platform/cms/access';
import { emptyReport } from '@/platform/csv/problems';

import type { startTestPayload } from '@tests/support/payload';

/**
 * The back office as staff meet it: the audit trail records what staff did (publish, schedule,
 * unpublish, delete, a body's status, a handled submission, roles) and no one can change it;
 * imports are recorded with their counts; the dashboard shows each role its own work.
 */

let payload: Payload;
let stop: () => Promise<void>;
const staff = {} as Record<StaffRole, User>;
const context = { disableRevalidate: true };
const password = 'int-test-password';

const entries = async (where: Record<string, unknown> = {}) =>
  (await payload.find({ collection: 'audit-log', where: where as never, sort: 'createdAt', limit: 100, depth: 0, overrideAccess: true })).docs;

const day = 24 * 60 * 60 * 1000;

export function backOfficeSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    ({ payload, stop } = await start());
    staff.admin = await payload.create({ collection: 'users', data: { email: 'admin@example.invalid', password } });
    for (const role of ['editor', 'directory', 'inquiries'] as const) {
      staff[role] = await payload.create({ collection: 'users', data: { email: `${role}@example.invalid`, password, roles: [role] } });
    }
  });
  afterAll(async () => stop());

  describe('the audit trail', () => {
    it('records who published, scheduled, unpublished and deleted an item, and not a draft saved over it', async () => {
      const as = { user: staff.editor, overrideAccess: false, context };
      const item = await payload.create({
        collection: 'news',
        ...as,
        data: { title: '監査テスト', slug: 'audit-test', category: 'notice', publishedAt: new Date(Date.now() - day).toISOString(), _status: 'published' } as never,
      });
      await payload.update({ collection: 'news', id: item.id, ...as, draft: true, data: { title: '監査テスト（下書き）', _status: 'draft' } });
      await payload.update({ collection: 'news', id: item.id, ...as, data: { _status: 'draft' } });
      await payload.update({ collection: 'news', id: item.id, ...as, data: { _status: 'published', publishedAt: new Date(Date.now() + day).toISOString() } });
      await payload.delete({ collection: 'news', id: item.id, ...as });
      const trail = await entries({ documentId: { equals: String(item.id) } });
      expect(trail.map((e) => e.action)).toEqual(['published', 'unpublished', 'scheduled', 'deleted']);
      expect(trail.every((e) => e.actorName === 'editor@example.invalid' && e.targetCollection === 'news')).toBe(true);
      expect(trail[0]!.summary).toContain('監査テスト');
    });

    it("records a change of an accredited body's status with what changed, and not an edit of its telephone", async () => {
      const [body] = generateSampleAccreditedBodies(1, { seed: 3 });
      await importAccreditedBodies(payload, [{ ...body!, suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined }]);
      const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: body!.accreditationNumber } }, overrideAccess: true });
      const as = { user: staff.directory, overrideAccess: false, context };
      await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, ...as, data: { tel: '03-1234-5678' } });
      // A suspension already begun makes the body not valid today: the staff member confirms it (platform/cms/notValidGuard).
      await expect(payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, ...as, data: { suspensionStart: '2026-04-01' } })).rejects.toThrow();
      await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, ...as, data: { suspensionStart: '2026-04-01', confirmNotValid: true } as never });
      const trail = await entries({ targetCollection: { equals: 'accredited-bodies' } });
      expect(trail.map((e) => e.action)).toEqual(['statusChanged']);
      expect(trail[0]!.detail).toEqual({ suspensionStart: { before: null, after: '2026-04-01' } });
      expect(trail[0]!.actorName).toBe('directory@example.invalid');
      // The import itself wrote nothing here: the site's own writes are not staff actions.
    });

    it('records a submission marked handled, once', async () => {
      const inquiry = await payload.create({
        collection: 'inquiries',
        overrideAccess: true,
        data: {
          receiptNumber: 'Q-AUDIT-1',
          locale: 'ja',
          name: '試験 太郎',
          email: 'sender@example.invalid',
          category: 'other',
          subject: '件名',
          message: '本文',
          draftToken: 'audit-token-1',
        } as never,
      });
      const as = { user: staff.inquiries, overrideAccess: false };
      await payload.update({ collection: 'inquiries', id: inquiry.id, ...as, data: { status: 'inProgress' } });
      await payload.update({ collection: 'inquiries', id: inquiry.id, ...as, data: { status: 'handled', staffNote: '回答済み' } });
      await payload.update({ collection: 'inquiries', id: inquiry.id, ...as, data: { staffNote: '回答済み（追記）' } });
      const trail = await entries({ targetCollection: { equals: 'inquiries' } });
      expect(trail.map((e) => e.action)).toEqual(['handled']);
      expect(trail[0]!.summary).toContain('Q-AUDIT-1');
      expect(trail[0]!.summary).not.toContain('試験');
    });

    it('records a change of roles', async () => {
      await payload.update({ collection: 'users', id: staff.directory.id, user: staff.admin, overrideAccess: false, data: { roles: ['directory', 'editor'] } });
      const [entry] = await entries({ action: { equals: 'rolesChanged' } });
      expect(entry?.detail).toEqual({ before: ['directory'], after: ['directory', 'editor'] });
      await payload.update({ collection: 'users', id: staff.directory.id, user: staff.admin, overrideAccess: false, data: { roles: ['directory'] } });
    });

    it('is read by administrators only, and changed or deleted by no one', async () => {
      const [entry] = await entries();
      expect(entry).toBeDefined();
      const read = (user: User) => payload.find({ collection: 'audit-log', user, overrideAccess: false, depth: 0 });
      expect((await read(staff.admin)).totalDocs).toBeGreaterThan(0);
      for (const role of ['editor', 'directory', 'inquiries'] as const) await expect(read(staff[role])).rejects.toThrow();
      await expect(payload.update({ collection: 'audit-log', id: entry!.id, user: staff.admin, overrideAccess: false, data: { summary: 'rewritten' } })).rejects.toThrow();
      await expect(payload.delete({ collection: 'audit-log', id: entry!.id, user: staff.admin, overrideAccess: false })).rejects.toThrow();
      await expect(payload.create({ collection: 'audit-log', user: staff.admin, overrideAccess: false, data: { action: 'published', summary: 'forged' } })).rejects.toThrow();
      expect((await payload.findByID({ collection: 'audit-log', id: entry!.id, overrideAccess: true })).summary).toBe(entry!.summary);
    });
  });

  describe('imports and the dashboard', () => {
    it('records each import, written or refused, with who ran it and the counts', async () => {
      const written = { ...emptyReport(), ok: true, rows: 40, created: 2, updated: 3, unchanged: 35 };
      const refused = { ...emptyReport(), rows: 12, errorCount: 2, errors: [{ line: 3, reason: { ja: '日付が正しくありません', en: 'Bad date' } }] };
      await recordImport(payload, 'accredited-bodies', written, ['bodies.csv', ''], { user: staff.directory });
      await recordImport(payload, 'certified-organisations', refused, ['certified.csv'], {});
      const { docs } = await payload.find({ collection: 'import-runs', sort: 'createdAt', overrideAccess: true, depth: 0 });
      expect(docs.map((d) => [d.directory, d.ok, d.rows, d.created, d.updated, d.unchanged, d.refused, d.byName, d.files])).toEqual([
        ['accredited-bodies', true, 40, 2, 3, 35, 0, 'directory@example.invalid', 'bodies.csv'],
        ['certified-organisations', false, 12, 0, 0, 0, 2, 'コマンドライン / command line', 'certified.csv'],
      ]);
      expect(docs[1]!.problems).toEqual(refused.errors);
      const trail = await entries({ targetCollection: { equals: 'import-runs' } });
      expect(trail.map((e) => e.action)).toEqual(['imported', 'importRefused']);
      // Directory managers read the record; editors and inquiry handlers do not.
      expect((await payload.find({ collection: 'import-runs', user: staff.directory, overrideAccess: false })).totalDocs).toBe(2);
      await expect(payload.find({ collection: 'import-runs', user: staff.editor, overrideAccess: false })).rejects.toThrow();
    });

    it('shows each role its own work: waiting submissions oldest first, drafts and schedules, the last imports, the trail', async () => {
      for (const [i, receipt] of ['Q-DASH-2', 'Q-DASH-1'].entries()) {
        await payload.create({
          collection: 'inquiries',
          overrideAccess: true,
          data: {
            receiptNumber: receipt,
            locale: 'ja',
            name: '試験',
            email: 'x@example.invalid',
            category: 'other',
            subject: `件名${i}`,
            message: '本文',
            draftToken: `dash-${i}`,
          } as never,
        });
      }
      await payload.create({
        collection: 'news',
        context,
        overrideAccess: true,
        data: { title: '予約のお知らせ', slug: 'dash-scheduled', category: 'notice', publishedAt: new Date(Date.now() + 2 * day).toISOString(), _status: 'published' } as never,
      });
      await payload.create({
        collection: 'news',
        context,
        overrideAccess: true,
        draft: true,
        data: { title: '下書き', slug: 'dash-draft', category: 'notice', publishedAt: new Date().toISOString(), _status: 'draft' },
      });

      const inquiries = await dashboardData(payload, staff.inquiries);
      expect(inquiries.drafts).toBeUndefined();
      expect(inquiries.imports).toBeUndefined();
      expect(inquiries.audit).toBeUndefined();
      const open = inquiries.waiting!.find((w) => w.slug === 'inquiries')!;
      expect(open.count).toBe(2);
      expect(open.oldest.map((o) => o.receiptNumber)).toEqual(['Q-DASH-2', 'Q-DASH-1']);
      expect(open.href).toBe('/admin/collections/inquiries?where[status][not_equals]=handled');

      const editor = await dashboardData(payload, staff.editor);
      expect(editor.waiting).toBeUndefined();
      const news = editor.drafts!.find((d) => d.slug === 'news')!;
      expect(news.drafts).toBe(1);
      expect(news.scheduled.map((s) => s.title)).toEqual(['予約のお知らせ']);

      const directory = await dashboardData(payload, staff.directory);
      expect(directory.waiting).toBeUndefined();
      expect(directory.imports!.map((i) => [i.directory, i.run?.ok])).toEqual([
        ['accredited-bodies', true],
        ['certified-organisations', false],
      ]);

      const admin = await dashboardData(payload, staff.admin);
      expect(admin.waiting).toBeUndefined();
      expect(admin.audit!.length).toBeGreaterThan(0);
      expect(admin.failedMail!.every((f) => f.count === 0)).toBe(true);
    });
  });
}
