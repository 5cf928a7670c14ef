/**
 * Sign-ins to one account take turns within a process.
 *
 * Payload records each sign-in as a session on the account, so that signing out ends that
 * session's token: it reads the account, checks the password (about 0.2 s of PBKDF2), adds the
 * session to the list it read and writes the whole list back. Two sign-ins to one account at the
 * same moment each wrote back the list it had read, and the session of the first was lost: its
 * token was refused (403) although its sign-in had answered 200. The browser suite, whose tests
 * sign in to one staff account in parallel, met it; a script or two tabs could too.
 *
 * A sign-in waits for the one before it to the same address (known or not, so the wait tells
 * nothing of which addresses have accounts), and then has at most {@link TURN_MS}: a turn ends as
 * soon as the session is written and committed (the users collection's beforeLogin hook commits
 * Payload's transaction, on PostgreSQL, before it ends the turn: an uncommitted list of sessions is
 * not what the next sign-in reads), when Payload's REST sign-in
 * is refused (afterError), when a caller of the local API has its answer (the site's sign-in
 * page ends its turn itself), or after {@link TURN_MS} whatever happened.
 */

import { processWide } from '../processWide';

export const TURN_MS = 2_000;

type Turns = { tails: Map<string, Promise<void>>; ends: WeakMap<object, () => void> };

// Next bundles the CMS's routes and the site's sign-in page apart: both must see the same turns.
const turns = () => processWide<Turns>('sign-in-turns', () => ({ tails: new Map(), ends: new WeakMap() }));

/** Waits for the turn of this sign-in (`req` is the operation's request, `email` the address). */
export async function takeSignInTurn(req: object, email: string): Promise<void> {
  const { tails, ends } = turns();
  const key = email.trim().toLowerCase();
  const before = tails.get(key) ?? Promise.resolve();
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const turn: { timer?: NodeJS.Timeout } = {};
  const tail = before.then(() => done);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  ends.set(req, () => {
    clearTimeout(turn.timer);
    finish();
  });
  await before;
  // The turn lasts from when it begins, however long the sign-ins before it took.
  turn.timer = setTimeout(() => finish(), TURN_MS);
  turn.timer.unref();
}

/** Ends the turn of this sign-in, if it took one. */
export function endSignInTurn(req: object): void {
  const { ends } = turns();
  ends.get(req)?.();
  ends.delete(req);
}
