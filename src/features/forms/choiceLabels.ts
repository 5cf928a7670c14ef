import en from '../../../messages/en/forms.json';
import ja from '../../../messages/ja/forms.json';

import type { FormKind } from './registry';

type OptionMessages = Partial<Record<string, Partial<Record<string, string>>>>;

const messages = { ja, en } as const;

/** The label of one choice in one language, as the form shows it; the code itself if it has none. */
export function choiceLabel(kind: FormKind, field: string, value: string, language: 'ja' | 'en'): string {
  return (messages[language][kind].options as OptionMessages)[field]?.[value] ?? value;
}

/**
 * The choices of a form's field as /admin shows them: the words visitors chose on the form, in
 * both languages, so staff read what the sender read. The forms' messages
 * (messages/{ja,en}/forms.json) are the one source of these labels.
 */
export function choiceOptions(kind: FormKind, field: string, values: readonly string[]): { value: string; label: { ja: string; en: string } }[] {
  return values.map((value) => ({ value, label: { ja: choiceLabel(kind, field, value, 'ja'), en: choiceLabel(kind, field, value, 'en') } }));
}
