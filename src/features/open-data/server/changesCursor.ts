/**
 * The cursor of /api/v1/changes: where a mirror stands in the validity history and the register edits. Opaque to clients
 * (base64url, then a signature), because what it holds is the server's bookkeeping of late
 * commits, not something a client should compute or edit: an HMAC with a key derived from the
 * site's secret makes a cursor this API did not give, or one changed on the way, a refused
 * parameter rather than a read of wherever it points. Pure apart from the secret.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import { payloadSecret } from '@/platform/env';
import { MAX_ROW_ID } from '@/platform/query/rowId';

/**
 * A range of history ids below the cursor's position that held no visible row when it was read:
 * a transaction that had taken those ids and not yet committed (a long report), or one that
 * rolled back. It is read again on every page until an hour after it was first seen.
 */
export type Hole = { from: number; to: number; /** When it was first seen, ms since the epoch (kept to the second). */ seenAt: number };

/** Where a cursor stands in a table read by id. */
export type StreamPosition = {
  /** Every row with an id up to this one has been handed out, except the ids in `holes`. */
  after: number;
  /** Ascending and apart, all below `after`. */
  holes: Hole[];
};

export type ChangesCursor = StreamPosition & {
  /** The last correction handed out: when it was made (ms since the epoch) and its row's id. */
  corrected: { at: number; id: number };
  /** Where it stands in the register edits (details changed, records deleted), read as the history is. */
  edits: StreamPosition;
};

/** At most this many holes are kept in each table read; beyond it the two nearest are merged (a re-read then repeats some rows, which the mirror drops by id). */
export const MAX_HOLES = 40;

/** A cursor's text is never longer than this (40 holes take about 1,400 characters, and there are two tables). */
export const MAX_CURSOR_LENGTH = 4_800;

let cachedKey: { secret: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = payloadSecret();
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'jab-site', 'open-data changes cursor', 32)) };
  return cachedKey.key;
}

const mac = (body: string) => createHmac('sha256', key()).update(body).digest().subarray(0, 18).toString('base64url');

/**
 * `c2` added the register edits. A `c1` cursor (given before them) is still read, as standing
 * before every edit: the edits' table began empty when `c2` came, so nothing is missed.
 */
const VERSION = 'c2';
const FIRST_VERSION = 'c1';
const b36 = (n: number) => n.toString(36);

/** The cursor as text: its fields in base 36, base64url-encoded, a dot, and the signature. */
export function encodeCursor(cursor: ChangesCursor): string {
  const holes = (list: readonly Hole[]) => list.map((h) => [h.from, h.to, Math.floor(h.seenAt / 1000)].map(b36).join('-')).join('_');
  return signedCursor([VERSION, b36(cursor.after), b36(cursor.corrected.at), b36(cursor.corrected.id), holes(cursor.holes), b36(cursor.edits.after), holes(cursor.edits.holes)]);
}

/** A cursor's fields as its text: base64url-encoded, a dot, and the signature. */
export function signedCursor(fields: readonly string[]): string {
  const body = Buffer.from(fields.join('.')).toString('base64url');
  return `${body}.${mac(body)}`;
}

const NUMBER = /^[0-9a-z]{1,11}$/;
function number(text: string | undefined, max: number): number | null {
  if (text === undefined || !NUMBER.test(text)) return null;
  const n = parseInt(text, 36);
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : null;
}

/** The latest time a cursor may hold: a signed cursor cannot come from the future, so this only guards decoding. */
const MAX_TIME = Date.UTC(9999, 11, 31);

function holesOf(text: string, after: number): Hole[] | null {
  if (text === '') return [];
  const parts = text.split('_');
  if (parts.length > MAX_HOLES) return null;
  const holes: Hole[] = [];
  for (const part of parts) {
    const [from, to, seen, extra] = part.split('-');
    const hole = { from: number(from, MAX_ROW_ID), to: number(to, MAX_ROW_ID), seen: number(seen, MAX_TIME / 1000) };
    if (extra !== undefined || hole.from === null || hole.to === null || hole.seen === null) return null;
    const previous = holes.at(-1);
    if (hole.from < 1 || hole.from > hole.to || hole.to >= after || (previous && hole.from <= previous.to)) return null;
    holes.push({ from: hole.from, to: hole.to, seenAt: hole.seen * 1000 });
  }
  return holes;
}

/** The cursor a text names, when this site signed it and it is whole; otherwise null. */
export function decodeCursor(text: string): ChangesCursor | null {
  if (text.length > MAX_CURSOR_LENGTH) return null;
  const [body, signature, extra] = text.split('.');
  if (!body || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const expected = Buffer.from(mac(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const fields = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const [version, afterText, atText, idText, holesText] = fields;
  if (version === FIRST_VERSION ? fields.length !== 5 : version !== VERSION || fields.length !== 7) return null;
  const [editsAfterText, editHolesText] = version === FIRST_VERSION ? ['0', ''] : [fields[5], fields[6]!];
  const after = number(afterText, MAX_ROW_ID);
  const at = number(atText, MAX_TIME);
  const id = number(idText, MAX_ROW_ID);
  const editsAfter = number(editsAfterText, MAX_ROW_ID);
  if (after === null || at === null || id === null || editsAfter === null) return null;
  const holes = holesOf(holesText!, after);
  const editHoles = holesOf(editHolesText!, editsAfter);
  return holes && editHoles ? { after, holes, corrected: { at, id }, edits: { after: editsAfter, holes: editHoles } } : null;
}
