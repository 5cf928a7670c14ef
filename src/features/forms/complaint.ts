import { z } from 'zod';

import { agreement, choice, emailField, optionalKanaField, optionalText, phoneField, requiredText, type FieldSpec } from './fields';
import { multiLine, singleLine } from '@/platform/text/clean';
import formsJa from '../../../messages/ja/forms.json';

export const targetKinds = ['association', 'accreditedBody'] as const;
export const priorComplaintStates = ['notMade', 'madeNoAnswer', 'answered'] as const;
export const replyChoices = ['wanted', 'notWanted'] as const;

/** What a complaint about the association itself records as its subject (the choice's own words, as staff read them). */
export const ASSOCIATION_AS_TARGET = formsJa.complaint.options.targetKind.association;

export const COMPLAINT_LIMITS = {
  name: 50,
  nameKana: 50,
  organization: 100,
  department: 100,
  position: 100,
  targetName: 100,
  content: 4000,
  priorAnswer: 4000,
} as const;

export const complaintSchema = z
  .object({
    name: requiredText(COMPLAINT_LIMITS.name),
    nameKana: optionalKanaField(COMPLAINT_LIMITS.nameKana),
    organization: optionalText(COMPLAINT_LIMITS.organization),
    department: optionalText(COMPLAINT_LIMITS.department),
    position: optionalText(COMPLAINT_LIMITS.position),
    phone: phoneField(true),
    email: emailField(),
    targetKind: choice(targetKinds),
    targetName: optionalText(COMPLAINT_LIMITS.targetName),
    content: requiredText(COMPLAINT_LIMITS.content, multiLine),
    priorComplaint: choice(priorComplaintStates),
    priorAnswer: optionalText(COMPLAINT_LIMITS.priorAnswer, multiLine),
    replyWanted: choice(replyChoices),
    privacy: agreement(),
  })
  // The body's name is asked only when the complaint is about an accredited body; the answer
  // already received only when one was received; each is kept only then.
  .superRefine((value, ctx) => {
    for (const [field, code] of Object.entries(complaintCrossChecks(value))) ctx.addIssue({ code: 'custom', path: [field], message: code });
  })
  .transform((value) => ({
    ...value,
    // A complaint about the association itself names the association, so the record always says whom it is about.
    targetName: value.targetKind === 'accreditedBody' ? value.targetName : ASSOCIATION_AS_TARGET,
    priorAnswer: value.priorComplaint === 'answered' ? value.priorAnswer : '',
  }));

export type Complaint = z.infer<typeof complaintSchema>;

/**
 * Checks across fields, run even when other fields already fail (the schema's refinement only
 * runs on an otherwise valid form), so every message shows on the first attempt.
 */
export function complaintCrossChecks(values: Record<string, unknown>): Record<string, 'required'> {
  const errors: Record<string, 'required'> = {};
  const target = typeof values.targetName === 'string' ? singleLine(values.targetName) : '';
  if (values.targetKind === 'accreditedBody' && !target) errors.targetName = 'required';
  const answer = typeof values.priorAnswer === 'string' ? multiLine(values.priorAnswer) : '';
  if (values.priorComplaint === 'answered' && !answer) errors.priorAnswer = 'required';
  return errors;
}

export const complaintFields: FieldSpec[] = [
  { name: 'name', kind: 'text', required: true, maxLength: COMPLAINT_LIMITS.name, autoComplete: 'name', hint: true },
  { name: 'nameKana', kind: 'text', required: false, maxLength: COMPLAINT_LIMITS.nameKana, hint: true },
  { name: 'organization', kind: 'text', required: false, maxLength: COMPLAINT_LIMITS.organization, autoComplete: 'organization' },
  { name: 'department', kind: 'text', required: false, maxLength: COMPLAINT_LIMITS.department },
  { name: 'position', kind: 'text', required: false, maxLength: COMPLAINT_LIMITS.position, autoComplete: 'organization-title' },
  { name: 'phone', kind: 'tel', required: true, maxLength: 24, autoComplete: 'tel', hint: true },
  { name: 'email', kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'targetKind', kind: 'radio', required: true, options: targetKinds },
  {
    name: 'targetName',
    kind: 'text',
    required: false,
    requiredWhen: true,
    maxLength: COMPLAINT_LIMITS.targetName,
    shownWhen: { field: 'targetKind', equals: 'accreditedBody' },
    hint: true,
  },
  { name: 'content', kind: 'textarea', required: true, maxLength: COMPLAINT_LIMITS.content },
  { name: 'priorComplaint', kind: 'radio', required: true, options: priorComplaintStates, hint: true },
  {
    name: 'priorAnswer',
    kind: 'textarea',
    required: false,
    requiredWhen: true,
    maxLength: COMPLAINT_LIMITS.priorAnswer,
    shownWhen: { field: 'priorComplaint', equals: 'answered' },
    hint: true,
  },
  { name: 'replyWanted', kind: 'radio', required: true, options: replyChoices },
  { name: 'privacy', kind: 'checkbox', required: true },
];
