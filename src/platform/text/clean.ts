/** Input clean-up a visitor would expect, applied before validation on server and client. */

// C0 and C1 controls except tab and line breaks (kept in multi-line text).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]/g;

/** One-line text: controls and line breaks removed, spaces collapsed, surrounding spaces trimmed. */
export function singleLine(value: string): string {
  return value.replace(CONTROL, '').replace(/[\r\n\t]+/g, ' ').replace(/[ \u3000]{2,}/g, ' ').trim();
}

/** Multi-line text: controls removed, line breaks unified to \n, surrounding blank space trimmed. */
export function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** Telephone: full-width digits and the many dash characters made plain; spaces and brackets dropped. */
export function telephone(value: string): string {
  return singleLine(value)
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\u30fc\uff0d\u2043\ufe63]/g, '-')
    .replace(/[\s()（）]/g, '');
}

/** E-mail: full-width letters made plain, spaces removed, the domain lower-cased. */
export function email(value: string): string {
  const plain = singleLine(value).normalize('NFKC').replace(/\s/g, '');
  const at = plain.lastIndexOf('@');
  return at < 0 ? plain : plain.slice(0, at + 1) + plain.slice(at + 1).toLowerCase();
}

/** An address of the form a mail server takes (local part, `@`, a domain with a dot), after {@link email}. */
export const EMAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Kana reading: half-width katakana and hiragana become full-width katakana; spaces become one full-width space. */
export function kana(value: string): string {
  const halfToFull = singleLine(value).normalize('NFKC');
  const katakana = halfToFull.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
  return katakana.replace(/[ \u3000]+/g, '\u3000');
}

/** Strips anything that could end a mail header line. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
