import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

import { openSqlClient, type SqlClient } from '../platform/db/client';
import { sqlText } from '../platform/db/values';
import { contentGeneration, TTL_MS as CONTENT_TTL_MS } from '../platform/memo';
import { todayInJapan } from '../platform/time/japan';
import { fromNextClient } from '../platform/framework/nextProtocol';
import { MACHINE_ACCEPT } from '../platform/features';

/**
 * Rendered answers of the two directories, kept by this server (docs/decisions/0020).
 *
 * A search or a detail page of a directory costs 15–40 ms of rendering on this machine, most of it
 * React and Next, whatever the database does; the same address gives the same page until the
 * register changes, the day turns in Japan or staff publish. So a page answered once is kept,
 * whole and uncompressed, and given again to the next visitor who asks for the same address, for
 * as long as all of these hold:
 * - the register it shows has not changed since (its last change, read for every request: a
 *   write from any server, an import from the command line, is seen at once);
 * - it is the same day in Japan (a certificate's status depends on the day);
 * - this process has not revalidated the site since (a publication changes menus and titles);
 *   another server's publication reaches this one within {@link CONTENT_TTL_MS}, as the site tree
 *   kept by every dynamic page does (platform/memo.ts);
 * - it is younger than that too.
 * Only GET and HEAD requests for a document, with no cookie (staff see drafts and previews), get
 * or fill it, and only complete 200 answers that set no cookie are kept. The memory is bounded
 * (`ANSWER_CACHE_MB`, 64 by default, least recently used first out), so an address made up for
 * every request only ever misses. `ANSWER_CACHE=0` turns it off (the benchmarks measure renders).
 */

type Register = 'certified' | 'bodies';

/** The addresses kept, and the register each shows. Exports, feeds, marks and files are not pages. */
const KEPT: [RegExp, Register][] = [
  [/^(?:\/en)?\/ms_certifications\/list(?:\/(?!export$)[^/]+)?$/, 'certified'],
  [/^(?:\/en)?\/compatible_organizations\/[^/]+$/, 'certified'],
  [/^(?:\/en)?\/certification_institutions(?:\/(?!export$)[^/]+)?$/, 'bodies'],
];

/**
 * What a register's kept pages depend on: its last change, and for the accredited bodies its size
 * too, so a deletion by any server is seen at once (the same state the search's copy follows, ADR
 * 24; two subqueries, each answered from an index). Counting the certified register would read
 * an index of up to a million rows for every request; its deletions in this process empty the
 * cache (`registerChanged`), and another server's within the 30 s a kept page lives.
 */
const LAST_CHANGE: Record<Register, string> = {
  certified: 'SELECT max(updated_at) AS at FROM certified_organisations',
  bodies: 'SELECT (SELECT max(updated_at) FROM accredited_bodies) AS at, (SELECT count(*) FROM accredited_bodies) AS n',
};

const MACHINE_ACCEPT_PATTERN = new RegExp(`^${MACHINE_ACCEPT}$`, 'i');

/** Headers that belong to one request or one connection, never replayed. */
const OWN_HEADERS = new Set(['x-request-id', 'x-answer-cache', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie']);

export type KeptAnswer = { status: number; headers: OutgoingHttpHeaders; body: Buffer; version: string; generation: number; at: number };

/** What a request may do with the cache: the key and the version its answer is kept under. */
export type AnswerTicket = { key: string; version: string; generation: number };

export type AnswerCache = {
  /** The ticket of a request whose answer may be kept or given; null when it may not. */
  ticket(req: IncomingMessage, url: string, path: string): Promise<AnswerTicket | null>;
  /** The kept answer for this ticket, if it is still good. */
  find(ticket: AnswerTicket): KeptAnswer | undefined;
  /** Sends a kept answer (through whatever wraps `res`, compression included). */
  send(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void;
  /** Keeps a page just rendered for this ticket. */
  keep(ticket: AnswerTicket, page: { status: number; headers: OutgoingHttpHeaders; body: Buffer }): void;
  close(): Promise<void>;
};

export function registerOf(path: string): Register | null {
  return KEPT.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

export function answerCache(databaseUrl: string, env: Record<string, string | undefined> = process.env): AnswerCache | null {
  if (env.ANSWER_CACHE === '0') return null;
  const megabytes = Number(env.ANSWER_CACHE_MB ?? 64);
  if (!(megabytes > 0)) return null;
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.body.length + key.length + 1024,
    ttl: CONTENT_TTL_MS,
  });
  let client: SqlClient | undefined;

  async function version(register: Register): Promise<string> {
    client ??= openSqlClient(databaseUrl, { timeoutMs: 2_000 });
    const rows = await client.query<{ at: unknown; n?: unknown }>(LAST_CHANGE[register]);
    const at = rows[0]?.at;
    return `${sqlText(at) ?? ''}|${String(rows[0]?.n ?? '')}|${todayInJapan()}`;
  }

  return {
    async ticket(req, url, path) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return null;
      if (req.headers.cookie || req.headers.authorization) return null;
      // A program asking for another form of the page (a credential, JSON-LD) is answered by it, never kept (proxy.ts).
      if (MACHINE_ACCEPT_PATTERN.test(String(req.headers.accept ?? ''))) return null;
      // Next's own fetches of a page (client navigation, prefetch) are not documents.
      if (fromNextClient(req.headers, ['rsc', 'stateTree', 'prefetch'])) return null;
      const register = registerOf(path);
      if (!register || url.length > 2048) return null;
      try {
        return { key: url, version: await version(register), generation: contentGeneration() };
      } catch {
        // The database does not answer: the page is rendered, and says so itself.
        return null;
      }
    },
    find(ticket) {
      const answer = answers.get(ticket.key);
      if (!answer) return undefined;
      if (answer.version !== ticket.version || answer.generation !== ticket.generation) {
        answers.delete(ticket.key);
        return undefined;
      }
      return answer;
    },
    send(req, res, answer) {
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
      res.setHeader('x-answer-cache', 'hit');
      res.setHeader('content-length', answer.body.length);
      res.writeHead(answer.status);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },
    keep(ticket, page) {
      if (page.status !== 200 || page.headers['set-cookie'] !== undefined || page.body.length === 0) return;
      if (!String(page.headers['content-type'] ?? '').startsWith('text/html')) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(page.headers)) if (!OWN_HEADERS.has(name.toLowerCase())) headers[name] = value;
      answers.set(ticket.key, { status: page.status, headers, body: page.body, version: ticket.version, generation: ticket.generation, at: Date.now() });
    },
    async close() {
      await client?.close().catch(() => undefined);
    },
  };
}
