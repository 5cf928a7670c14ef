import { describe, expect, it } from 'vitest';

import { choiceLabel, choiceOptions } from './choiceLabels';
import { priorComplaintStates, replyChoices, targetKinds } from './complaint';
import { inquiryCategories } from './inquiry';

describe('the labels of the forms’ choices in /admin', () => {
  const lists = [
    ['inquiry', 'category', inquiryCategories],
    ['complaint', 'targetKind', targetKinds],
    ['complaint', 'priorComplaint', priorComplaintStates],
    ['complaint', 'replyWanted', replyChoices],
  ] as const;

  it('has a label in both languages for every code', () => {
    for (const [kind, field, values] of lists) {
      for (const value of values) {
        for (const language of ['ja', 'en'] as const) {
          const label = choiceLabel(kind, field, value, language);
          expect(label, `${kind}.${field}.${value} (${language})`).not.toBe(value);
          expect(label.trim(), `${kind}.${field}.${value} (${language})`).not.toBe('');
        }
      }
    }
  });

  it('gives the words the form shows', () => {
    expect(choiceOptions('complaint', 'targetKind', targetKinds)).toEqual([
      { value: 'association', label: { ja: '当協会', en: 'JAB itself' } },
      { value: 'accreditedBody', label: { ja: '当協会が認定した適合性評価機関', en: 'A conformity assessment body accredited by JAB' } },
    ]);
    expect(choiceLabel('inquiry', 'category', 'other', 'ja')).toBe('その他');
  });

  it('falls back to the code for a value the form does not know', () => {
    expect(choiceLabel('inquiry', 'category', 'retired', 'en')).toBe('retired');
  });
});
