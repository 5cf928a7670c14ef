/**
 * Makes today's daily snapshots of the open data now, whatever the hour: `npm run snapshots`.
 * Only those no server has made or is making today (each dataset's day is claimed once across
 * servers), then deletes those past 90 days, and prints what it did. The servers do the same by
 * themselves once the morning's hour has come; this is for a scheduler such as cron when their
 * timer is turned off (OPEN_DATA_SNAPSHOT_CHECK_SECONDS=0), or to make the first ones at once.
 */
import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { runDailySnapshots } from '../src/features/open-data/cms';

const payload = await getPayload({ config });
await payload.db.migrate();
const run = await runDailySnapshots(payload, { hour: 0 });
for (const made of run.made) console.info(`${run.day} ${made.dataset}: ${made.rowCount} rows, ${made.csvBytes + made.ndjsonBytes} bytes, ${made.seconds.toFixed(1)} s`);
if (!run.made.length && !run.failed.length) console.info(`${run.day}: 本日の作成は済んでいるか、作成中です / Today's snapshots are made or being made; nothing done.`);
if (run.pruned) console.info(`${run.pruned} snapshot(s) past 90 days deleted.`);
await payload.destroy();
process.exit(run.failed.length ? 1 : 0);
