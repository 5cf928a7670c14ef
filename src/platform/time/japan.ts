// Building an Intl formatter costs far more than using one: keep one.
const japanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Japan, as YYYY-MM-DD: accreditation dates and receipts are days in Japan. */
export function todayInJapan(now = new Date()): string {
  return japanDay.format(now);
}

// h23, so midnight is 00:00.
const japanMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a day and time in Japan, `YYYY-MM-DD HH:mm`, as files for spreadsheets write it; empty when it is no date. */
export function dateTimeInJapan(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(japanMinute.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
