/**
 * Runs once when the server starts: a timer retries mail that could not be sent (SMTP down),
 * so every submission's notification and acknowledgement go out once the server is back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const seconds = Number(process.env.MAIL_RETRY_INTERVAL_SECONDS ?? 30);
  if (!(seconds > 0)) return;
  const [{ getPayload }, { default: config }, { deliverPendingMail }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/forms/cms'),
  ]);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingMail(await getPayload({ config }));
    } catch (error) {
      console.error('mail outbox run failed', error);
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
}
