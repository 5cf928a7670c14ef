import tokens from '@digital-go-jp/design-tokens';

import type { AccreditationStatus } from '../status';

/**
 * The live accreditation mark: an SVG an accredited body embeds on its own site, drawn from the
 * directory at each request, so it says "suspended" or "ended" the day that becomes true. Drawn
 * at 240×120 in the site's colours (Digital Agency design tokens); at 120 px wide its smallest
 * text is still 6.5 px high, its status line 9 px. `<title>` and `<desc>` give screen readers the
 * whole statement, which the picture shortens.
 */

type Palette = Record<string, Record<string, { $value?: string }>>;
const palette: { Primitive: Palette; Neutral: Palette } = tokens.Color;
const valueOf = (group: Palette, family: string, step: string) => {
  const value = group[family]?.[step]?.$value;
  if (!value) throw new Error(`The design tokens have no colour ${family} ${step}`);
  return value;
};
const colour = (family: string, step: string) => valueOf(palette.Primitive, family, step);
const GRAY_700 = valueOf(palette.Neutral, 'SolidGray', '700');
const GRAY_900 = valueOf(palette.Neutral, 'SolidGray', '900');

/** The band's colour per status; white text on each keeps a contrast above 4.5:1. */
export const STATUS_COLOURS: Record<AccreditationStatus, string> = {
  active: colour('Green', '800'),
  suspended: colour('Orange', '900'),
  expired: GRAY_700,
  ended: GRAY_700,
};

export type BadgeText = {
  lang: 'ja' | 'en';
  status: AccreditationStatus | 'unknown';
  /** The band: the status in words ("認定中", "Suspended"). */
  statusLabel: string;
  name: string;
  scheme: string;
  /** "JAB 認定番号 RM0001". */
  numberLine: string;
  /** For screen readers: what the picture says, in full. */
  title: string;
  desc: string;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width of `text` in ems, roughly: full-width characters one em, the others six tenths. */
export function emWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 1 : 0.6;
  return width;
}

/** `text` cut to fit `ems`, with an ellipsis when cut. */
export function fit(text: string, ems: number): string {
  if (emWidth(text) <= ems) return text;
  let out = '';
  for (const ch of text) {
    if (emWidth(out + ch) > ems - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

export function badgeSvg(badge: BadgeText): string {
  const band = badge.status === 'unknown' ? GRAY_700 : STATUS_COLOURS[badge.status];
  const font = badge.lang === 'ja' ? `'Noto Sans JP','Hiragino Sans','Yu Gothic',Meiryo,sans-serif` : `'Noto Sans','Helvetica Neue',Arial,sans-serif`;
  // Usable width 216 px: the name at 17 px, the scheme at 13 px, the band at 18 px.
  const name = fit(badge.name, 216 / 17);
  const scheme = fit(badge.scheme, 216 / 13);
  const status = fit(badge.statusLabel, 216 / 18);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" lang="${badge.lang}" aria-labelledby="t d">` +
    `<title id="t">${escape(badge.title)}</title><desc id="d">${escape(badge.desc)}</desc>` +
    `<rect x="1" y="1" width="238" height="118" rx="8" fill="#fff" stroke="${band}" stroke-width="2"/>` +
    `<path d="M1 9a8 8 0 0 1 8-8h222a8 8 0 0 1 8 8v27H1z" fill="${band}"/>` +
    `<g font-family="${font}" aria-hidden="true">` +
    `<text x="12" y="25" font-size="18" font-weight="700" fill="#fff">${escape(status)}</text>` +
    `<text x="12" y="60" font-size="17" font-weight="700" fill="${GRAY_900}">${escape(name)}</text>` +
    `<text x="12" y="81" font-size="13" fill="${GRAY_700}">${escape(scheme)}</text>` +
    `<text x="12" y="106" font-size="14" font-weight="700" fill="${GRAY_900}">${escape(badge.numberLine)}</text>` +
    `</g></svg>`
  );
}
