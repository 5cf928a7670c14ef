/**
 * Runs once when the server starts: a timer retries mail that could not be sent (SMTP down),
 * so every submission's notification and acknowledgement go out once the server is back; another
 * checks every hour whether today's retention run (personal data past its period) is still to
 * do, and does it if no other server has.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }, { deliverPendingMail, runDailyRetention }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/forms/cms'),
  ]);
  every(Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 30), 'mail outbox run failed', async () => {
    await deliverPendingMail(await getPayload({ config }));
  });
  every(Number(process.env.RETENTION_CHECK_INTERVAL_SECONDS ?? 3600), 'retention run failed', async () => {
    await runDailyRetention(await getPayload({ config }));
  });
}

/** Runs `job` every `seconds` (0 turns it off), never two at once, logging what fails. */
function every(seconds: number, failure: string, job: () => Promise<void>) {
  if (!(seconds > 0)) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      console.error(failure, error);
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
}
