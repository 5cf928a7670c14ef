/**
 * What `npm start` is about to run, printed first: the database, how many processes and what
 * they share, and the font the sample PDFs are drawn with. Each line says what to do when a part
 * is missing, so a fresh machine knows what it gets.
 */
import { availableParallelism } from 'node:os';

import { japaneseFontFile } from '../../src/platform/content/samplePdf';
import { redisServerBinary } from './cluster';
import { servingPlan } from './workers';

export type StartSummaryInput = {
  env: Record<string, string | undefined>;
  cores: number;
  redisBinary: string | null;
  fontFile: string | null;
};

/** Where the database is, without a password. */
function databaseLine(url: string | undefined): string {
  if (!url || url.startsWith('file:')) return `SQLite, ${url ? url.slice('file:'.length) : 'data/site.db'}`;
  try {
    const parsed = new URL(url);
    return `PostgreSQL, ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export function startSummary({ env, cores, redisBinary, fontFile }: StartSummaryInput): string[] {
  const plan = servingPlan(env, cores, redisBinary);
  const processes =
    plan.wanted === 1
      ? env.APP_PROCESSES
        ? '1 (APP_PROCESSES=1)'
        : '1 (one core)'
      : plan.redis === 'url'
        ? `${plan.count}, sharing the Redis at REDIS_URL`
        : plan.redis === 'private'
          ? `${plan.count} (one per core${env.APP_PROCESSES ? ', APP_PROCESSES' : ''}), sharing a private Redis started from ${redisBinary}`
          : `1 of ${plan.wanted} possible: several need a shared Redis. Install Debian's redis-server (apt-get install redis-server) or set REDIS_URL to serve from every core`;
  const font = fontFile
    ? `BIZ UDPGothic for the sample PDFs (${fontFile.includes('node_modules') ? fontFile.slice(fontFile.indexOf('node_modules')) : fontFile})`
    : 'none found: run npm install (it brings @expo-google-fonts/biz-udpgothic); until then the sample bodies get no certificate PDFs';
  return ['What runs:', `  Database    ${databaseLine(env.DATABASE_URL)}`, `  Processes   ${processes}`, `  PDF font    ${font}`, ''];
}

export const printStartSummary = () =>
  console.info(startSummary({ env: process.env, cores: availableParallelism(), redisBinary: redisServerBinary(), fontFile: japaneseFontFile() }).join('\n'));
