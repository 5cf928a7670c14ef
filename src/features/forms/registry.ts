import type { z } from 'zod';

import { ADDRESSES } from '@/i18n/addresses';

import { complaintCrossChecks, complaintFields, complaintSchema } from './complaint';
import { errorCodes, type ErrorCode, type FieldSpec } from './fields';
import { inquiryFields, inquirySchema } from './inquiry';

export const formKinds = ['inquiry', 'complaint'] as const;
export type FormKind = (typeof formKinds)[number];

type Definition = {
  schema: z.ZodType<Record<string, string>>;
  fields: FieldSpec[];
  crossChecks?: (values: Record<string, unknown>) => Record<string, ErrorCode>;
  /** Locale-less addresses of the three steps. */
  paths: { input: string; confirm: string; success: string };
};

export const forms: Record<FormKind, Definition> = {
  inquiry: {
    schema: inquirySchema,
    fields: inquiryFields,
    paths: { input: ADDRESSES.inquiry, confirm: `${ADDRESSES.inquiry}/confirm`, success: `${ADDRESSES.inquiry}/success` },
  },
  complaint: {
    schema: complaintSchema,
    fields: complaintFields,
    crossChecks: complaintCrossChecks,
    paths: { input: ADDRESSES.complaint, confirm: `${ADDRESSES.complaint}/confirm`, success: `${ADDRESSES.complaint}/success` },
  },
};

/** The collection each form's submissions are kept in. */
export const submissionCollection = { inquiry: 'inquiries', complaint: 'complaints' } as const satisfies Record<FormKind, string>;

/** The name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** The hidden field naming the step a post belongs to: `review` (input → confirm) or `submit`. */
export const STEP_FIELD = '_step';

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (formKinds as readonly string[]).includes(value);
}

export type Validation = { ok: true; data: Record<string, string> } | { ok: false; errors: Record<string, ErrorCode>; values: Record<string, string> };

/** The raw values of a form's fields, as strings, whatever was posted. */
export function rawValues(kind: FormKind, get: (name: string) => unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of forms[kind].fields) {
    const value = get(field.name);
    // Kept whole, however long: the form shows it back with the length message. The post's own
    // limit (FORM_MAX_BODY_BYTES, 1 MB) bounds it; cutting it here lost what the visitor typed.
    values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Validates a form's values with its schema, the same on server and client. */
export function validate(kind: FormKind, values: Record<string, unknown>): Validation {
  const result = forms[kind].schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = { ...forms[kind].crossChecks?.(values), ...errorCodes(result.error) };
  const raw: Record<string, string> = {};
  for (const field of forms[kind].fields) raw[field.name] = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
  return { ok: false, errors, values: raw };
}
