import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';

import { authenticated } from '@/platform/cms/access';
import { requestClientAddress } from '@/platform/http/clientAddress';
import { allowances, take } from '@/platform/http/rateLimit';

const TOO_MANY =
  'サインインやパスワードの再設定の試行が多すぎます。しばらく時間をおいてから、もう一度お試しください。 / Too many sign-in or password attempts. Please wait a while and try again.';

const emailOf = (args: { data?: { email?: unknown } }) =>
  String(args.data?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * Sign-in attempts count per account *and* client: an outsider who guesses at a known staff
 * address runs out of attempts from their own address, and the staff member, signing in from
 * theirs, is never locked out by it (Payload's own per-account lock would let anyone keep a staff
 * member out by failing ten times every ten minutes, so it is off). Every client also has a total
 * allowance for all staff addresses, checked by the site's server (src/server/guard.ts).
 * Forgotten-password mails are limited per account, so no one can flood a staff inbox.
 */
const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const client = requestClientAddress(req.headers);
    const verdict = await take('staffLogin', allowances.staffLogin(), `${emailOf(args)} ${client}`);
    if (!verdict.allowed) throw new APIError(TOO_MANY, 429, undefined, true);
  }
  if (operation === 'forgotPassword') {
    const verdict = await take('staffPasswordMail', allowances.staffPasswordMail(), emailOf(args));
    if (!verdict.allowed) throw new APIError(TOO_MANY, 429, undefined, true);
  }
  return args;
};

/** Staff accounts for /admin. The public never signs in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ja: 'スタッフ', en: 'Staff member' }, plural: { ja: 'スタッフ', en: 'Staff' } },
  auth: {
    maxLoginAttempts: 0,
    // Sent only over HTTPS when the site is served over it; never to other sites' requests.
    cookies: { secure: (process.env.SITE_URL ?? '').startsWith('https://'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email'] },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated, admin: ({ req }) => Boolean(req.user) },
  hooks: { beforeOperation: [throttleSignIn] },
  fields: [{ name: 'name', type: 'text', label: { ja: '氏名', en: 'Name' } }],
};
