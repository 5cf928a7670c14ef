import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

import messagesEn from '../../../../messages/en/bodies.json';
import messagesJa from '../../../../messages/ja/bodies.json';
import type { Locale } from '@/i18n/routing';
import type { AccreditedBody } from '@/payload-types';
import { japaneseFontBytes, wrap } from '@/platform/content/samplePdf';
import { schemeById } from '@/reference/schemes';

/**
 * An accreditation certificate as a PDF (A4, one page), in one language, drawn with pdf-lib: the
 * body, its number, scheme, standard, scope and dates, and a QR code with the short address of
 * its verification page, so a printed copy leads back to today's status. Made at seed for the
 * sample bodies (and labelled a sample in its own words); staff replace it by uploading the real
 * one. Japanese needs a Japanese font (IPAex Gothic from Debian); without one, null.
 */

export type CertificateBody = Pick<
  AccreditedBody,
  'accreditationNumber' | 'scheme' | 'nameJa' | 'nameEn' | 'contactAddressJa' | 'contactAddressEn' | 'initialDate' | 'renewalDate' | 'expiryDate' | 'scopes' | 'sample'
>;

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.33, 0.36, 0.4);
const ACCENT = rgb(0.0, 0.29, 0.55);
const WARN = rgb(0.62, 0.16, 0.1);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** How many scope items the page lists before "and N more". */
const SCOPE_LINES = 6;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The QR code of `text`, drawn as dark squares with its quiet zone, lower-left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row: a smaller file than one per module.
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

export type CertificateOptions = {
  locale: Locale;
  /** The verification page's address that the QR code and the text carry. */
  verifyUrl: string;
  /** The day of issue, `YYYY-MM-DD`. */
  issuedOn: string;
};

export async function certificatePdf(body: CertificateBody, { locale, verifyUrl, issuedOn }: CertificateOptions): Promise<Uint8Array | null> {
  const t = (locale === 'en' ? messagesEn : messagesJa).certificate;
  const fontBytes = japaneseFontBytes();
  // The English file needs only the standard fonts, but a Japanese name or address may appear in it too.
  if (!fontBytes) return null;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font: PDFFont = await doc.embedFont(fontBytes, { subset: true });
  const en = locale === 'en';
  const name = en && body.nameEn ? body.nameEn : body.nameJa;
  const address = (en ? body.contactAddressEn || body.contactAddressJa : body.contactAddressJa) ?? '';
  const scheme = schemeById(body.scheme);
  doc.setTitle(fill(t.fileTitle, { number: body.accreditationNumber }));
  doc.setLanguage(locale);
  doc.setAuthor(t.issuer);
  doc.setSubject(name);
  doc.setCreator(t.issuer);

  const page = doc.addPage(A4);
  const width = A4[0] - MARGIN * 2;
  let y = A4[1] - MARGIN;
  const write = (text: string, size: number, { color = INK, gap = 6, x = MARGIN, w = width, center = false } = {}) => {
    for (const line of wrap(text, font, size, w)) {
      const lineX = center ? (A4[0] - font.widthOfTextAtSize(line, size)) / 2 : x;
      page.drawText(line, { x: lineX, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  if (body.sample) {
    // The sample notice, in a box above everything, so no copy of the page hides it.
    const lines = wrap(t.sample, font, 10, width - 20);
    const boxHeight = lines.length * 15 + 12;
    page.drawRectangle({ x: MARGIN, y: y - boxHeight, width, height: boxHeight, borderColor: WARN, borderWidth: 1.2 });
    y -= 8;
    write(t.sample, 10, { color: WARN, gap: 5, x: MARGIN + 10, w: width - 20 });
    y -= 14;
  }
  y -= 24;
  write(t.title, en ? 26 : 30, { color: ACCENT, center: true, gap: 10 });
  y -= 12;
  write(t.preamble, 11, { color: MUTED, gap: 5 });
  y -= 16;

  const labelWidth = en ? 150 : 110;
  const row = (label: string, value: string, size = 12) => {
    const top = y;
    write(label, 10, { color: MUTED, gap: 4 });
    const afterLabel = y;
    y = top;
    write(value || '—', size, { x: MARGIN + labelWidth, w: width - labelWidth, gap: 5 });
    y = Math.min(y, afterLabel) - 8;
  };
  row(t.name, name, 15);
  if (address) row(t.address, address);
  row(t.number, body.accreditationNumber, 15);
  row(t.scheme, scheme?.name[locale] ?? body.scheme);
  if (scheme) row(t.standard, scheme.standard);
  const scopes = (body.scopes ?? []).map((s) => `${s.code}  ${(en && s.labelEn) || s.labelJa}`);
  if (scopes.length > 0) {
    const shown = scopes.slice(0, SCOPE_LINES);
    const more = scopes.length - shown.length;
    row(t.scope, [...shown, ...(more > 0 ? [fill(t.scopeMore, { count: more })] : [])].join(en ? '; ' : '、'), 10);
  }
  row(t.initialDate, body.initialDate);
  if (body.renewalDate) row(t.renewalDate, body.renewalDate);
  row(t.expiryDate, body.expiryDate);
  row(t.issued, issuedOn);

  // The way back: the QR code and the short address, at the foot of the page.
  const qrSize = 112;
  const footTop = MARGIN + qrSize;
  page.drawLine({ start: { x: MARGIN, y: footTop + 18 }, end: { x: A4[0] - MARGIN, y: footTop + 18 }, thickness: 0.6, color: MUTED });
  drawQr(page, verifyUrl, MARGIN - 8, MARGIN - 8, qrSize);
  y = footTop;
  const textX = MARGIN + qrSize + 8;
  const textWidth = width - qrSize - 8;
  write(t.verifyLead, 10, { color: MUTED, x: textX, w: textWidth, gap: 4 });
  write(verifyUrl, 12, { color: ACCENT, x: textX, w: textWidth, gap: 6 });
  write(t.verifyNote, 8.5, { color: MUTED, x: textX, w: textWidth, gap: 3 });
  y -= 4;
  write(t.issuer, 11, { x: textX, w: textWidth });
  return doc.save({ useObjectStreams: true });
}
