import '#server-only';

import { randomInt } from 'node:crypto';

import type { Payload } from 'payload';

import type { Locale } from '@/i18n/routing';
import { todayInJapan } from '@/platform/time/japan';

import { deleteDraft, readDraft } from './drafts';
import { type FormKind, submissionCollection, validate } from '../registry';

const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `INQ-20261121-7KQ4ZP`: the form, the day in Japan, six characters without 0/O or 1/I. */
export function receiptNumber(kind: FormKind, now = new Date()): string {
  const day = todayInJapan(now).replace(/-/g, '');
  const suffix = Array.from({ length: 6 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
  return `${kind === 'inquiry' ? 'INQ' : 'CMP'}-${day}-${suffix}`;
}

async function findByDraftToken(payload: Payload, kind: FormKind, token: string) {
  const { docs } = await payload.find({
    collection: submissionCollection[kind],
    where: { draftToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { receiptNumber: true },
  });
  return docs[0]?.receiptNumber ?? null;
}

export type SubmitOutcome = { status: 'created' | 'existing'; receipt: string } | { status: 'missing' };

/**
 * Turns a confirmed draft into a stored submission, once: a second post of the same
 * confirmation (double click, reload) finds the first submission instead of making another.
 */
export async function submitDraft(payload: Payload, kind: FormKind, token: string, locale: Locale): Promise<SubmitOutcome> {
  const existing = await findByDraftToken(payload, kind, token);
  if (existing) return { status: 'existing', receipt: existing };
  const values = await readDraft(payload, kind, token);
  if (!values) return { status: 'missing' };
  // The draft was validated when stored; validate again so nothing unchecked is ever kept.
  const checked = validate(kind, values);
  if (!checked.ok) return { status: 'missing' };
  // The agreement is a condition of sending, not data to keep.
  const fields = Object.fromEntries(Object.entries(checked.data).filter(([name]) => name !== 'privacy'));
  const receipt = receiptNumber(kind);
  try {
    await payload.create({
      collection: submissionCollection[kind],
      data: { ...fields, receiptNumber: receipt, locale, draftToken: token, status: 'new' } as never,
      overrideAccess: true,
    });
  } catch (error) {
    // A concurrent post of the same confirmation won the race (unique draftToken).
    const winner = await findByDraftToken(payload, kind, token);
    if (winner) return { status: 'existing', receipt: winner };
    throw error;
  }
  await deleteDraft(payload, token);
  return { status: 'created', receipt };
}
