import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

import {
  commitTransaction,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload';

import { adminOrSelf, hasRole, hasRoleField, hiddenUnless, rolesOf, staffRoleLabels, staffRoles } from '@/platform/cms/access';
import { refusal } from '@/platform/cms/refusal';
import { endSignInTurn, takeSignInTurn } from '@/platform/cms/signInTurns';
import { requestClientAddress } from '@/platform/http/clientAddress';
import { allowances, take } from '@/platform/http/rateLimit';

const TOO_MANY =
  'サインインやパスワードの再設定の試行が多すぎます。しばらく時間をおいてから、もう一度お試しください。 / Too many sign-in or password attempts. Please wait a while and try again.';

const LAST_ADMINISTRATOR =
  '管理者が一人もいなくなるため、この変更はできません。先に別のスタッフを管理者にしてください。 / This would leave no administrator. Make another staff member an administrator first.';

const emailOf = (args: { data?: { email?: unknown } }) =>
  String(args.data?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * Sign-in attempts count per account *and* client: an outsider who guesses at a known staff
 * address runs out of attempts from their own address, and the staff member, signing in from
 * theirs, is never locked out by it (Payload's own per-account lock would let anyone keep a staff
 * member out by failing ten times every ten minutes, so it is off). Every client also has a total
 * allowance for all staff addresses, checked by the site's server (src/http-server/guard.ts).
 * Forgotten-password mails are limited per account, so no one can flood a staff inbox.
 */
const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const client = requestClientAddress(req.headers);
    const verdict = await take('staffLogin', allowances.staffLogin(), `${emailOf(args)} ${client}`);
    if (!verdict.allowed) throw refusal(TOO_MANY, 429);
  }
  if (operation === 'forgotPassword') {
    const verdict = await take('staffPasswordMail', allowances.staffPasswordMail(), emailOf(args));
    if (!verdict.allowed) throw refusal(TOO_MANY, 429);
  }
  return args;
};

/** Sign-ins to one account take turns, so none loses the session the other wrote (platform/cms/signInTurns.ts). */
const signInsTakeTurns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') await takeSignInTurn(req, emailOf(args));
  return args;
};
// The turn ends as soon as the session is written (beforeLogin runs right after) and committed: on
// PostgreSQL Payload would commit only after its last hook, and the next sign-in would read the
// list of sessions without this one. Nothing after this point writes but a new password hash.
const sessionWritten: CollectionBeforeLoginHook = async ({ req, user }) => {
  await commitTransaction(req);
  endSignInTurn(req);
  return user;
};
const signInRefused: CollectionAfterErrorHook = ({ req }) => {
  endSignInTurn(req);
};

/**
 * Payload answers a sign-in with an unknown address at once, and a known one after hashing the
 * password (PBKDF2-SHA256, 600,000 rounds): the time told which addresses have accounts. For an
 * address with no account the same hash is computed here, on the password given, so both take
 * the same work and get the same answer.
 */
export const SIGN_IN_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;
const hash = promisify(pbkdf2);

const sameWorkForUnknownAddresses: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const email = emailOf(args);
  const known = email ? await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req }) : null;
  if (!known) await hash(String((args as { data?: { password?: unknown } }).data?.password ?? ''), randomBytes(32).toString('hex'), SIGN_IN_HASH.iterations, SIGN_IN_HASH.keyLength, SIGN_IN_HASH.digest);
  return args;
};

/**
 * The first account (made at the first start, or in /admin on this machine before any exists) is
 * an administrator, whoever makes it: otherwise no one could ever give anyone a role. Runs after
 * field access, which drops roles sent by someone who may not set them.
 */
const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req });
  if (totalDocs > 0) return data;
  const roles = rolesOf(data);
  return { ...data, roles: roles.includes('admin') ? roles : ['admin', ...roles] };
};

const otherAdministrators = async (req: PayloadRequest, id: number | string) =>
  (await req.payload.count({ collection: 'users', where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: id } }] }, overrideAccess: true, req })).totalDocs;

/** Someone can always manage the accounts: the last administrator keeps the role. */
const keepAnAdministrator: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !rolesOf(originalDoc).includes('admin') || rolesOf(data).includes('admin')) return data;
  if ((await otherAdministrators(req, originalDoc.id)) === 0) throw refusal(LAST_ADMINISTRATOR);
  return data;
};

/**
 * A certification body's account reports for one body: its number is required with the role, and
 * the role is held alone (a person of the body's own office has a staff account of their own).
 */
const certificationBodyAlone: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const roles = rolesOf({ roles: data.roles ?? originalDoc?.roles });
  if (!roles.includes('certificationBody')) return data;
  const number = String(data.certificationBodyNumber ?? originalDoc?.certificationBodyNumber ?? '').trim();
  if (!number) throw refusal('認証機関の役割には、その認証機関の認定番号が必要です / The certification body role needs the body’s accreditation number');
  if (roles.length > 1) throw refusal('認証機関の役割は、ほかの役割と一緒には付けられません / The certification body role cannot be held with another role');
  return data;
};

/** …and the last administrator's account stays. */
const keepTheLastAdministrator: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true });
  if (account && rolesOf(account).includes('admin') && (await otherAdministrators(req, id)) === 0) throw refusal(LAST_ADMINISTRATOR);
};

const administrators = hasRoleField('admin');

/**
 * Staff accounts for /admin. The public never signs in. The administrator makes and removes
 * accounts and gives each its roles; every other staff member sees only their own account, where
 * they change their name and password, never their e-mail address or roles.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ja: 'スタッフ', en: 'Staff member' }, plural: { ja: 'スタッフ', en: 'Staff' } },
  auth: {
    maxLoginAttempts: 0,
    // Sent only over HTTPS when the site is served over it; never to other sites' requests.
    cookies: { secure: (process.env.SITE_URL ?? '').startsWith('https://'), sameSite: 'Lax' },
  },
  // Everyone reaches their own account from the account menu; the list of staff is the administrator's.
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], hidden: hiddenUnless('admin') },
  access: {
    read: adminOrSelf,
    create: hasRole('admin'),
    update: adminOrSelf,
    delete: hasRole('admin'),
    unlock: hasRole('admin'),
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [throttleSignIn, sameWorkForUnknownAddresses, signInsTakeTurns],
    beforeLogin: [sessionWritten],
    afterError: [signInRefused],
    beforeChange: [firstAccountIsAdministrator, keepAnAdministrator, certificationBodyAlone],
    beforeDelete: [keepTheLastAdministrator],
  },
  fields: [
    { name: 'name', type: 'text', label: { ja: '氏名', en: 'Name' } },
    // Payload's own e-mail field, with who may change it: the address is how a staff member signs in.
    { name: 'email', type: 'email', required: true, unique: true, label: { ja: 'メールアドレス', en: 'Email' }, access: { update: administrators } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      label: { ja: '役割', en: 'Roles' },
      options: staffRoles.map((value) => ({ value, label: staffRoleLabels[value] })),
      access: { create: administrators, update: administrators },
      admin: {
        description: {
          ja: '複数選択できます。管理者：スタッフのアカウントと役割の管理。編集者：ページ、お知らせ・パブリックコメント・文書改訂のお知らせ・文書・様式・採用情報、ナビゲーション、協会の基本情報・認定サービス、メディア・ファイル、役員等名簿、記念寄稿、リダイレクトの編集と公開（公開予約を含む）。名簿管理者：認定適合性評価機関と認証組織の名簿（CSVの取り込みを含む）と認証件数の管理、認定証のPDFなどのメディア・ファイルの追加。問合せ担当者：お問い合わせと苦情申立ての確認と対応状況の記録（削除はできません）。認証機関：一つの認証機関のアカウントです（下に認定番号を入力します）。自機関の認証組織の報告の確認・反映と、その履歴の閲覧だけができます。ほかの役割と一緒には付けません。',
          en: 'Choose one or more. Administrator: staff accounts and their roles. Editor: writes and publishes (or schedules) pages, news, public comments, document revisions, documents and forms, recruitment, the navigation, the organisation and scheme information, media and files, the roster, contributions and redirects. Directory manager: the accredited bodies and certified organisations (CSV imports included) and the certification counts; adds media and files such as certificate PDFs. Inquiry handler: reads inquiries and complaints and records how they are handled (never deletes them). Certification body: an account for one certification body (give its accreditation number below), which previews, confirms and reads its own reports to the certified-organisation register and nothing else; give it no other role.',
        },
      },
    },
    {
      name: 'certificationBodyNumber',
      type: 'text',
      maxLength: 40,
      label: { ja: '認証機関の認定番号（認証機関の役割のとき）', en: 'Certification body’s accreditation number (for the certification body role)' },
      access: { create: administrators, update: administrators },
      admin: { condition: (data) => Array.isArray(data?.roles) && data.roles.includes('certificationBody') },
    },
  ],
};
