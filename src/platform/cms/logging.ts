import { defaultLoggerOptions, type Config } from 'payload';

import { currentRequestId, jsonLogs } from '@/platform/log/request';

type LogFn = (this: { info: (msg: string) => void }, ...args: unknown[]) => void;

/**
 * Payload's logger, with one change: an error that answers with a 4xx status (a refused,
 * malformed or unknown request, which the open internet sends all day) is logged as one line at
 * info level, without its stack. Payload decides the level by the error's class name, which the
 * production build minifies, so its own `loggingLevels` alone does not hold there.
 */
export const siteLogger: Config['logger'] = {
  // LOG_FORMAT=json: pino's own lines, one JSON object each, on standard output, for a log
  // collector; otherwise Payload's readable lines.
  destination: jsonLogs() ? process.stdout : defaultLoggerOptions,
  options: {
    // The request a line belongs to (the balancer's X-Request-Id, or the server's own).
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    hooks: {
      logMethod(this: { info: (msg: string) => void }, args: unknown[], method: LogFn, level: number) {
        const err = (args[0] as { err?: { status?: unknown; message?: unknown } } | undefined)?.err;
        const status = typeof err?.status === 'number' ? err.status : 0;
        if (level >= 50 && status >= 400 && status < 500) return this.info(`${status} ${String(err?.message ?? '')}`);
        return method.apply(this, args);
      },
    },
  },
};
