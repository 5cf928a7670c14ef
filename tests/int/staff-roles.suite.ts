import { type Access, createLocalReq, handleEndpoints, type Payload, type PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '@/payload-types';
import type { StaffRole } from '@/platform/cms/access';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/clientAddress';

import type { startTestPayload } from '@tests/support/payload';

/**
 * Who may do what, role by role, on every collection, global and import endpoint: the rules of
 * src/platform/cms/access.ts as Payload applies them (its access functions, its admin navigation,
 * its local API and its REST handler).
 */

let payload: Payload;
let stop: () => Promise<void>;
const password = 'int-test-password';

/** Staff accounts by what they hold: each role alone, and none. */
type Staff = StaffRole | 'none';
const accounts = {} as Record<Staff, User>;
const tokens = {} as Record<Staff, string>;

const context = { disableRevalidate: true };

/** The whole suite against one database (SQLite or PostgreSQL: see the two test files). */
export function staffRolesSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    ({ payload, stop } = await start());
    // The first account, as /admin makes it on a new site: no role asked for.
    accounts.admin = await payload.create({ collection: 'users', data: { email: 'first@example.invalid', password, name: '最初の職員' } });
    for (const role of ['editor', 'directory', 'inquiries'] as const) {
      accounts[role] = await payload.create({ collection: 'users', data: { email: `${role}@example.invalid`, password, roles: [role] } });
    }
    accounts.none = await payload.create({ collection: 'users', data: { email: 'none@example.invalid', password } });
    // A certification body's own account, as the administrator makes one: the role and the body's number.
    accounts.certificationBody = await payload.create({
      collection: 'users',
      data: { email: 'cb@example.invalid', password, roles: ['certificationBody'], certificationBodyNumber: 'ROLE0001' },
    });
    for (const [who, user] of Object.entries(accounts) as [Staff, User][]) {
      const { token } = await payload.login({
        collection: 'users',
        data: { email: user.email, password },
        req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.10' }) },
      });
      tokens[who] = token!;
    }
  });
  afterAll(async () => stop());

  /** Who asks: the public through the REST API, the site's own pages (local API, no one signed in), or a staff member. */
  type Who = 'public' | 'site' | Staff;
  const columns: Who[] = ['public', 'site', 'none', 'admin', 'editor', 'directory', 'inquiries', 'certificationBody'];

  async function requestOf(who: Who): Promise<PayloadRequest> {
    if (who === 'public') return createLocalReq({ req: { payloadAPI: 'REST' } }, payload);
    if (who === 'site') return createLocalReq({}, payload);
    return createLocalReq({ user: { ...accounts[who], collection: 'users' } }, payload);
  }

  /** Y allowed, - refused, P published (and due) documents only, O the staff member's own account only. */
  async function verdict(access: Access | undefined, req: PayloadRequest): Promise<string> {
    if (!access) return '?';
    const result = await access({ req });
    if (result === true) return 'Y';
    if (!result) return '-';
    const where = JSON.stringify(result);
    return where.includes('_status') ? 'P' : where.includes('"id"') ? 'O' : 'W';
  }

  // Each cell: read, create, update, delete.
  // prettier-ignore
  const collections: Record<string, string[]> = {
    //                          public  site    none    admin   editor  directory inquiries certificationBody
    pages:                     ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    news:                      ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    'public-comments':         ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    'document-revisions':      ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    documents:                 ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    'job-postings':            ['P---', 'P---', 'P---', 'P---', 'YYYY', 'P---', 'P---', 'P---'],
    files:                     ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'YY--', 'Y---', 'Y---'],
    media:                     ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'YY--', 'Y---', 'Y---'],
    'roster-entries':          ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'Y---', 'Y---', 'Y---'],
    schemes:                   ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'Y---', 'Y---', 'Y---'],
    contributions:             ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'Y---', 'Y---', 'Y---'],
    redirects:                 ['Y---', 'Y---', 'Y---', 'Y---', 'YYYY', 'Y---', 'Y---', 'Y---'],
    'accredited-bodies':       ['----', 'Y---', '----', '----', '----', 'YYYY', '----', '----'],
    'certified-organisations': ['----', 'Y---', '----', '----', '----', 'YYYY', '----', '----'],
    inquiries:                 ['----', '----', '----', '----', '----', '----', 'Y-Y-', '----'],
    complaints:                ['----', '----', '----', '----', '----', '----', 'Y-Y-', '----'],
    'form-drafts':             ['----', '----', '----', '----', '----', '----', '----', '----'],
    users:                     ['----', '----', 'O-O-', 'YYYY', 'O-O-', 'O-O-', 'O-O-', 'O-O-'],
    'import-runs':             ['----', '----', '----', 'Y---', '----', 'Y---', '----', '----'],
    'import-leases':           ['----', '----', '----', '----', '----', '----', '----', '----'],
    'audit-log':               ['----', '----', '----', 'Y---', '----', '----', '----', '----'],
    'validity-history':        ['----', 'Y---', '----', 'Y---', '----', 'Y-Y-', '----', '----'],
    'bulk-checks':             ['----', '----', '----', '----', '----', '----', '----', '----'],
    // The register's other changes (details, deletions) for /api/v1/changes: written by the site's hooks and imports only.
    'register-edits':          ['----', '----', '----', '----', '----', '----', '----', '----'],
    // Alerts by mail: no one reads an address or what it follows; administrators see counts on the dashboard.
    'alert-addresses':         ['----', '----', '----', '----', '----', '----', '----', '----'],
    'alert-subscriptions':     ['----', '----', '----', '----', '----', '----', '----', '----'],
    'alert-queue':             ['----', '----', '----', '----', '----', '----', '----', '----'],
    'certificate-reports':     ['----', 'Y---', '----', 'Y---', '----', 'Y---', '----', 'W---'],
    // Credentials: the status-list positions and the documents sent to /verify/check are the site's own tables.
    'credential-status-entries': ['----', '----', '----', '----', '----', '----', '----', '----'],
    'document-checks':         ['----', '----', '----', '----', '----', '----', '----', '----'],
    // The open data's daily files are recorded by the site's own job; their files are public, the records are not edited.
    'open-data-snapshots':     ['----', '----', '----', '----', '----', '----', '----', '----'],
  };

  // Each cell: read, update.
  // prettier-ignore
  const globals: Record<string, string[]> = {
    //                          public  site    none    admin   editor  directory inquiries certificationBody
    // The site menu has drafts: visitors and other roles read the published menu only.
    navigation:                ['P-', 'P-', 'P-', 'P-', 'YY', 'P-', 'P-', 'P-'],
    organisation:              ['Y-', 'Y-', 'Y-', 'Y-', 'YY', 'Y-', 'Y-', 'Y-'],
    'accreditation-flow':      ['Y-', 'Y-', 'Y-', 'Y-', 'YY', 'Y-', 'Y-', 'Y-'],
    'certification-counts':    ['Y-', 'Y-', 'Y-', 'Y-', 'Y-', 'YY', 'Y-', 'Y-'],
    retention:                 ['--', '--', '--', 'YY', '--', '--', '--', '--'],
  };

  /** What each staff member finds in the /admin navigation and dashboard: only the work of their roles. */
  const navigation: Record<Staff, string[]> = {
    none: [],
    admin: ['users', 'audit-log', 'certificate-reports', 'import-runs', 'validity-history', 'retention'],
    editor: [
      'pages',
      'news',
      'public-comments',
      'document-revisions',
      'documents',
      'job-postings',
      'files',
      'media',
      'roster-entries',
      'schemes',
      'contributions',
      'redirects',
      'navigation',
      'organisation',
      'accreditation-flow',
    ],
    directory: ['files', 'media', 'accredited-bodies', 'certified-organisations', 'certificate-reports', 'certification-counts', 'import-runs', 'validity-history'],
    inquiries: ['inquiries', 'complaints'],
    certificationBody: ['certificate-reports'],
  };

  describe('the table of who may do what', () => {
    it('covers every collection and global of the configuration', () => {
      const own = payload.config.collections.map((c) => c.slug).filter((slug) => !slug.startsWith('payload-'));
      expect(own.sort()).toEqual(Object.keys(collections).sort());
      expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(globals).sort());
    });

    it('holds for every collection, role by role', async () => {
      const actual: Record<string, string[]> = {};
      for (const slug of Object.keys(collections)) {
        const { access } = payload.collections[slug as 'pages'].config;
        actual[slug] = [];
        for (const who of columns) {
          const req = await requestOf(who);
          actual[slug].push((await Promise.all([access.read, access.create, access.update, access.delete].map((a) => verdict(a, req)))).join(''));
        }
      }
      expect(actual).toEqual(collections);
    });

    it('holds for every global, role by role', async () => {
      const actual: Record<string, string[]> = {};
      for (const slug of Object.keys(globals)) {
        const { access } = payload.globals.config.find((g) => g.slug === slug)!;
        actual[slug] = [];
        for (const who of columns) {
          const req = await requestOf(who);
          actual[slug].push((await Promise.all([access.read, access.update].map((a) => verdict(a, req)))).join(''));
        }
      }
      expect(actual).toEqual(globals);
    });

    it('lets only editors read the versions of pages, information items and the site menu', async () => {
      for (const entity of [...payload.config.collections.filter((c) => c.versions), ...payload.config.globals.filter((g) => g.versions)]) {
        for (const who of columns) {
          expect(await verdict(entity.access.readVersions, await requestOf(who)), `${entity.slug} ${who}`).toBe(who === 'editor' ? 'Y' : '-');
        }
      }
    });

    it('shows each role only its own collections and globals in /admin', async () => {
      for (const who of Object.keys(navigation) as Staff[]) {
        const req = await requestOf(who);
        const shown: string[] = [];
        // As Payload builds the navigation: what the user may read and is not hidden from them.
        for (const entity of [...payload.config.collections, ...payload.config.globals]) {
          const hidden = entity.admin.hidden;
          const isHidden = typeof hidden === 'function' ? hidden({ user: req.user as never }) : Boolean(hidden);
          if (!isHidden && (await verdict(entity.access.read, req)) !== '-') shown.push(entity.slug);
        }
        expect(shown.sort(), who).toEqual([...navigation[who]].sort());
      }
    });
  });

  describe('staff accounts', () => {
    it('make the first account an administrator, and no other account anything unasked', async () => {
      expect(accounts.admin.roles).toEqual(['admin']);
      expect(accounts.none.roles ?? []).toEqual([]);
      expect(accounts.editor.roles).toEqual(['editor']);
    });

    it('let a staff member change their own name and password, never their roles or address', async () => {
      const own = await payload.update({
        collection: 'users',
        id: accounts.editor.id,
        overrideAccess: false,
        user: accounts.editor,
        data: { name: '編集 花子', roles: ['admin', 'editor', 'directory', 'inquiries'], email: 'elsewhere@example.invalid', password: 'a-new-int-test-password' },
      });
      expect(own.name).toBe('編集 花子');
      expect(own.roles).toEqual(['editor']);
      expect(own.email).toBe('editor@example.invalid');
      // The new password signs in (and the tests below go on with this session: the change ended the old one).
      const { token } = await payload.login({ collection: 'users', data: { email: 'editor@example.invalid', password: 'a-new-int-test-password' } });
      tokens.editor = token!;
    });

    it('keep other accounts from anyone but the administrator', async () => {
      const seen = await payload.find({ collection: 'users', overrideAccess: false, user: accounts.inquiries });
      expect(seen.docs.map((u) => u.email)).toEqual(['inquiries@example.invalid']);
      await expect(payload.update({ collection: 'users', id: accounts.none.id, overrideAccess: false, user: accounts.inquiries, data: { name: 'x' } })).rejects.toThrow();
      await expect(
        payload.create({ collection: 'users', overrideAccess: false, user: accounts.editor, data: { email: 'new@example.invalid', password, roles: ['editor'] } }),
      ).rejects.toThrow();
      await expect(payload.delete({ collection: 'users', id: accounts.none.id, overrideAccess: false, user: accounts.directory })).rejects.toThrow();
    });

    it('let the administrator make accounts and give them roles', async () => {
      const made = await payload.create({
        collection: 'users',
        overrideAccess: false,
        user: accounts.admin,
        data: { email: 'second-admin@example.invalid', password, roles: ['editor'] },
      });
      expect(made.roles).toEqual(['editor']);
      const promoted = await payload.update({ collection: 'users', id: made.id, overrideAccess: false, user: accounts.admin, data: { roles: ['admin', 'editor'] } });
      expect(promoted.roles).toEqual(['admin', 'editor']);
      await payload.delete({ collection: 'users', id: made.id, overrideAccess: false, user: accounts.admin });
    });

    it('never leave the site without an administrator', async () => {
      // Changing anything else of the last administrator's account is fine.
      await expect(payload.update({ collection: 'users', id: accounts.admin.id, overrideAccess: false, user: accounts.admin, data: { name: '管理 太郎' } })).resolves.toBeTruthy();
      await expect(payload.update({ collection: 'users', id: accounts.admin.id, overrideAccess: false, user: accounts.admin, data: { roles: ['editor'] } })).rejects.toThrow(
        /管理者が一人もいなくなる/,
      );
      await expect(payload.delete({ collection: 'users', id: accounts.admin.id, overrideAccess: false, user: accounts.admin })).rejects.toThrow(/管理者が一人もいなくなる/);
      expect((await payload.findByID({ collection: 'users', id: accounts.admin.id })).roles).toEqual(['admin']);
    });
  });

  describe('each role at its work', () => {
    it('shows visitors and other staff published pages only, and editors the drafts', async () => {
      const page = await payload.create({ collection: 'pages', context, data: { title: '公開中', slug: 'roles-int', _status: 'published' } });
      await payload.update({ collection: 'pages', id: page.id, draft: true, context, data: { title: '下書き' } });
      const titleFor = async (draft: boolean, user?: User) =>
        (await payload.find({ collection: 'pages', where: { slug: { equals: 'roles-int' } }, draft, overrideAccess: false, ...(user ? { user } : {}) })).docs[0]?.title;
      expect(await titleFor(false)).toBe('公開中');
      expect(await titleFor(false, accounts.directory)).toBe('公開中');
      // Asking for the latest draft finds nothing a visitor may read.
      expect(await titleFor(true)).toBeUndefined();
      expect(await titleFor(true, accounts.directory)).toBeUndefined();
      expect(await titleFor(true, accounts.editor)).toBe('下書き');
      await expect(payload.findVersions({ collection: 'pages', overrideAccess: false, user: accounts.inquiries })).rejects.toThrow();
      await expect(payload.findVersions({ collection: 'pages', overrideAccess: false, user: accounts.editor })).resolves.toBeTruthy();
    });

    it('keeps directory managers and inquiry handlers from changing pages', async () => {
      const page = await payload.create({ collection: 'pages', context, data: { title: '役割の確認', slug: 'roles-keep-int', _status: 'published' } });
      await expect(payload.update({ collection: 'pages', id: page.id, context, overrideAccess: false, user: accounts.directory, data: { title: 'x' } })).rejects.toThrow();
      await expect(payload.delete({ collection: 'pages', id: page.id, context, overrideAccess: false, user: accounts.inquiries })).rejects.toThrow();
      await expect(
        payload.update({ collection: 'pages', id: page.id, context, overrideAccess: false, user: accounts.editor, data: { title: '役割の確認（編集済み）' } }),
      ).resolves.toBeTruthy();
    });

    it('lets only inquiry handlers read submissions, and change nothing but their handling', async () => {
      const inquiry = await payload.create({
        collection: 'inquiries',
        data: {
          receiptNumber: 'R-ROLES-1',
          status: 'new',
          locale: 'ja',
          draftToken: 'roles-int',
          name: '問合 一郎',
          email: 'asker@example.invalid',
          category: 'other',
          subject: '件名',
          message: '元の内容',
        },
      });
      await expect(payload.find({ collection: 'complaints', overrideAccess: false, user: accounts.editor })).rejects.toThrow();
      await expect(payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: accounts.admin })).rejects.toThrow();
      const handled = await payload.update({
        collection: 'inquiries',
        id: inquiry.id,
        overrideAccess: false,
        user: accounts.inquiries,
        data: { status: 'handled', staffNote: '電話で回答しました。', message: '書き換えた内容', receiptNumber: 'R-FORGED' },
      });
      expect([handled.status, handled.staffNote, handled.message, handled.receiptNumber]).toEqual(['handled', '電話で回答しました。', '元の内容', 'R-ROLES-1']);
      await expect(payload.delete({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: accounts.inquiries })).rejects.toThrow();
    });

    it('keeps the directories from the public REST API and from staff whose work they are not, and open to the site', async () => {
      const rest = (who: Staff | 'public', path: string) =>
        handleEndpoints({
          config: payload.config,
          request: new Request(`http://localhost:3000/api${path}`, { headers: who === 'public' ? {} : { Authorization: `JWT ${tokens[who]}` } }),
        });
      expect((await rest('public', '/accredited-bodies')).status).toBe(403);
      expect((await rest('editor', '/certified-organisations')).status).toBe(403);
      expect((await rest('directory', '/accredited-bodies')).status).toBe(200);
      expect((await rest('editor', '/complaints')).status).toBe(403);
      expect((await rest('inquiries', '/complaints')).status).toBe(200);
      // The site's own pages and the open API read through the local API, with no one signed in.
      await expect(payload.find({ collection: 'accredited-bodies', overrideAccess: false, limit: 1 })).resolves.toBeTruthy();
    });
  });

  describe('the import endpoints', () => {
    const bodiesHeader =
      'accreditation_number,old_accreditation_number,scheme,inspection_type,name_ja,name_en,abbreviation_ja,abbreviation_en,contact_address_ja,contact_address_en,tel,url,initial_date,renewal_date,expiry_date,revised_date,prefecture,country,classification,suspension_start,suspension_end,ended_on,end_kind,accepts_external_testing,accepts_external_calibration,sample';
    const bodiesCsv = `${bodiesHeader}\r\nROLE0001,,management_system,,役割試験認証センター（サンプル）,Role Test Certification Centre (Sample),,,,,03-0000-1234,https://roles.example.invalid/,2024-04-01,,2030-03-31,,13,,,,,,,,,1\r\n`;
    const registerCsv =
      'body_number,certificate_number,organisation_name,body_name,first_registered_on,expires_on,standards,scope,prefecture,sample\r\nROLE0001,ROLE-CERT-1,役割試験株式会社（サンプル）,役割試験認証センター（サンプル）,2024-04-01,2030-03-31,QMS,金属加工,13,はい\r\n';

    /** A POST as it reaches Payload's REST handler, with the staff member's token (or none). */
    async function post(who: Staff | 'public', path: string, body: Response): Promise<Response> {
      const bytes = Buffer.from(await body.arrayBuffer());
      const headers = new Headers({ 'content-type': body.headers.get('content-type')!, 'content-length': String(bytes.byteLength) });
      if (who !== 'public') headers.set('authorization', `JWT ${tokens[who]}`);
      return handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${path}`, { method: 'POST', headers, body: bytes }) });
    }
    const bodiesForm = () => {
      const form = new FormData();
      form.append('bodies', new Blob([bodiesCsv], { type: 'text/csv' }), 'bodies.csv');
      return new Response(form);
    };
    const register = () => new Response(registerCsv, { headers: { 'content-type': 'text/csv' } });

    it('refuse visitors and every staff member who is not a directory manager, before reading the file', async () => {
      for (const [path, body] of [
        ['/accredited-bodies/import', bodiesForm],
        ['/certificate-reports/preview', register],
      ] as const) {
        expect((await post('public', path, body())).status, path).toBe(401);
        const refused = path === '/accredited-bodies/import' ? (['none', 'admin', 'editor', 'inquiries', 'certificationBody'] as const) : (['none', 'admin', 'editor', 'inquiries'] as const);
        for (const who of refused) expect((await post(who, path, body())).status, `${path} ${who}`).toBe(403);
      }
      expect((await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'ROLE0001' } } })).totalDocs).toBe(0);
    });

    it('import for a directory manager: a report is previewed, then confirmed', async () => {
      const bodies = await post('directory', '/accredited-bodies/import', bodiesForm());
      expect(bodies.status).toBe(200);
      expect(await bodies.json()).toMatchObject({ ok: true, created: 1 });
      const previewed = await post('directory', '/certificate-reports/preview', register());
      const preview = (await previewed.json()) as { ok: boolean; errors: unknown[]; reportId: number; created: number };
      expect([previewed.status, preview.errors, preview.created]).toEqual([200, [], 1]);
      expect((await payload.count({ collection: 'certified-organisations' })).totalDocs).toBe(0);
      const confirmed = await post('directory', `/certificate-reports/${preview.reportId}/confirm`, new Response('{}', { headers: { 'content-type': 'application/json' } }));
      expect(confirmed.status).toBe(200);
      expect((await payload.count({ collection: 'certified-organisations' })).totalDocs).toBe(1);
    });

    it('let a certification body’s account send, confirm and read its own reports and nothing else', async () => {
      const json = () => new Response('{}', { headers: { 'content-type': 'application/json' } });
      const get = (who: Staff, path: string) =>
        handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${path}`, { headers: { Authorization: `JWT ${tokens[who]}` } }) });
      // Its own rows: previewed and confirmed, received today whatever it says.
      const own = await post('certificationBody', '/certificate-reports/preview', register());
      const preview = (await own.json()) as { reportId: number; receivedOn: string; ok: boolean };
      expect([own.status, preview.ok]).toEqual([200, true]);
      expect((await post('certificationBody', `/certificate-reports/${preview.reportId}/confirm`, json())).status).toBe(200);
      // Another body's rows are refused line by line.
      const otherCsv = registerCsv.replace('ROLE0001,ROLE-CERT-1', 'OTHER0002,OTHER-CERT-1');
      const other = await post('certificationBody', '/certificate-reports/preview', new Response(otherCsv, { headers: { 'content-type': 'text/csv' } }));
      expect(other.status).toBe(400);
      expect(((await other.json()) as { errors: { column: string }[] }).errors[0]?.column).toBe('body_number');
      // Another body's report, sent by the directory manager, is neither its to read nor to confirm or cancel.
      const staffPreview = (await (await post('directory', '/certificate-reports/preview', new Response(otherCsv, { headers: { 'content-type': 'text/csv' } }))).json()) as { reportId: number };
      expect((await post('certificationBody', `/certificate-reports/${staffPreview.reportId}/confirm`, json())).status).toBe(404);
      expect((await post('certificationBody', `/certificate-reports/${staffPreview.reportId}/cancel`, json())).status).toBe(404);
      expect((await get('certificationBody', `/certificate-reports/${staffPreview.reportId}/ending`)).status).toBe(404);
      expect((await get('directory', `/certificate-reports/${staffPreview.reportId}/ending`)).status).toBe(200);
      const listed = (await (await get('certificationBody', '/certificate-reports?limit=100&depth=0')).json()) as { docs: { bodyNumber: string | null }[] };
      expect(listed.docs.length).toBeGreaterThan(0);
      expect(listed.docs.every((d) => d.bodyNumber === 'ROLE0001')).toBe(true);
      expect((await get('certificationBody', `/certificate-reports/${staffPreview.reportId}`)).status).toBe(404);
      // The register itself, the CMS and the submissions stay closed to it.
      for (const path of ['/certified-organisations', '/accredited-bodies', '/inquiries', '/complaints', '/audit-log', '/import-runs', '/validity-history', '/users?limit=100']) {
        const response = await get('certificationBody', path);
        if (path.startsWith('/users')) expect(((await response.json()) as { docs: unknown[] }).docs, path).toHaveLength(1);
        else expect(response.status, path).toBe(403);
      }
      await post('directory', `/certificate-reports/${staffPreview.reportId}/cancel`, json());
    });

    it('keep the certification body role apart from every other role, and tied to a number', async () => {
      const refusal = (data: Record<string, unknown>) =>
        payload.create({ collection: 'users', overrideAccess: false, user: accounts.admin, data: { password, ...data } as never }).then(
          () => 'saved',
          (error: Error) => error.message,
        );
      expect(await refusal({ email: 'cb2@example.invalid', roles: ['certificationBody'] })).toMatch(/認定番号が必要/);
      expect(await refusal({ email: 'cb3@example.invalid', roles: ['certificationBody', 'directory'], certificationBodyNumber: 'ROLE0001' })).toMatch(/ほかの役割と一緒には/);
      // Nor can the account give itself another body's number.
      const changed = await payload.update({
        collection: 'users',
        id: accounts.certificationBody.id,
        overrideAccess: false,
        user: accounts.certificationBody,
        data: { certificationBodyNumber: 'OTHER0002' },
      });
      expect(changed.certificationBodyNumber).toBe('ROLE0001');
    });
  });
}
