import { describe, expect, it } from 'vitest';

import { badgeSvg, emWidth, fit, STATUS_COLOURS } from './svg';

const base = {
  lang: 'ja' as const,
  status: 'suspended' as const,
  statusLabel: '一時停止中',
  name: 'サンプル試験センター（サンプル）',
  scheme: '試験所',
  numberLine: 'JAB 認定番号 RTL0001',
  title: 'サンプル試験センター（サンプル）の認定（JAB）：一時停止中',
  desc: '説明 <script>alert(1)</script> & "quotes"',
};

describe('the accreditation mark', () => {
  it('says the status in its band, in the status colour, and names itself for screen readers', () => {
    const svg = badgeSvg(base);
    expect(svg).toContain('>一時停止中</text>');
    expect(svg).toContain(`fill="${STATUS_COLOURS.suspended}"`);
    expect(svg).toMatch(/role="img"[^>]*aria-labelledby="t d"/);
    expect(svg).toContain('<title id="t">サンプル試験センター（サンプル）の認定（JAB）：一時停止中</title>');
    expect(badgeSvg({ ...base, status: 'active', statusLabel: '認定中' })).toContain(`fill="${STATUS_COLOURS.active}"`);
  });

  it('never lets a name or a description write markup into the picture', () => {
    const svg = badgeSvg({ ...base, name: '<a href="x">悪</a>' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<a href');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('shortens a long name to the width of the mark, and keeps a short one whole', () => {
    const long = '一般財団法人サンプル総合試験研究センター（サンプル）';
    expect(emWidth(fit(long, 12.7))).toBeLessThanOrEqual(12.7);
    expect(fit(long, 12.7).endsWith('…')).toBe(true);
    expect(fit('Sample Lab', 12.7)).toBe('Sample Lab');
    expect(badgeSvg({ ...base, name: long })).toContain(`${fit(long, 216 / 17)}</text>`);
  });
});
