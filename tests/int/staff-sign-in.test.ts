import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { IncomingMessage } from 'node:http';

import { endSignInTurn } from '@/platform/cms/signInTurns';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/clientAddress';
import { signedInStaff } from '@/http-server/guard';

import { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
const email = 'signin-staff@example.invalid';
const password = 'a-long-staff-password';

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  await payload.create({ collection: 'users', data: { email, password } });
});
afterAll(async () => stop());

/** Payload's local sign-in as the site's sign-in page makes it: ending its turn once answered (platform/cms/signInTurns.ts). */
async function login(address: string, pass: string, client: string) {
  const req = { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: client }) };
  try {
    return await payload.login({ collection: 'users', data: { email: address, password: pass }, req });
  } finally {
    endSignInTurn(req);
  }
}

/** A sign-in as it arrives from the site's server: the client address on its header. */
const signIn = (client: string, pass: string) => login(email, pass, client);

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

describe('staff sign-in', () => {
  it('stops an outsider guessing at a staff address, without locking the staff member out', async () => {
    const outsider = [];
    for (let i = 0; i < 12; i++) outsider.push(await statusOf(signIn('198.51.100.66', `guess-${i}`)));
    // Five wrong guesses are answered as wrong; from then on the outsider's attempts are refused.
    expect(outsider.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(outsider.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right password from the outsider's address is refused for now…
    expect(await statusOf(signIn('198.51.100.66', password))).toBe(429);
    // …while the staff member, from their own address, signs in at once.
    expect(await statusOf(signIn('203.0.113.10', password))).toBe(200);
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs;
    expect((user as { lockUntil?: string | null }).lockUntil ?? null).toBeNull();
  });

  it('sends at most three forgotten-password mails an hour for one account', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        await statusOf(
          payload.forgotPassword({
            collection: 'users',
            data: { email: 'someone-else@example.invalid' },
            disableEmail: true,
            req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: `192.0.2.${i}` }) },
          }),
        ),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('takes the same time for an address with no account as for a staff address, and says the same', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const attempt = async (address: string, i: number) => {
      const started = performance.now();
      const answer = await login(address, `wrong-${i}`, `198.18.${address === email ? 1 : 2}.${i}`).then(
          () => 'signed in',
          (error: { status?: number; message?: string }) => `${error.status} ${error.message}`,
        );
      return { ms: performance.now() - started, answer };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so a slower moment of the machine falls on both.
    for (let i = 0; i < 20; i++) {
      const a = await attempt(email, i);
      const b = await attempt(`nobody-${i}@example.invalid`, i);
      known.push(a.ms);
      unknown.push(b.ms);
      answers.add(a.answer).add(b.answer);
    }
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^401 /);
    const [k, u] = [median(known), median(unknown)];
    // Before: about 180 ms for a staff address, 15 ms for an unknown one.
    expect(Math.abs(k - u) / Math.max(k, u), `medians: known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms`).toBeLessThan(0.2);
  }, 120_000);

  it('keeps the session of every sign-in when one account signs in several times at once', async () => {
    // Payload writes an account's whole list of sessions back at each sign-in: at the same moment,
    // each wrote the list it had read, one token was lost, and its requests were refused (403).
    const signedIn = await Promise.all(Array.from({ length: 6 }, (_, i) => login(email, password, `203.0.113.${120 + i}`)));
    const accepted = [];
    for (const { token } of signedIn) accepted.push((await payload.auth({ headers: new Headers({ Authorization: `JWT ${token!}` }) })).user?.email ?? null);
    expect(accepted).toEqual(Array(6).fill(email));
  });

  it("tells a staff session Payload would accept from a cookie that only has its name", async () => {
    const { token } = await payload.login({ collection: 'users', data: { email, password }, req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.77' }) } });
    const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
    expect(signedInStaff(request({ cookie: `other=1; payload-token=${token!}` }))).toBe(true);
    expect(signedInStaff(request({ authorization: `JWT ${token!}` }))).toBe(true);
    expect(signedInStaff(request({ cookie: 'payload-token=anything' }))).toBe(false);
    const [head, body] = token!.split('.');
    expect(signedInStaff(request({ cookie: `payload-token=${head}.${body}.forged-signature` }))).toBe(false);
    expect(signedInStaff(request({}))).toBe(false);
  });
});
