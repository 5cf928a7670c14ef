/**
 * One more app server's mail outbox, for the test that runs two at once on one database:
 * `node --import tsx tests/support/outbox-worker.ts` with DATABASE_URL, DATA_DIR, PAYLOAD_SECRET
 * and the SMTP settings in the environment. Prints `OUTBOX-READY` once Payload is up, waits for
 * a line on stdin (so both workers start together), then runs the outbox, as the server's timer
 * does, until no message is waiting or being sent, and prints `OUTBOX-RESULT {"sent":…,"failed":…}`.
 */
import { once } from 'node:events';

import { getPayload, type Payload, type Where } from 'payload';

import config from '../../src/payload/payload.config';
import { deliverPendingMail } from '../../src/features/forms/cms';

const open = { in: ['pending', 'sending'] };

async function waiting(payload: Payload): Promise<number> {
  let n = 0;
  for (const collection of ['inquiries', 'complaints'] as const) {
    const where: Where = { or: [{ 'staffMail.status': open }, { 'acknowledgementMail.status': open }] };
    n += (await payload.count({ collection, where, overrideAccess: true })).totalDocs;
  }
  return n;
}

const payload = await getPayload({ config });
process.stdout.write('OUTBOX-READY\n');
await once(process.stdin, 'data');
let sent = 0;
let failed = 0;
let runs = 0;
const deadline = Date.now() + 60_000;
while (Date.now() < deadline) {
  const report = await deliverPendingMail(payload);
  sent += report.sent;
  failed += report.failed;
  runs++;
  if ((await waiting(payload)) === 0) break;
  // What is left is being sent by the other server.
  if (!report.sent && !report.failed) await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(`OUTBOX-RESULT ${JSON.stringify({ sent, failed, runs })}\n`);
await payload.destroy();
process.exit(0);
