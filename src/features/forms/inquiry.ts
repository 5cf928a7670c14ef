import { z } from 'zod';

import { agreement, choice, emailField, optionalKanaField, optionalText, phoneField, requiredText, type FieldSpec } from './fields';
import { multiLine } from '@/platform/text/clean';

/** What an inquiry is about; each category goes to the department that answers it. */
export const inquiryCategories = ['certification', 'laboratory', 'medicalLaboratory', 'biobank', 'directory', 'press', 'accessibility', 'other'] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];

export const INQUIRY_LIMITS = { name: 50, nameKana: 50, organization: 100, subject: 100, message: 2000 } as const;

export const inquirySchema = z.object({
  name: requiredText(INQUIRY_LIMITS.name),
  nameKana: optionalKanaField(INQUIRY_LIMITS.nameKana),
  organization: optionalText(INQUIRY_LIMITS.organization),
  email: emailField(),
  phone: phoneField(false),
  category: choice(inquiryCategories),
  subject: requiredText(INQUIRY_LIMITS.subject),
  message: requiredText(INQUIRY_LIMITS.message, multiLine),
  privacy: agreement(),
});

export type Inquiry = z.infer<typeof inquirySchema>;

/** The fields in the order they are asked and confirmed. */
export const inquiryFields: FieldSpec[] = [
  { name: 'name', kind: 'text', required: true, maxLength: INQUIRY_LIMITS.name, autoComplete: 'name', hint: true },
  { name: 'nameKana', kind: 'text', required: false, maxLength: INQUIRY_LIMITS.nameKana, hint: true },
  { name: 'organization', kind: 'text', required: false, maxLength: INQUIRY_LIMITS.organization, autoComplete: 'organization' },
  { name: 'email', kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', required: false, maxLength: 24, autoComplete: 'tel', hint: true },
  { name: 'category', kind: 'select', required: true, options: inquiryCategories },
  { name: 'subject', kind: 'text', required: true, maxLength: INQUIRY_LIMITS.subject },
  { name: 'message', kind: 'textarea', required: true, maxLength: INQUIRY_LIMITS.message },
  { name: 'privacy', kind: 'checkbox', required: true },
];
