import { describe, expect, it } from 'vitest';

import { certificateFile } from './fileName';

describe('a certificate file name', () => {
  it('resolves the plain name and names with a suffix to the same record', () => {
    for (const name of ['MS0001.pdf', 'MS0001-2.pdf', 'MS0001_rev3.pdf', 'MS0001 (1).pdf', 'MS0001%20(1).pdf', 'ms0001.PDF', 'MS0001（2）.pdf', 'MS0001.v2.pdf']) {
      expect(certificateFile(name), name).toEqual({ number: 'MS0001' });
    }
  });

  it('reads a language from the suffix', () => {
    expect(certificateFile('MS0001_en.pdf')).toEqual({ number: 'MS0001', locale: 'en' });
    expect(certificateFile('MS0001-EN-2.pdf')).toEqual({ number: 'MS0001', locale: 'en' });
    expect(certificateFile('MS0001_ja.pdf')).toEqual({ number: 'MS0001', locale: 'ja' });
    expect(certificateFile('TL0042-english.pdf')).toEqual({ number: 'TL0042', locale: 'en' });
  });

  it('never reads a longer number as a shorter one, and refuses what is not a PDF name', () => {
    expect(certificateFile('MS00012.pdf')).toEqual({ number: 'MS00012' });
    for (const name of ['MS0001', 'MS0001.svg', '../MS0001.pdf', 'MS0001%2F..%2Fx.pdf', '%E0%A4%A.pdf', 'x'.repeat(200) + '.pdf', 'ＭＳ0001.pdf', '.pdf', 'MSx.pdf']) {
      expect(certificateFile(name), name).toBeNull();
    }
  });
});
