import { z } from 'zod';

import * as normalize from '@/platform/text/clean';

/**
 * Validation messages are codes, translated on the page (`forms.errors.*` in messages/):
 * required, email, phone, kana, tooLong, select, agree.
 */
export type ErrorCode = 'required' | 'email' | 'phone' | 'kana' | 'tooLong' | 'select' | 'agree';

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'checkbox';

/** How a field is shown: the page reads labels and hints from messages by the field's name. */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  options?: readonly string[];
  autoComplete?: string;
  /** Required only in some cases, which its hint explains. */
  requiredWhen?: boolean;
  /** Applies only when another field has a value (the complaint's prior answer). */
  shownWhen?: { field: string; equals: string };
  /** A hint below the label (key `forms.<form>.hints.<name>`). */
  hint?: boolean;
};

const PHONE = /^\+?[0-9][0-9-]{8,18}[0-9]$/;
const KANA = /^[\u30a1-\u30fa\u30fc\u30fd\u30fe\u3000]+$/;

/** Whatever arrives (a string, a list, nothing) as one string. */
const text = z.preprocess((value) => (Array.isArray(value) ? value[0] : value) ?? '', z.unknown()).transform((v) => (typeof v === 'string' ? v : ''));

export function requiredText(max: number, clean: (v: string) => string = normalize.singleLine) {
  return text.transform(clean).pipe(z.string().min(1, 'required').max(max, 'tooLong'));
}

export function optionalText(max: number, clean: (v: string) => string = normalize.singleLine) {
  return text.transform(clean).pipe(z.string().max(max, 'tooLong'));
}

export function emailField(max = 254) {
  return text
    .transform(normalize.email)
    .pipe(z.string().min(1, 'required').max(max, 'tooLong').regex(normalize.EMAIL_ADDRESS, 'email'));
}

export function phoneField(required: boolean, max = 24) {
  const base = text.transform(normalize.telephone);
  return required
    ? base.pipe(z.string().min(1, 'required').max(max, 'tooLong').regex(PHONE, 'phone'))
    : base.pipe(z.string().max(max, 'tooLong').refine((v) => v === '' || PHONE.test(v), 'phone'));
}

/**
 * The reading of a name in katakana, optional: visitors who write their name in the Latin
 * alphabet (or have no Japanese reading) leave it empty. What is entered is normalised
 * (hiragana and half-width kana become full-width katakana) and must then be katakana.
 */
export function optionalKanaField(max: number) {
  return text.transform(normalize.kana).pipe(z.string().max(max, 'tooLong').refine((v) => v === '' || KANA.test(v), 'kana'));
}

export function choice<T extends readonly [string, ...string[]]>(options: T) {
  return text.pipe(z.enum(options, { error: 'select' }));
}

export function agreement() {
  return text.pipe(z.literal('yes', { error: 'agree' }));
}

/** The field-by-field error codes of a failed parse (the first problem of each field). */
export function errorCodes(error: z.ZodError): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || codes[field]) continue;
    const message = issue.message as ErrorCode;
    codes[field] = (['required', 'email', 'phone', 'kana', 'tooLong', 'select', 'agree'] as const).includes(message) ? message : 'required';
  }
  return codes;
}
