import { describe, expect, it } from 'vitest';

import { type ChangesCursor, MAX_HOLES } from './changesCursor';
import { CORRECTION_SETTLE_MS, type HistoryReads, pageOf } from './changesPage';
import type { EditRow, StoredRow } from './changesRows';
import { LATE_COMMIT_MS } from './changesWindow';

/**
 * The page's bookkeeping on a history in memory, where a test decides which rows have committed:
 * late commits below ids already handed out, holes read again and given up, pages within a hole,
 * corrections once settled, and every committed row handed out once whatever the order of commits.
 */

const T0 = Date.UTC(2026, 11, 7, 0, 0, 0);

function history() {
  const rows = new Map<number, StoredRow>();
  const committed = new Set<number>();
  const row = (id: number): StoredRow => ({
    id,
    subject: 'certificate',
    subjectKey: `B1:C${id}`,
    recordedOn: '2026-12-07',
    source: 'import',
    reportId: 1,
    validFrom: '2020-01-01',
    validUntil: '2029-01-01',
    renewedOn: null,
    suspendedFrom: null,
    suspendedUntil: null,
    endedOn: null,
    endKind: null,
    decision: 'valid',
    scopeCodes: null,
    enteredInError: false,
    correctionReason: null,
    correctedAt: null,
    createdAt: new Date(T0).toISOString(),
  });
  const visible = () => [...rows.values()].filter((r) => committed.has(r.id)).sort((a, b) => a.id - b.id);
  const reads: HistoryReads = {
    between: async (from, to, limit) => visible().filter((r) => r.id >= from && r.id <= to).slice(0, limit),
    after: async (after, limit) => visible().filter((r) => r.id > after).slice(0, limit),
    corrections: async (position, until, limit) =>
      visible()
        .filter((r) => r.enteredInError && Date.parse(r.correctedAt!) <= until)
        .filter((r) => Date.parse(r.correctedAt!) > position.at || (Date.parse(r.correctedAt!) === position.at && r.id > position.id))
        .sort((a, b) => Date.parse(a.correctedAt!) - Date.parse(b.correctedAt!) || a.id - b.id)
        .slice(0, limit),
  };
  return {
    reads,
    /** Rows inserted (ids taken) but not yet committed. */
    insert: (...ids: number[]) => ids.forEach((id) => rows.set(id, row(id))),
    commit: (...ids: number[]) => ids.forEach((id) => committed.add(id)),
    correct: (id: number, at: number) => Object.assign(rows.get(id)!, { enteredInError: true, correctedAt: new Date(at).toISOString(), correctionReason: 'x' }),
  };
}

const start: ChangesCursor = { after: 0, holes: [], corrected: { at: 0, id: 0 }, edits: { after: 0, holes: [] } };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a page of changes', () => {
  it('hands out rows by id, a page at a time, and says when it is up to date', async () => {
    const h = history();
    h.insert(...range(1, 5));
    h.commit(...range(1, 5));
    const first = await pageOf(h.reads, start, T0, 3);
    expect([first.rows.map((r) => r.id), first.upToDate, first.cursor.after]).toEqual([[1, 2, 3], false, 3]);
    const second = await pageOf(h.reads, first.cursor, T0, 3);
    expect([second.rows.map((r) => r.id), second.upToDate, second.cursor]).toEqual([[4, 5], true, { after: 5, holes: [], corrected: { at: 0, id: 0 }, edits: { after: 0, holes: [] } }]);
    // A page that is exactly full says so only on the next read.
    h.insert(6, 7, 8);
    h.commit(6, 7, 8);
    const full = await pageOf(h.reads, second.cursor, T0, 3);
    expect([full.rows.map((r) => r.id), full.upToDate]).toEqual([[6, 7, 8], true]);
  });

  it('reads a late commit below ids already handed out, from the hole it left', async () => {
    const h = history();
    h.insert(1, 2, 3);
    // A long report took id 2 and has not committed; a staff edit took 3 and has.
    h.commit(1, 3);
    const first = await pageOf(h.reads, start, T0, 10);
    expect(first.rows.map((r) => r.id)).toEqual([1, 3]);
    expect(first.cursor).toMatchObject({ after: 3, holes: [{ from: 2, to: 2, seenAt: T0 }] });
    expect(first.upToDate).toBe(true);
    const still = await pageOf(h.reads, first.cursor, T0 + 60_000, 10);
    expect([still.rows, still.cursor.holes]).toEqual([[], first.cursor.holes]);
    h.commit(2);
    const late = await pageOf(h.reads, still.cursor, T0 + 13 * 60_000, 10);
    expect(late.rows.map((r) => r.id)).toEqual([2]);
    expect(late.cursor).toMatchObject({ after: 3, holes: [] });
  });

  it('gives a hole up once read an hour after it was first seen (a rollback), not before', async () => {
    const h = history();
    h.insert(1, 2, 3);
    h.commit(1, 3);
    const first = await pageOf(h.reads, start, T0, 10);
    const before = await pageOf(h.reads, first.cursor, T0 + LATE_COMMIT_MS - 1000, 10);
    expect(before.cursor.holes).toHaveLength(1);
    // A mirror away for a week still reads the hole once before giving it up.
    h.commit(2);
    const back = await pageOf(h.reads, before.cursor, T0 + 7 * 24 * LATE_COMMIT_MS, 10);
    expect([back.rows.map((r) => r.id), back.cursor.holes]).toEqual([[2], []]);
    const never = history();
    never.insert(1, 2, 3);
    never.commit(1, 3);
    const seen = await pageOf(never.reads, start, T0, 10);
    expect((await pageOf(never.reads, seen.cursor, T0 + LATE_COMMIT_MS, 10)).cursor.holes).toEqual([]);
  });

  it('pages through a large late commit within its hole, each row once', async () => {
    const h = history();
    h.insert(...range(1, 2501));
    h.commit(2501);
    let page = await pageOf(h.reads, start, T0, 1000);
    expect(page.cursor.holes).toEqual([{ from: 1, to: 2500, seenAt: T0 }]);
    h.commit(...range(1, 2500));
    const got: number[] = [];
    const sizes: number[] = [];
    do {
      page = await pageOf(h.reads, page.cursor, T0 + 60_000, 1000);
      got.push(...page.rows.map((r) => r.id));
      sizes.push(page.rows.length);
    } while (!page.upToDate);
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(got).toEqual(range(1, 2500));
    expect(page.cursor.holes).toEqual([]);
  });

  it('gives a correction once it has settled, after the row it corrects, once', async () => {
    const h = history();
    h.insert(1, 2);
    h.commit(1, 2);
    const first = await pageOf(h.reads, start, T0, 10);
    const correctedAt = T0 + 5 * 60_000;
    h.correct(2, correctedAt);
    const early = await pageOf(h.reads, first.cursor, correctedAt + CORRECTION_SETTLE_MS - 1, 10);
    expect([early.rows, early.corrections, early.upToDate]).toEqual([[], [], true]);
    const settled = await pageOf(h.reads, early.cursor, correctedAt + CORRECTION_SETTLE_MS, 10);
    expect(settled.corrections.map((r) => r.id)).toEqual([2]);
    expect(settled.cursor.corrected).toEqual({ at: correctedAt, id: 2 });
    expect((await pageOf(h.reads, settled.cursor, correctedAt + 2 * CORRECTION_SETTLE_MS, 10)).corrections).toEqual([]);
    // Rows come first: a page full of rows leaves the correction for the next.
    const fresh = history();
    fresh.insert(...range(1, 4));
    fresh.commit(...range(1, 4));
    fresh.correct(1, T0);
    const now = T0 + CORRECTION_SETTLE_MS;
    const full = await pageOf(fresh.reads, start, now, 4);
    expect([full.rows.length, full.corrections.length, full.upToDate]).toEqual([4, 0, false]);
    const next = await pageOf(fresh.reads, full.cursor, now, 4);
    expect([next.rows.length, next.corrections.map((r) => r.id), next.upToDate]).toEqual([0, [1], true]);
  });

  it('hands out the register edits after the history and its corrections, sharing the page, late commits and all', async () => {
    const h = history();
    const edits = new Map<number, EditRow>();
    const committedEdits = new Set<number>();
    const edit = (id: number): EditRow => ({ id, subject: 'certificate', subjectKey: `B1:C${id}`, kind: 'updated', source: 'import', reportId: 1, createdAt: new Date(T0).toISOString() });
    const visibleEdits = () => [...edits.values()].filter((e) => committedEdits.has(e.id)).sort((a, b) => a.id - b.id);
    const reads: HistoryReads = {
      ...h.reads,
      edits: {
        between: async (from, to, limit) => visibleEdits().filter((e) => e.id >= from && e.id <= to).slice(0, limit),
        after: async (after, limit) => visibleEdits().filter((e) => e.id > after).slice(0, limit),
      },
    };
    h.insert(1, 2, 3);
    h.commit(1, 2, 3);
    for (const id of range(1, 4)) edits.set(id, edit(id));
    // Edit 2 belongs to a report still committing.
    committedEdits.add(1).add(3).add(4);
    const first = await pageOf(reads, start, T0, 5);
    expect([first.rows.map((r) => r.id), first.edits.map((e) => e.id), first.upToDate]).toEqual([[1, 2, 3], [1, 3], false]);
    const second = await pageOf(reads, first.cursor, T0, 5);
    expect([second.rows.map((r) => r.id), second.edits.map((e) => e.id), second.upToDate]).toEqual([[], [4], true]);
    expect(second.cursor.edits).toEqual({ after: 4, holes: [{ from: 2, to: 2, seenAt: T0 }] });
    committedEdits.add(2);
    const late = await pageOf(reads, second.cursor, T0 + 60_000, 5);
    expect([late.edits.map((e) => e.id), late.cursor.edits, late.cursor.after]).toEqual([[2], { after: 4, holes: [] }, 3]);
  });

  it('hands out every committed row exactly once, whatever the order transactions commit in', async () => {
    // A small deterministic generator, so a failure can be replayed.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 20; run++) {
      const h = history();
      const pending: number[][] = [];
      const handed: number[] = [];
      let cursor = start;
      let nextId = 1;
      let now = T0;
      for (let step = 0; step < 60; step++) {
        now += 20_000;
        // A transaction takes a run of ids; some commit at once, others later, in any order.
        const size = 1 + Math.floor(random() * 8);
        const ids = range(nextId, nextId + size - 1);
        nextId += size;
        h.insert(...ids);
        pending.push(ids);
        while (pending.length && random() < 0.6) h.commit(...pending.splice(Math.floor(random() * pending.length), 1)[0]!);
        const page = await pageOf(h.reads, cursor, now, 1 + Math.floor(random() * 12));
        handed.push(...page.rows.map((r) => r.id));
        cursor = page.cursor;
      }
      for (const ids of pending) h.commit(...ids);
      for (;;) {
        const page = await pageOf(h.reads, cursor, now, 50);
        handed.push(...page.rows.map((r) => r.id));
        cursor = page.cursor;
        if (page.upToDate) break;
      }
      expect(handed.length, `run ${run}`).toBe(new Set(handed).size);
      expect([...handed].sort((a, b) => a - b), `run ${run}`).toEqual(range(1, nextId - 1));
    }
  });

  it('with more holes than a cursor keeps, may hand a row out twice but never misses one', async () => {
    const h = history();
    // Sixty transactions of two ids each; the second of each commits at once, the first only at the end.
    let cursor = start;
    const handed: number[] = [];
    for (let i = 0; i < 60; i++) {
      h.insert(i * 2 + 1, i * 2 + 2);
      h.commit(i * 2 + 2);
      const page = await pageOf(h.reads, cursor, T0 + i * 1000, 1000);
      handed.push(...page.rows.map((r) => r.id));
      cursor = page.cursor;
    }
    expect(cursor.holes.length).toBeLessThanOrEqual(MAX_HOLES);
    h.commit(...range(1, 120).filter((id) => id % 2 === 1));
    for (;;) {
      const page = await pageOf(h.reads, cursor, T0 + 120_000, 1000);
      handed.push(...page.rows.map((r) => r.id));
      cursor = page.cursor;
      if (page.upToDate && page.rows.length === 0) break;
    }
    expect([...new Set(handed)].sort((a, b) => a - b)).toEqual(range(1, 120));
    expect(handed.length).toBeGreaterThan(120);
  });
});
