import type { CertificateRow, Query, Statement } from './common';

/**
 * How one database engine searches the register: the form of its statements and the reads it can
 * run side by side. SQLite (./sqlite.ts) plans by how many rows a keyword's full-text index lists;
 * PostgreSQL (./postgres.ts) by what its statistics say. The search itself (./index.ts) is written
 * once against this interface, chosen once per connection.
 */
export type SearchEngine<Plan = unknown> = {
  dialect: 'sqlite' | 'postgres';
  /**
   * What the engine learns of a search before writing its statements. `hints: false` writes them
   * as plainly as the engine can (the export, the reference the tests compare searches with).
   */
  plan(q: Query, options: { hints: boolean }): Promise<Plan>;
  /** The ids of a search in its order (`LIMIT ? OFFSET ?` left to the caller). */
  orderedIds(q: Query, today: string, plan: Plan): Statement;
  /**
   * The rows a search matches, one column of each (`1` to count them, `o.standards_mask AS m` to
   * count them per scope), at most `limit`; `after`, an id to take up from where the engine reads
   * in id order ({@link continues}).
   */
  matching(q: Query, today: string, plan: Plan, column: string, limit: number, after?: number | null): Statement;
  /** Whether {@link matching} reads the search's matches in id order, so a pass stopped at its limit can be continued. */
  continues(q: Query, plan: Plan): boolean;
  /**
   * Reads the engine starts while the count runs, each on a connection of its own: the page itself,
   * or a walk of the order (`items` null when it did not fill the page; `walkTried` says it was
   * tried). Null where the page waits for the count.
   */
  whileCounting(q: Query, today: string, plan: Plan, offset: number, readPage: () => Promise<CertificateRow[]>): Promise<{ items: CertificateRow[] | null; walkTried: boolean }> | null;
  /** Whether the count of a search with scopes starts at once, beside the pass without them. */
  countsEarly(q: Query, plan: Plan): boolean;
  /** The page once the count is known, found by a walk of the order; null to read it the usual way. */
  walkedPage(q: Query, today: string, plan: Plan, offset: number, counted: number): Promise<CertificateRow[] | null>;
};
