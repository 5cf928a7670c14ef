import { forms, HONEYPOT_FIELD, isFormKind, rawValues, STEP_FIELD, validate, type FormKind } from './registry';
import { isServerActionPost } from '@/platform/framework/nextProtocol';

export type Rejection = 'origin' | 'rate' | 'size' | 'length' | 'invalid';

/** Which form a locale-less path belongs to, if any. */
export function formForPath(path: string): FormKind | null {
  for (const [kind, definition] of Object.entries(forms)) {
    if (path === definition.paths.input || path === definition.paths.confirm) return isFormKind(kind) ? kind : null;
  }
  return null;
}

// The origin check lives with the site's other request checks; the form actions use it from here too.
export { crossSite, siteOrigin } from '@/platform/http/origin';

/**
 * A post made without JavaScript (a plain form post to a server action): does the review step
 * pass the form's schema? Used to answer 400 when it does not; the page shows the messages.
 */
export function plainPostIsValid(kind: FormKind, data: FormData): boolean {
  const isAction = isServerActionPost(data.keys());
  if (!isAction) return false;
  const step = data.get(STEP_FIELD);
  if (step === 'submit') return /^[a-f0-9]{48}$/.test(String(data.get('token') ?? ''));
  if (step !== 'review') return false;
  if (String(data.get(HONEYPOT_FIELD) ?? '') !== '') return false;
  return validate(
    kind,
    rawValues(kind, (name) => data.get(name)),
  ).ok;
}
