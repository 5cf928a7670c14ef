/**
 * How the changes cursor stays honest about late commits. History ids are given when a row is
 * inserted and seen when its transaction commits, so a long report (10^6 certificates commit in
 * 13 minutes on PostgreSQL) can commit ids below one a quick staff edit committed meanwhile. A
 * cursor that kept only the last id seen would skip them for ever. Instead, whatever ids below
 * the last one seen held no row when read become holes in the cursor, and each page reads its
 * holes again (an indexed range read by id, nothing when empty) before reading on. A hole is
 * given up only when it has been read an hour after it was first seen: every row in it had been
 * inserted by then, and a transaction that writes the history commits within an hour of the
 * time it writes on its rows. Pure: ids and times in, holes out.
 */
import { type Hole, MAX_HOLES } from './changesCursor';

/** How long a transaction that writes the history may take, from the time on its rows to its commit. */
export const LATE_COMMIT_MS = 60 * 60 * 1000;

/** Holes keep their time to the second, as the cursor writes it. */
export const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The ids of `from`…`to` that `found` (ascending, all within it) does not hold, as holes seen at `seenAt`. */
export function gapsIn(from: number, to: number, found: readonly number[], seenAt: number): Hole[] {
  const holes: Hole[] = [];
  let next = from;
  for (const id of found) {
    if (id > next) holes.push({ from: next, to: id - 1, seenAt });
    next = id + 1;
  }
  if (next <= to) holes.push({ from: next, to, seenAt });
  return holes;
}

/** Whether a hole read at `now` can be given up: read an hour or more after it was first seen. */
export const settled = (hole: Hole, now: number) => hole.seenAt <= now - LATE_COMMIT_MS;

/**
 * At most {@link MAX_HOLES}, ascending: while there are more, the two with the fewest ids between
 * them become one (kept as long as the later-seen of the two). The ids between them were handed
 * out already; reading them again repeats those rows once, which costs a mirror a duplicate it
 * drops by id, never a row it misses.
 */
export function capHoles(holes: readonly Hole[]): Hole[] {
  const kept = [...holes].sort((a, b) => a.from - b.from);
  while (kept.length > MAX_HOLES) {
    let nearest = 0;
    for (let i = 1; i < kept.length - 1; i++) if (kept[i + 1]!.from - kept[i]!.to < kept[nearest + 1]!.from - kept[nearest]!.to) nearest = i;
    const [a, b] = [kept[nearest]!, kept[nearest + 1]!];
    kept.splice(nearest, 2, { from: a.from, to: b.to, seenAt: Math.max(a.seenAt, b.seenAt) });
  }
  return kept;
}
