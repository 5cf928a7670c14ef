/**
 * Runs once when the server starts: a timer retries mail that could not be sent (SMTP down),
 * so every submission's notification and acknowledgement go out once the server is back; another
 * checks every hour whether today's retention run (personal data past its period) is still to
 * do, and does it if no other server has. When the server stops, both timers stop, and the mail
 * this server holds is finished or handed back to the other servers (releaseMailLeases).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }, { deliverPendingMail, releaseMailLeases, runDailyRetention }, { onShutdown }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/forms/cms'),
    import('@/platform/lifecycle'),
  ]);
  const outbox = every(Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 30), 'mail outbox run failed', async () => {
    await deliverPendingMail(await getPayload({ config }));
  });
  const retention = every(Number(process.env.RETENTION_CHECK_INTERVAL_SECONDS ?? 3600), 'retention run failed', async () => {
    await runDailyRetention(await getPayload({ config }));
  });
  onShutdown('mail outbox', async () => {
    const runs = Promise.all([outbox.stop(), retention.stop()]);
    // A message being sent has 5 s to finish; one still unsent then is handed back.
    const released = await releaseMailLeases(await getPayload({ config }), 5_000);
    if (released > 0) console.info(`Shutdown: ${released} unsent message(s) handed back to the outbox for another server.`);
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
