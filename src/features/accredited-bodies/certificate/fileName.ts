import type { Locale } from '@/i18n/routing';

/**
 * The stable address of a body's certificate is `/certificates/{number}.pdf` (English:
 * `/en/certificates/{number}.pdf`). Certificate files have long been passed around under names
 * that carry something after the number: a language (`MS0001_en.pdf`), a revision or a copy
 * (`MS0001-2.pdf`, `MS0001 (1).pdf`, `MS0001_rev3.pdf`). The file is the same, so each of those
 * names resolves to the record's current certificate.
 */
export type CertificateFile = { number: string; locale?: Locale };

/** An accreditation number: letters then digits (`MS0001`, `RMP0012`), possibly with a hyphen between. */
const NUMBER = /^([A-Za-z]{1,6}-?\d{1,8})(.*)$/;

/** Reads `{number}{suffix}.pdf`; null for anything that is not such a name. */
export function certificateFile(file: string): CertificateFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return null;
  }
  if (decoded.length > 120 || /[/\\\0]/.test(decoded)) return null;
  const pdf = /^(.+)\.pdf$/i.exec(decoded.trim());
  if (!pdf) return null;
  const match = NUMBER.exec(pdf[1]!);
  if (!match) return null;
  const [, number, suffix = ''] = match;
  // The suffix must start with a separator, so `MS00012` is never read as `MS0001` and `2`.
  if (suffix && !/^[\s_\-.(（[]/.test(suffix)) return null;
  const words = suffix.toLowerCase().split(/[^a-z]+/);
  const locale: Locale | undefined = words.some((w) => w === 'en' || w === 'eng' || w === 'english')
    ? 'en'
    : words.some((w) => w === 'ja' || w === 'jp' || w === 'jpn')
      ? 'ja'
      : undefined;
  return { number: number!.toUpperCase(), ...(locale ? { locale } : {}) };
}
