/**
 * One more app server's alert timer, for the test that runs two at once on one database through
 * an SMTP outage: `node --import tsx tests/support/alerts-worker.ts` with DATABASE_URL, DATA_DIR,
 * PAYLOAD_SECRET and the SMTP settings in the environment. Prints `ALERTS-READY` once Payload is
 * up, waits for a line on stdin (so both start together), then does what the server's timer
 * does (find what changed, send what is due) every 100 ms until nothing is waiting or being sent,
 * and prints `ALERTS-RESULT {"sent":…,"failed":…}`.
 */
import { once } from 'node:events';

import { getPayload, type Payload } from 'payload';

import config from '../../src/payload/payload.config';
import { collectAlerts, deliverAlerts } from '../../src/features/alerts/cms';

async function open(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'alert-queue', where: { status: { in: ['pending', 'sending'] } }, overrideAccess: true })).totalDocs;
}

const payload = await getPayload({ config });
process.stdout.write('ALERTS-READY\n');
await once(process.stdin, 'data');
let sent = 0;
let failed = 0;
let runs = 0;
const deadline = Date.now() + 90_000;
while (Date.now() < deadline) {
  await collectAlerts(payload);
  const report = await deliverAlerts(payload);
  sent += report.sent;
  failed += report.failed;
  runs++;
  if (runs > 3 && (await open(payload)) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`ALERTS-RESULT ${JSON.stringify({ sent, failed, runs })}\n`);
await payload.destroy();
process.exit(0);
