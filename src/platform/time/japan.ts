// Building an Intl formatter costs far more than using one: keep one.
const japanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Japan, as YYYY-MM-DD: accreditation dates and receipts are days in Japan. */
export function todayInJapan(now = new Date()): string {
  return japanDay.format(now);
}
