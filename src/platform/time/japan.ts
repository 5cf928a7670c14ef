// Building an Intl formatter costs far more than using one: keep one.
const japanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Japan, as YYYY-MM-DD: accreditation dates and receipts are days in Japan. */
export function todayInJapan(now = new Date()): string {
  return japanDay.format(now);
}

// Building an Intl formatter costs far more than using one: keep one. h23, so midnight is 00:00.
const japanMinute = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type JapanParts = { year: string; month: number; day: number; hour: string; minute: string };

/** An instant's day and time in Japan, part by part; null when it is no date. */
export function partsInJapan(value: Date | string | number | null | undefined): JapanParts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(japanMinute.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: part.year!, month: Number(part.month), day: Number(part.day), hour: part.hour!, minute: part.minute! };
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as a day and time in Japan, `YYYY-MM-DD HH:mm`, as files for spreadsheets write it; empty when it is no date. */
export function dateTimeInJapan(value: Date | string | number | null | undefined): string {
  const p = partsInJapan(value);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)} ${p.hour}:${p.minute}` : '';
}
