import '#server-only';

import { randomBytes } from 'node:crypto';

import type { Payload } from 'payload';

import type { FormKind } from '../registry';

/** How long typed values wait between the input and the confirmation step. */
// Longer than 20 hours (WCAG 2.2.1): a visitor who leaves the confirmation step open does not lose what they typed.
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export const draftCookie = (kind: FormKind) => `form_draft_${kind}`;
export const receiptCookie = (kind: FormKind) => `form_receipt_${kind}`;

const TOKEN = /^[a-f0-9]{48}$/;
export const isDraftToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** Stores validated values and returns the token that names them (a new one, or the same as before). */
export async function saveDraft(payload: Payload, kind: FormKind, values: Record<string, string>, previousToken?: string) {
  const expiresAt = new Date(Date.now() + DRAFT_TTL_MS).toISOString();
  // Expired drafts go whenever a new one is written.
  await payload.delete({ collection: 'form-drafts', where: { expiresAt: { less_than: new Date().toISOString() } }, overrideAccess: true });
  if (isDraftToken(previousToken)) {
    const { docs } = await payload.update({
      collection: 'form-drafts',
      where: { and: [{ token: { equals: previousToken } }, { form: { equals: kind } }] },
      data: { values, expiresAt },
      overrideAccess: true,
    });
    if (docs.length) return previousToken;
  }
  const token = randomBytes(24).toString('hex');
  await payload.create({ collection: 'form-drafts', data: { token, form: kind, values, expiresAt }, overrideAccess: true });
  return token;
}

/** The values stored under a token, if it is still valid. */
export async function readDraft(payload: Payload, kind: FormKind, token: string | undefined): Promise<Record<string, string> | null> {
  if (!isDraftToken(token)) return null;
  const { docs } = await payload.find({
    collection: 'form-drafts',
    where: { and: [{ token: { equals: token } }, { form: { equals: kind } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    overrideAccess: true,
  });
  const values = docs[0]?.values;
  return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, string>) : null;
}

export async function deleteDraft(payload: Payload, token: string) {
  await payload.delete({ collection: 'form-drafts', where: { token: { equals: token } }, overrideAccess: true });
}
