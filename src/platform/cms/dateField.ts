import type { Field, FieldHook } from 'payload';

import { dayProblemText, readDay } from '@/platform/time/days';

/** Whatever form staff typed (`2024/4/1`, `令和6年4月1日`, `R6.4.1` …) stored as `YYYY-MM-DD`. */
const toIsoDay: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value.trim() === '') return value ? value : null;
  const reading = readDay(value);
  return reading.ok ? reading.day : value;
};

/**
 * A day as `YYYY-MM-DD` text (a day in Japan, not an instant). Staff may type it in any form the
 * CSV imports accept; an impossible day (`2024-02-30`) is refused exactly as an import refuses it.
 */
export const dateField = (name: string, label: { ja: string; en: string }, { required = false, index = false } = {}): Field => ({
  name,
  type: 'text',
  required,
  index,
  label,
  admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: { ja: '例: 2024-04-01、2024/4/1、令和6年4月1日', en: 'e.g. 2024-04-01, 2024/4/1, 令和6年4月1日' } },
  hooks: { beforeValidate: [toIsoDay] },
  validate: (value: string | null | undefined) => {
    if (!value) return required ? '日付を入力してください / Enter a date' : true;
    const reading = readDay(value);
    if (reading.ok) return true;
    const problem = dayProblemText[reading.problem];
    return `「${value}」は${problem.ja} / “${value}” ${problem.en}`;
  },
});
