/**
 * Applies the personal data retention now: `npm run retention`. Deletes old form drafts and
 * erases the personal fields of handled inquiries and complaints past their period (set in
 * /admin, under "Personal data retention"), prints what it did and records it as the day's run.
 * The server does the same once a day by itself; with `--if-due` the command runs only when no
 * server has run it today (for a scheduler such as cron when the server's timer is turned off).
 */
import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { retentionSummary, runDailyRetention } from '../src/features/forms/cms';

const ifDue = process.argv.slice(2).includes('--if-due');
const payload = await getPayload({ config });
await payload.db.migrate();
const run = await runDailyRetention(payload, new Date(), { force: !ifDue });
console.info(run.ran ? `${run.day}: ${retentionSummary(run.report)}` : `${run.day}: 本日は実行済みです / Already run today; nothing done.`);
await payload.destroy();
process.exit(0);
