import '#server-only';

import { randomBytes } from 'node:crypto';

import type { Payload } from 'payload';

import { DOCUMENT_CHECKS, MAX_DOCUMENT_CHARS } from '../payload/documentChecks';

/** How long a sent document and its check's address are kept. */
export const KEPT_HOURS = 24;

const TOKEN = /^[A-Za-z0-9_-]{16,40}$/;

/** What a visitor sent, as one text: the pasted text, or the uploaded file when there is one. */
export async function documentFrom(form: FormData): Promise<{ text: string } | { problem: 'empty' | 'tooLarge' }> {
  const file = form.get('file');
  let text = String(form.get('document') ?? '');
  if (file && typeof file === 'object' && 'arrayBuffer' in file && file.size > 0) {
    if (file.size > MAX_DOCUMENT_CHARS) return { problem: 'tooLarge' };
    text = new TextDecoder().decode(await file.arrayBuffer());
  }
  text = text.trim();
  if (!text) return { problem: 'empty' };
  if (text.length > MAX_DOCUMENT_CHARS) return { problem: 'tooLarge' };
  return { text };
}

/** Keeps a document under a new random token (and lets those past their day go). */
export async function keepDocument(payload: Payload, document: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  const cutoff = new Date(Date.now() - KEPT_HOURS * 3600_000).toISOString();
  await payload.delete({ collection: DOCUMENT_CHECKS as 'document-checks', where: { createdAt: { less_than: cutoff } }, overrideAccess: true });
  await payload.create({ collection: DOCUMENT_CHECKS as 'document-checks', data: { token, document }, overrideAccess: true });
  return token;
}

/** The document kept under a token, or null when there is none (or its day has passed). */
export async function keptDocument(payload: Payload, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const cutoff = new Date(Date.now() - KEPT_HOURS * 3600_000).toISOString();
  const { docs } = await payload.find({
    collection: DOCUMENT_CHECKS as 'document-checks',
    where: { and: [{ token: { equals: token } }, { createdAt: { greater_than_equal: cutoff } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return docs[0]?.document ?? null;
}
