import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

import type { Payload } from 'payload';

import { seed } from '../../src/payload/seed';
import { officeRoles } from '../../src/platform/cms/access';

/** Applies every committed migration, then seeds an empty database. */
export async function migrateAndSeed(payload: Payload) {
  await payload.db.migrate();
  return seed(payload);
}

async function prompt(question: string, hidden = false): Promise<string> {
  // For a password, the terminal echoes nothing once the question is shown: readline writes
  // through a stream that passes the question on and drops the echo of each key.
  let muted = false;
  const output = hidden
    ? new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (!muted) stdout.write(chunk);
          done();
        },
      })
    : stdout;
  const rl = createInterface({ input: stdin, output, terminal: true });
  const asked = rl.question(question);
  muted = hidden;
  const answer = await asked;
  rl.close();
  if (hidden) stdout.write('\n');
  return answer.trim();
}

export type StaffAccountOutcome = 'exists' | 'created-from-env' | 'created-from-prompt' | 'pending';

/**
 * The first staff account: from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or asked for on a
 * terminal. Without either, /admin asks for it on the first visit. It holds every role: the
 * person who sets the site up can do everything at once, and gives the others accounts with the
 * roles their work needs (the tests sign in with it too).
 */
export async function ensureFirstStaffAccount(payload: Payload): Promise<StaffAccountOutcome> {
  const { totalDocs } = await payload.count({ collection: 'users' });
  if (totalDocs > 0) return 'exists';
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (email && password) {
    await payload.create({ collection: 'users', data: { email, password, name: 'Administrator', roles: [...officeRoles] } });
    return 'created-from-env';
  }
  if (!stdin.isTTY || process.env.CI) return 'pending';
  stdout.write('\nNo staff account exists yet. Create the first one for /admin (leave the e-mail empty to skip).\n');
  const promptedEmail = await prompt('E-mail: ');
  if (!promptedEmail) return 'pending';
  let promptedPassword = '';
  while (promptedPassword.length < 12) {
    promptedPassword = await prompt('Password (12 characters or more): ', true);
  }
  await payload.create({ collection: 'users', data: { email: promptedEmail, password: promptedPassword, name: 'Administrator', roles: [...officeRoles] } });
  return 'created-from-prompt';
}
