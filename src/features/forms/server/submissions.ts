import '#server-only';

import { randomInt } from 'node:crypto';

import type { Payload } from 'payload';

import type { Locale } from '@/i18n/routing';
import { todayInJapan } from '@/platform/time/japan';

import { deleteDraft, readDraft } from './drafts';
import { complaintSchema } from '../complaint';
import { inquirySchema } from '../inquiry';
import { type FormKind, submissionCollection } from '../registry';

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

/**
 * The values to keep, validated again with the form's schema (the one `validate` uses) and typed by
 * it; null when they no longer pass. The agreement is a condition of sending, not data to keep.
 */
function fieldsToKeep(kind: FormKind, values: Record<string, string>) {
  if (kind === 'inquiry') {
    const checked = inquirySchema.safeParse(values);
    if (!checked.success) return null;
    const { privacy, ...fields } = checked.data;
    return fields;
  }
  const checked = complaintSchema.safeParse(values);
  if (!checked.success) return null;
  const { privacy, ...fields } = checked.data;
  return fields;
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
  const fields = fieldsToKeep(kind, values);
  if (!fields) return { status: 'missing' };
  const receipt = receiptNumber(kind);
  try {
    await payload.create({
      collection: submissionCollection[kind],
      data: { ...fields, receiptNumber: receipt, locale, draftToken: token, status: 'new' },
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
