'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';

import { requestClientAddress } from '@/platform/http/clientAddress';
import { allowances, take } from '@/platform/http/rateLimit';
import { getPayloadClient } from '@/platform/cms/client';
import { isLocale, localizedHref } from '@/i18n/routing';

import { DRAFT_TTL_MS, draftCookie, receiptCookie, saveDraft } from './server/drafts';
import type { ErrorCode } from './fields';
import { deliverSubmissionMail } from './server/mail/outbox';
import { crossSite } from './guard';
import { forms, HONEYPOT_FIELD, isFormKind, rawValues, validate } from './registry';
import { submitDraft } from './server/submissions';

export type FormState = {
  errors?: Record<string, ErrorCode>;
  values?: Record<string, string>;
  formError?: FormRefusal;
};

export type FormRefusal = 'invalid' | 'origin' | 'rate';

/**
 * Every post that reaches a form action is checked here, whichever address it was sent to: it
 * must come from the site's own pages, and a client gets only so many form steps in a window.
 * (The site's server refuses such posts before the app too; this holds when it is bypassed.)
 */
async function refusal(): Promise<FormRefusal | null> {
  const request = await headers();
  if (crossSite(request)) return 'origin';
  const verdict = await take('formActions', allowances.formActions(), requestClientAddress(request));
  return verdict.allowed ? null : 'rate';
}

const cookieOptions = (maxAgeMs: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: (process.env.SITE_URL ?? '').startsWith('https://'),
  path: '/',
  maxAge: Math.floor(maxAgeMs / 1000),
});

/** Input → confirmation: validates, keeps the values for the confirmation step, moves on. */
export async function reviewForm(kind: string, locale: string, _previous: FormState, formData: FormData): Promise<FormState> {
  if (!isFormKind(kind) || !isLocale(locale)) return { formError: 'invalid' };
  const refused = await refusal();
  if (refused) return { formError: refused };
  const values = rawValues(kind, (name) => formData.get(name));
  // Only bots fill the hidden field; a person never sees it.
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') return { formError: 'invalid', values };
  const result = validate(kind, values);
  if (!result.ok) return { errors: result.errors, values: result.values };
  const payload = await getPayloadClient();
  const jar = await cookies();
  const token = await saveDraft(payload, kind, result.data, jar.get(draftCookie(kind))?.value);
  jar.set(draftCookie(kind), token, cookieOptions(DRAFT_TTL_MS));
  redirect(localizedHref(forms[kind].paths.confirm, locale));
}

/** Confirmation → completion: stores the submission (once), then sends mail after the response. */
export async function submitForm(kind: string, locale: string, formData: FormData): Promise<void> {
  if (!isFormKind(kind) || !isLocale(locale)) redirect('/');
  const refused = await refusal();
  if (refused) redirect(`${localizedHref(forms[kind].paths.confirm, locale)}?refused=${refused}`);
  const payload = await getPayloadClient();
  const outcome = await submitDraft(payload, kind, String(formData.get('token') ?? ''), locale);
  if (outcome.status === 'missing') redirect(`${localizedHref(forms[kind].paths.input, locale)}?expired=1`);
  const jar = await cookies();
  jar.set(receiptCookie(kind), outcome.receipt, cookieOptions(24 * 60 * 60 * 1000));
  jar.delete(draftCookie(kind));
  // After the response: this submission's mail now; anything that fails waits for the outbox timer.
  const receipt = outcome.receipt;
  after(async () => {
    await deliverSubmissionMail(payload, kind, receipt);
  });
  redirect(localizedHref(forms[kind].paths.success, locale));
}

/** The send step in the shape of a form-state action, so its form can name its own address (ui/ConfirmForm.tsx). */
export async function submitFormStep(kind: string, locale: string, _previous: null, formData: FormData): Promise<null> {
  await submitForm(kind, locale, formData);
  return null;
}
