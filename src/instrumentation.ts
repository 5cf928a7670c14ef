/**
 * Runs once when the server starts: a timer retries mail that could not be sent (SMTP down),
 * so every submission's notification and acknowledgement go out once the server is back; another
 * checks every hour whether today's retention run (personal data past its period) is still to
 * do, and does it if no other server has; a third, every minute, turns what changed into alerts
 * by mail and sends those due (features/alerts), and each hour erases what they no longer need;
 * a fourth, every ten minutes, makes the open data's daily snapshots once the morning's hour has
 * come, those no server has claimed yet (features/open-data), and deletes those past 90 days.
 * When the server stops, the timers stop, and the mail this server holds is finished or handed
 * back to the other servers (releaseMailLeases, releaseAlertBatches); a snapshot being made is
 * left, and another server takes it up once its claim has gone quiet.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }, { deliverPendingMail, releaseMailLeases, runDailyRetention }, alerts, { runDailySnapshots }, { onShutdown }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/forms/cms'),
    import('@/features/alerts/cms'),
    import('@/features/open-data/cms'),
    import('@/platform/lifecycle'),
  ]);
  const outbox = every(Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 30), 'mail outbox run failed', async () => {
    await deliverPendingMail(await getPayload({ config }));
  });
  const retention = every(Number(process.env.RETENTION_CHECK_INTERVAL_SECONDS ?? 3600), 'retention run failed', async () => {
    await runDailyRetention(await getPayload({ config }));
  });
  const snapshots = every(Number(process.env.OPEN_DATA_SNAPSHOT_CHECK_SECONDS ?? 600), 'open-data snapshot run failed', async () => {
    await runDailySnapshots(await getPayload({ config }));
  });
  let cleanedAt = 0;
  const alertRuns = every(Number(process.env.ALERT_INTERVAL_SECONDS ?? 60), 'alert run failed', async () => {
    const payload = await getPayload({ config });
    await alerts.collectAlerts(payload);
    await alerts.deliverAlerts(payload);
    if (Date.now() - cleanedAt >= 3600_000) {
      cleanedAt = Date.now();
      await alerts.cleanUpAlerts(payload);
    }
  });
  onShutdown('mail outbox', async () => {
    // Not waited for: a snapshot of the register takes minutes; its claim lapses and another server makes it.
    void snapshots.stop();
    const runs = Promise.all([outbox.stop(), retention.stop(), alertRuns.stop()]);
    // A message being sent has 5 s to finish; one still unsent then is handed back.
    const payload = await getPayload({ config });
    const [released, alertsReleased] = await Promise.all([releaseMailLeases(payload, 5_000), alerts.releaseAlertBatches(payload, 5_000)]);
    if (released + alertsReleased > 0) console.info(`Shutdown: ${released + alertsReleased} unsent message(s) handed back to the outbox for another server.`);
    await runs;
  });
}

/** Runs `job` every `seconds` (0 turns it off), never two at once, logging what fails; `stop` ends the timer and waits for a run in progress. */
function every(seconds: number, failure: string, job: () => Promise<void>) {
  let running: Promise<void> | undefined;
  if (!(seconds > 0)) return { stop: async () => undefined };
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch((error: unknown) => console.error(failure, error))
      .finally(() => (running = undefined));
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
