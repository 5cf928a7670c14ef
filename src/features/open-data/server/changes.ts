import { getPayloadClient } from '@/platform/cms/client';
import { sqlClient } from '@/platform/db/payloadSql';

import { changeItems, editItems } from './changeItems';
import { encodeCursor } from './changesCursor';
import { changesPage, cursorOf } from './changesPage';
import { changesParameters, readSince, type Since } from './changesSince';
import { endpoint } from './endpoint';
import { jsonResponse, linkHeader } from './http';

/** The same address with another `since` (and the caller's `lang`). */
function pageUrl(self: URL, since: string): string {
  const url = new URL(self);
  url.searchParams.set('since', since);
  return url.toString();
}

/**
 * GET /api/v1/changes?since=…: what changed in the two registers (accredited bodies, certified
 * organisations) after a cursor, oldest first, at most 1,000 a page, from the validity history
 * (every state recorded, who reported it, and corrections of states entered in error) and the
 * register edits (a record's other details changed, a record deleted), so a mirror that loaded a
 * download stays in step without loading 10^6 rows again. The first call
 * gives the time the download was made (or its day); each answer gives `next`, the cursor to ask
 * with next, and says whether the mirror is now up to date (then ask `next` again later).
 *
 * The cursor's rule, for late commits: ids are given at insert and seen at commit, so rows can
 * appear below ids already handed out. The cursor holds the last id handed out and every range
 * below it that held no row when read (a hole); each page reads its holes again first, and gives
 * one up once read an hour after it was first seen (a transaction that writes the history commits
 * within an hour of the time on its rows; the longest measured, a report of 10^6 certificates,
 * 13 minutes). Corrections are read by when they were made, once ten minutes old. A mirror that
 * follows `next` therefore gets each change once; a start from a time repeats the two hours before
 * it, and merged holes can repeat a row: de-duplicate by `id` (server/changesWindow.ts).
 */
export const changes = endpoint<Since>({
  parameters: changesParameters,
  read: (query, t) => readSince(query, t),
  async answer(since, call) {
    const payload = await getPayloadClient();
    const db = sqlClient(payload);
    const now = Date.now();
    const page = await changesPage(db, await cursorOf(db, since), now);
    const items = [...(await changeItems(payload, db, page.rows, page.corrections, call.origin)), ...(await editItems(payload, db, page.edits, call.origin))];
    const next = encodeCursor(page.cursor);
    const links = { self: call.self.toString(), next: pageUrl(call.self, next) };
    return jsonResponse({ asOf: new Date(now).toISOString(), upToDate: page.upToDate, next, links, items }, { headers: { link: linkHeader({ next: links.next }) } });
  },
});
