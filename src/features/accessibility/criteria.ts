import type { Criterion } from './model';

/**
 * The 38 success criteria of WCAG 2.0 levels A and AA (25 A, 13 AA), in the order of the
 * guideline. JIS X 8341-3:2016 is identical to WCAG 2.0; the Japanese titles are those of the
 * standard and of the Japanese translation of WCAG 2.0.
 *
 * `automated` says how far the machine checks run on this site decide a criterion:
 * - `'full'`: a machine check decides it on its own, with no person's check needed. Only 4.1.1
 *   (parsing), which the Nu HTML checker decides on the HTML the server sends.
 * - `'partial'`: axe has rules (in the WCAG 2.0/2.1/2.2 A and AA tags the site runs) that catch
 *   some failures, but passing them does not show the criterion is met; a person checks the rest
 *   (is the alternative text right, is the title descriptive, is the language the right one).
 * - `'none'`: no machine check on this site judges it; only a person can.
 * A criterion that is not `'full'` needs a person's check in data/manual.ts.
 */
export const criteria: Criterion[] = [
  // 1.1 Text alternatives. axe: image-alt, input-image-alt, object-alt, role-img-alt, svg-img-alt…
  { id: '1.1.1', level: 'A', title: { ja: '非テキストコンテンツ', en: 'Non-text Content' }, automated: 'partial' },

  // 1.2 Time-based media. axe's video-caption only finds a <video> without a captions track.
  { id: '1.2.1', level: 'A', title: { ja: '音声のみ及び映像のみ（収録済み）', en: 'Audio-only and Video-only (Prerecorded)' }, automated: 'none' },
  { id: '1.2.2', level: 'A', title: { ja: 'キャプション（収録済み）', en: 'Captions (Prerecorded)' }, automated: 'partial' },
  {
    id: '1.2.3',
    level: 'A',
    title: { ja: '音声解説、又はメディアに対する代替（収録済み）', en: 'Audio Description or Media Alternative (Prerecorded)' },
    automated: 'none',
  },
  { id: '1.2.4', level: 'AA', title: { ja: 'キャプション（ライブ）', en: 'Captions (Live)' }, automated: 'none' },
  { id: '1.2.5', level: 'AA', title: { ja: '音声解説（収録済み）', en: 'Audio Description (Prerecorded)' }, automated: 'none' },

  // 1.3 Adaptable. axe: list, listitem, definition-list, th-has-data-cells, aria-required-children…
  { id: '1.3.1', level: 'A', title: { ja: '情報及び関係性', en: 'Info and Relationships' }, automated: 'partial' },
  { id: '1.3.2', level: 'A', title: { ja: '意味のある順序', en: 'Meaningful Sequence' }, automated: 'none' },
  { id: '1.3.3', level: 'A', title: { ja: '感覚的な特徴', en: 'Sensory Characteristics' }, automated: 'none' },

  // 1.4 Distinguishable. axe: link-in-text-block (1.4.1), no-autoplay-audio (1.4.2),
  // color-contrast (1.4.3), meta-viewport (1.4.4: only zoom turned off, not text at 200%).
  { id: '1.4.1', level: 'A', title: { ja: '色の使用', en: 'Use of Color' }, automated: 'partial' },
  { id: '1.4.2', level: 'A', title: { ja: '音声の制御', en: 'Audio Control' }, automated: 'partial' },
  { id: '1.4.3', level: 'AA', title: { ja: 'コントラスト（最低限レベル）', en: 'Contrast (Minimum)' }, automated: 'partial' },
  { id: '1.4.4', level: 'AA', title: { ja: 'テキストのサイズ変更', en: 'Resize text' }, automated: 'partial' },
  { id: '1.4.5', level: 'AA', title: { ja: '文字画像', en: 'Images of Text' }, automated: 'none' },

  // 2.1 Keyboard accessible. axe: scrollable-region-focusable, frame-focusable-content, server-side-image-map.
  { id: '2.1.1', level: 'A', title: { ja: 'キーボード', en: 'Keyboard' }, automated: 'partial' },
  { id: '2.1.2', level: 'A', title: { ja: 'キーボードトラップなし', en: 'No Keyboard Trap' }, automated: 'none' },

  // 2.2 Enough time. axe: meta-refresh (2.2.1), blink and marquee (2.2.2).
  { id: '2.2.1', level: 'A', title: { ja: 'タイミング調整可能', en: 'Timing Adjustable' }, automated: 'partial' },
  { id: '2.2.2', level: 'A', title: { ja: '一時停止、停止及び非表示', en: 'Pause, Stop, Hide' }, automated: 'partial' },

  // 2.3 Seizures.
  { id: '2.3.1', level: 'A', title: { ja: '3回の閃光、又は閾値以下', en: 'Three Flashes or Below Threshold' }, automated: 'none' },

  // 2.4 Navigable. axe: bypass (2.4.1), document-title (2.4.2: present, not descriptive), link-name and area-alt (2.4.4).
  { id: '2.4.1', level: 'A', title: { ja: 'ブロックスキップ', en: 'Bypass Blocks' }, automated: 'partial' },
  { id: '2.4.2', level: 'A', title: { ja: 'ページタイトル', en: 'Page Titled' }, automated: 'partial' },
  { id: '2.4.3', level: 'A', title: { ja: 'フォーカス順序', en: 'Focus Order' }, automated: 'none' },
  { id: '2.4.4', level: 'A', title: { ja: 'リンクの目的（コンテキスト内）', en: 'Link Purpose (In Context)' }, automated: 'partial' },
  { id: '2.4.5', level: 'AA', title: { ja: '複数の手段', en: 'Multiple Ways' }, automated: 'none' },
  { id: '2.4.6', level: 'AA', title: { ja: '見出し及びラベル', en: 'Headings and Labels' }, automated: 'none' },
  { id: '2.4.7', level: 'AA', title: { ja: 'フォーカスの可視化', en: 'Focus Visible' }, automated: 'none' },

  // 3.1 Readable. axe: html-has-lang, html-lang-valid, html-xml-lang-mismatch (3.1.1), valid-lang (3.1.2):
  // they check that a language is given and is a valid code, not that it is the right one.
  { id: '3.1.1', level: 'A', title: { ja: 'ページの言語', en: 'Language of Page' }, automated: 'partial' },
  { id: '3.1.2', level: 'AA', title: { ja: '一部分の言語', en: 'Language of Parts' }, automated: 'partial' },

  // 3.2 Predictable.
  { id: '3.2.1', level: 'A', title: { ja: 'フォーカス時', en: 'On Focus' }, automated: 'none' },
  { id: '3.2.2', level: 'A', title: { ja: '入力時', en: 'On Input' }, automated: 'none' },
  { id: '3.2.3', level: 'AA', title: { ja: '一貫したナビゲーション', en: 'Consistent Navigation' }, automated: 'none' },
  { id: '3.2.4', level: 'AA', title: { ja: '一貫した識別性', en: 'Consistent Identification' }, automated: 'none' },

  // 3.3 Input assistance. axe: form-field-multiple-labels (3.3.2).
  { id: '3.3.1', level: 'A', title: { ja: 'エラーの特定', en: 'Error Identification' }, automated: 'none' },
  { id: '3.3.2', level: 'A', title: { ja: 'ラベル又は説明', en: 'Labels or Instructions' }, automated: 'partial' },
  { id: '3.3.3', level: 'AA', title: { ja: 'エラー修正の提案', en: 'Error Suggestion' }, automated: 'none' },
  { id: '3.3.4', level: 'AA', title: { ja: 'エラー回避（法的、金融及びデータ）', en: 'Error Prevention (Legal, Financial, Data)' }, automated: 'none' },

  // 4.1 Compatible. The Nu HTML checker decides 4.1.1 (tags, nesting, duplicate attributes and ids).
  // axe: button-name, label, aria-valid-attr-value, aria-required-attr, nested-interactive… (4.1.2).
  { id: '4.1.1', level: 'A', title: { ja: '構文解析', en: 'Parsing' }, automated: 'full' },
  { id: '4.1.2', level: 'A', title: { ja: '名前（name）・役割（role）及び値（value）', en: 'Name, Role, Value' }, automated: 'partial' },
];
