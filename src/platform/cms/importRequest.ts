import type { PayloadRequest } from 'payload';

import type { ImportReport } from '@/platform/csv/problems';
import type { LocalizedText } from '@/platform/localized';

import { type StaffRole, staffRoleLabels, userHasRole } from './access';
import { importRunningText, type RunningImport } from './importLease';

/**
 * An import endpoint's answer: `message` in both languages at once (scripts, logs) and `text` in
 * each, for /admin to show in the admin's language, beside `extra` (a report: counts, problems).
 */
export function importAnswer(text: LocalizedText, status: number, extra: Record<string, unknown> = {}): Response {
  return Response.json({ ...extra, message: `${text.ja} / ${text.en}`, text }, { status });
}

/**
 * What every staff import endpoint checks before reading a byte of the body: a signed-in staff
 * member who holds one of the roles that may import, and a declared length within the limit.
 * The check is here, in the handler that writes, not only on the route: Payload runs a custom
 * endpoint for anyone who reaches it, whatever the collection's access rules say. A body of
 * unknown length (chunked) is refused, not read to find out; the body is then read through
 * {@link limitedBody}, which stops at the limit whatever the header said.
 */
export function refuseImport(req: PayloadRequest, maxBytes: number, roles: readonly StaffRole[]): Response | null {
  if (!req.user) return importAnswer({ ja: 'ログインが必要です', en: 'Sign in first' }, 401);
  if (!userHasRole(req.user, ...roles)) {
    const needed = (language: 'ja' | 'en') => roles.map((role) => staffRoleLabels[role][language]).join(language === 'ja' ? '・' : ' or ');
    return importAnswer({ ja: `取り込みには${needed('ja')}の役割が必要です`, en: `Importing needs the ${needed('en')} role` }, 403);
  }
  const declared = req.headers.get('content-length');
  if (declared === null || !/^\d+$/.test(declared)) {
    return importAnswer({ ja: 'ファイルの大きさが分かりません', en: 'The upload must state its length' }, 411);
  }
  if (Number(declared) > maxBytes) return tooLarge(maxBytes);
  return null;
}

export function tooLarge(maxBytes: number): Response {
  const mb = Math.round(maxBytes / 1024 / 1024);
  return importAnswer({ ja: `ファイルが大きすぎます（${mb}MBまで）`, en: `The file is too large (${mb} MB at most)` }, 413);
}

/** An error thrown when a body passes its limit while being read; endpoints answer 413. */
export class BodyTooLarge extends Error {
  readonly tooLarge = true;
}

/** Passes a body on while counting it; throws {@link BodyTooLarge} past the limit. */
export async function* limitedBody(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.byteLength;
    if (seen > maxBytes) throw new BodyTooLarge('too large');
    yield chunk;
  }
}

/** The report as the response: 200 when written, 400 (nothing written) otherwise. */
export function importResponse(report: ImportReport): Response {
  return importAnswer(report.ok ? { ja: '取り込みました', en: 'Imported' } : { ja: '取り込みませんでした', en: 'Nothing was imported' }, report.ok ? 200 : 400, report);
}

/** 409: another import of the directory is running (platform/cms/importLease.ts); nothing was read or written. */
export function importRunning(running: RunningImport): Response {
  return importAnswer(importRunningText(running), 409);
}
