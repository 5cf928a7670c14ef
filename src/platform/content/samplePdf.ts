import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/**
 * Small real PDF files for the sample content, generated at seed time (never fetched). Japanese
 * needs a Japanese font: BIZ UDPGothic (a universal-design Gothic, SIL Open Font License 1.1),
 * which `npm install` brings as TrueType in `@expo-google-fonts/biz-udpgothic`; pdf-lib subsets
 * it to a few kilobytes per file. So every machine draws the same sample PDFs, with no system
 * package. Debian's IPAex Gothic is used only if the package's file is somehow missing.
 */
const PACKAGED_FONT = '@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf';
const SYSTEM_FONTS = ['/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf', '/usr/share/fonts/truetype/fonts-japanese-gothic.ttf'];

/** Where the Japanese font is: the package's file (resolved from the project, also inside a server bundle), else a system one. */
export function japaneseFontFile(): string | null {
  try {
    return createRequire(path.join(process.cwd(), 'package.json')).resolve(PACKAGED_FONT);
  } catch {
    return SYSTEM_FONTS.find((file) => existsSync(file)) ?? null;
  }
}

let japaneseFont: Uint8Array | null | undefined;
export function japaneseFontBytes(): Uint8Array | null {
  if (japaneseFont === undefined) {
    const found = japaneseFontFile();
    japaneseFont = found ? readFileSync(found) : null;
  }
  return japaneseFont;
}

export type SamplePdf = {
  title: { ja: string; en?: string };
  /** Lines of body text, each in one language. */
  lines: { ja?: string; en?: string }[];
  /** Which languages the file is written in. */
  language: 'ja' | 'en' | 'both';
};

/**
 * Breaks text into lines that fit the width (Japanese has no spaces: break by characters). Each
 * token is measured once and the line's width summed as it grows (measuring the whole line again
 * for every character made a page of Japanese cost seconds); a line that overflows is cut
 * before the token that made it overflow.
 */
const unitWidths = new Map<string, number>();

/** A token's width at size 1, kept per font name: every sample file embeds the same font anew. */
function tokenWidth(font: PDFFont, token: string, size: number): number {
  const key = `${font.name}\u0000${token}`;
  let unit = unitWidths.get(key);
  if (unit === undefined) {
    unit = font.widthOfTextAtSize(token, 1);
    unitWidths.set(key, unit);
  }
  return unit * size;
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const token of text.match(/[\x21-\x7e]+\s*|\s+|./gu) ?? []) {
    const measured = tokenWidth(font, token, size);
    if (lineWidth + measured > width && line) {
      out.push(line.trimEnd());
      line = token.trimStart();
      lineWidth = line === token ? measured : tokenWidth(font, line, size);
    } else {
      line += token;
      lineWidth += measured;
    }
  }
  if (line.trim()) out.push(line.trimEnd());
  return out;
}

export async function samplePdf(content: SamplePdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fontBytes = japaneseFontBytes();
  let font: PDFFont;
  if (fontBytes) {
    doc.registerFontkit(fontkit);
    font = await doc.embedFont(fontBytes, { subset: true });
  } else {
    font = await doc.embedFont(StandardFonts.Helvetica);
  }
  const japanese = Boolean(fontBytes) && content.language !== 'en';
  const english = content.language !== 'ja' || !fontBytes;
  const title = [japanese ? content.title.ja : null, english ? content.title.en : null].filter(Boolean).join(' / ') || content.title.en || 'Sample document';
  doc.setTitle(title);
  doc.setLanguage(content.language === 'en' || !japanese ? 'en' : 'ja');
  doc.setCreator('Sample content of the website');
  let page = doc.addPage([595.28, 841.89]);
  let y = 790;
  const write = (text: string, size: number, gap: number) => {
    for (const line of wrap(text, font, size, 495)) {
      if (y < 60) {
        page = doc.addPage([595.28, 841.89]);
        y = 790;
      }
      page.drawText(line, { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };
  write(title, 16, 8);
  y -= 8;
  write(japanese ? 'サンプル資料 / Sample document' : 'Sample document', 10, 6);
  y -= 10;
  for (const line of content.lines) {
    if (japanese && line.ja) write(line.ja, 11, 7);
    if (english && line.en) write(line.en, 11, 7);
    y -= 4;
  }
  return doc.save({ useObjectStreams: true });
}
