/**
 * Runs once when the server starts: a timer retries mail that could not be sent (SMTP down),
 * so every submission's notification and acknowledgement go out once the server is back; another
 * checks every hour whether today's retention run (personal data past its period) is still to
 * do, and does it if no other server has; a third, every minute, turns what changed into alerts
 * by mail and sends those due (features/alerts), and each hour erases what they no longer need.
 * When the server stops, the timers stop, and the mail this server holds is finished or handed
 * back to the other servers (releaseMailLeases, releaseAlertBatches).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }, { deliverPendingMail, releaseMailLeases, runDailyRetention }, alerts, { onShutdown }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/forms/cms'),
    import('@/features/alerts/cms'),
    import('@/platform/lifecycle'),
  ]);
  const outbox = every(Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 30), 'mail outbox run failed', async () => {
    await deliverPendingMail(await getPayload({ config }));
  });
  const retention = every(Number(process.env.RETENTION_CHECK_INTERVAL_SECONDS ?? 3600), 'retention run failed', async () => {
    await runDailyRetention(await getPayload({ config }));
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
