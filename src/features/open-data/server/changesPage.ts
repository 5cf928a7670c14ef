/**
 * One page of /api/v1/changes: which history rows, corrections and register edits it hands out,
 * and the cursor after it. In order: the rows that have since appeared in the cursor's holes (late
 * commits, the oldest ids), then the rows above its position, then the corrections made since its
 * last one, then the register edits (read as the history is, holes and all), together at most
 * {@link CHANGES_PAGE_SIZE}. A correction always comes after the row it corrects
 * (that row was committed before it was corrected, so it is handed out first, in this page or an
 * earlier one); it is handed out once {@link CORRECTION_SETTLE_MS} have passed since it was made,
 * so that one still committing cannot be passed over.
 */
import type { SqlClient } from '@/platform/db/payloadSql';

import type { ChangesCursor, Hole, StreamPosition } from './changesCursor';
import { correctionsAfter, type EditRow, editsAfter, editsBetween, lastEditIdBefore, lastIdBefore, rowsAfter, rowsBetween, type StoredRow } from './changesRows';
import type { Since } from './changesSince';
import { capHoles, gapsIn, LATE_COMMIT_MS, settled, toSecond } from './changesWindow';

/** Changes a page holds at most. */
export const CHANGES_PAGE_SIZE = 1000;

/** A correction is one save in /admin, committed within seconds; ten minutes covers a bulk edit of many rows. */
export const CORRECTION_SETTLE_MS = 10 * 60 * 1000;

export type ChangesPage = { rows: StoredRow[]; corrections: StoredRow[]; edits: EditRow[]; cursor: ChangesCursor; upToDate: boolean };

/**
 * The cursor for a mirror whose download was made at `at`: from the last row written two hours
 * before it, in the history and in the register edits. Any row that download could have missed was
 * committed after `at`, so (committing within an hour of its time) was written after `at` − 1 h,
 * and took its id after every row written before `at` − 2 h had been inserted. Rows between are
 * handed out again; a mirror that applies changes in order ends in the same state.
 */
export async function cursorFrom(db: SqlClient, at: number): Promise<ChangesCursor> {
  const from = at - 2 * LATE_COMMIT_MS;
  const [after, editsAfter] = await Promise.all([lastIdBefore(db, from), lastEditIdBefore(db, from)]);
  return { after, holes: [], corrected: { at: from, id: 0 }, edits: { after: editsAfter, holes: [] } };
}

/** The cursor a `since` names. */
export const cursorOf = async (db: SqlClient, since: Since) => (since.kind === 'cursor' ? since.cursor : cursorFrom(db, since.at));

/** Reads of a table by id: a range (a hole read again), and what lies above a position. */
export type IdReads<R extends { id: number }> = {
  between: (from: number, to: number, limit: number) => Promise<R[]>;
  after: (after: number, limit: number) => Promise<R[]>;
};

/** The reads a page makes, apart so the page's bookkeeping can be tested on rows in memory: the history by id, its corrections, and the register edits by id (none when left out). */
export type HistoryReads = IdReads<StoredRow> & {
  corrections: (position: ChangesCursor['corrected'], until: number, limit: number) => Promise<StoredRow[]>;
  edits?: IdReads<EditRow>;
};

const readsOf = (db: SqlClient): HistoryReads => ({
  between: (from, to, limit) => rowsBetween(db, from, to, limit),
  after: (after, limit) => rowsAfter(db, after, limit),
  corrections: (position, until, limit) => correctionsAfter(db, position, until, limit),
  edits: { between: (from, to, limit) => editsBetween(db, from, to, limit), after: (after, limit) => editsAfter(db, after, limit) },
});

/** Rows in the holes, oldest first, up to `room`: what they hold now, and the holes left. */
async function readHoles<R extends { id: number }>(reads: IdReads<R>, holes: readonly Hole[], room: number, now: number) {
  const rows: R[] = [];
  const left: Hole[] = [];
  let whole = true;
  for (const hole of holes) {
    const space = room - rows.length;
    if (space <= 0) {
      left.push(hole);
      whole = false;
      continue;
    }
    const found = await reads.between(hole.from, hole.to, space + 1);
    const taken = found.slice(0, space);
    rows.push(...taken);
    if (found.length > space) {
      // Read up to the last row taken: what is missing before it stays a hole, and the rest of it is not yet read.
      const last = taken.at(-1)!.id;
      left.push(
        ...gapsIn(
          hole.from,
          last,
          taken.map((r) => r.id),
          hole.seenAt,
        ),
        { from: last + 1, to: hole.to, seenAt: hole.seenAt },
      );
      whole = false;
    } else {
      left.push(
        ...gapsIn(
          hole.from,
          hole.to,
          taken.map((r) => r.id),
          hole.seenAt,
        ).filter((gap) => !settled(gap, now)),
      );
    }
  }
  return { rows, left, whole };
}

/** The page after `cursor`, read at `now`. */
export const changesPage = (db: SqlClient, cursor: ChangesCursor, now: number) => pageOf(readsOf(db), cursor, now);

/**
 * Up to `room` rows of one table after `position`: those that have since appeared in its holes
 * (the oldest ids), then those above it; the position after them, and whether nothing is left.
 */
async function streamPage<R extends { id: number }>(reads: IdReads<R>, position: StreamPosition, room: number, now: number) {
  const holes = await readHoles(reads, position.holes, room, now);
  const rows = [...holes.rows];
  const holesLeft = [...holes.left];
  let after = position.after;
  // One more than there is room for (even none), to know whether more are waiting.
  const above = await reads.after(after, room - rows.length + 1);
  const taken = above.slice(0, room - rows.length);
  if (taken.length) {
    const last = taken.at(-1)!.id;
    holesLeft.push(
      ...gapsIn(
        after + 1,
        last,
        taken.map((r) => r.id),
        toSecond(now),
      ),
    );
    after = last;
    rows.push(...taken);
  }
  return { rows, position: { after, holes: capHoles(holesLeft) }, done: holes.whole && above.length === taken.length };
}

/** The page after `cursor`, from these reads (at most `size` changes): the history, its corrections, then the register edits. */
export async function pageOf(reads: HistoryReads, cursor: ChangesCursor, now: number, size = CHANGES_PAGE_SIZE): Promise<ChangesPage> {
  const history = await streamPage(reads, cursor, size, now);
  let room = size - history.rows.length;
  const corrections = await reads.corrections(cursor.corrected, now - CORRECTION_SETTLE_MS, room + 1);
  const corrected = corrections.slice(0, room);
  room -= corrected.length;
  const edits = reads.edits ? await streamPage(reads.edits, cursor.edits, room, now) : { rows: [], position: cursor.edits, done: true };
  const last = corrected.at(-1);
  return {
    rows: history.rows,
    corrections: corrected,
    edits: edits.rows,
    cursor: {
      ...history.position,
      corrected: last ? { at: Date.parse(last.correctedAt!), id: last.id } : cursor.corrected,
      edits: edits.position,
    },
    upToDate: history.done && corrections.length === corrected.length && edits.done,
  };
}
