import type { Field } from 'payload';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day as `YYYY-MM-DD` text (a day in Japan, not an instant), checked when staff save. */
export const dateField = (name: string, label: { ja: string; en: string }, { required = false, index = false } = {}): Field => ({
  name,
  type: 'text',
  required,
  index,
  label,
  admin: { placeholder: 'YYYY-MM-DD', width: '25%' },
  validate: (value: string | null | undefined) =>
    (!value && !required) || (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) || '日付は YYYY-MM-DD で入力してください / Enter a date as YYYY-MM-DD',
});
