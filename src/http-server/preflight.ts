import { withSqlClient } from '../platform/db/client';
import { databaseUrl } from '../platform/env';
import { objectStorageProblems } from '../platform/cms/objectStorage';
import { signingKeyProblems } from '../platform/signing/keys';

/**
 * What must hold before the site takes requests from the internet. In production on an address
 * other than this machine's own, the server refuses to start without the public address
 * (SITE_URL: links, feeds, the origin form posts must come from, Secure cookies), its own
 * PAYLOAD_SECRET (a generated one would sign staff sessions with a key kept beside the data),
 * the keys credentials and signed answers are signed with (CREDENTIAL_SIGNING_KEYS),
 * and at least one staff account (otherwise /admin would let whoever comes first create one).
 */

export const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '::1' || /^127\./.test(hostname);

/** Staff accounts in the database, or the reason they cannot be counted. */
async function staffAccounts(): Promise<number | string> {
  try {
    const rows = await withSqlClient(databaseUrl(), (client) => client.query<{ n: unknown }>('SELECT count(*) AS n FROM users'));
    return Number(rows[0]?.n ?? 0);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function productionProblems(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const problems: string[] = [];
  if (!env.SITE_URL) problems.push('SITE_URL is not set: give the public address of the site, such as https://www.example.jp.');
  else if (!/^https?:\/\/[^/]+\/?$/.test(env.SITE_URL)) problems.push('SITE_URL must be an origin such as https://www.example.jp, with no path.');
  if (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32)
    problems.push('PAYLOAD_SECRET is not set or shorter than 32 characters: generate one, for example with `openssl rand -hex 32`.');
  problems.push(...objectStorageProblems(env));
  // Credentials and signed answers are checked against these keys for years: never a throwaway one in production.
  problems.push(...signingKeyProblems(env.CREDENTIAL_SIGNING_KEYS));
  const staff = await staffAccounts();
  if (typeof staff === 'string') problems.push(`The staff accounts could not be counted (${staff}): run \`npm run migrate\` against this database first.`);
  else if (staff === 0) {
    problems.push(
      'No staff account exists: create the first one with CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD and run `npm run db:prepare` (or `npm start`) before opening the site to the network.',
    );
  }
  return problems;
}
