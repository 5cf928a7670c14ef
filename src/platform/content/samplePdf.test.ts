import type { PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { wrap } from './samplePdf';

// A monospaced stand-in: every character is as wide as the size.
const font = { name: 'Mono', widthOfTextAtSize: (text: string, size: number) => [...text].length * size } as unknown as PDFFont;

describe('wrap', () => {
  it('keeps English words whole and every line within the width', () => {
    const lines = wrap('Accreditation is a third-party attestation of competence', font, 1, 20);
    expect(lines).toEqual(['Accreditation is a', 'third-party', 'attestation of', 'competence']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
  });

  it('breaks Japanese between characters', () => {
    expect(wrap('適合性評価機関の認定に関する情報です', font, 2, 20)).toEqual(['適合性評価機関の認定', 'に関する情報です']);
  });

  it('gives a word longer than the width a line of its own rather than losing it', () => {
    expect(wrap('a supercalifragilistic b', font, 1, 5)).toEqual(['a', 'supercalifragilistic', 'b']);
  });
});
