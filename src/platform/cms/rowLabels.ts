/**
 * The row labels of array fields in /admin: a row is named by its own content (「認定範囲 M01 食品」,
 * 「よくあるご質問」's question) rather than by its number ("Scope 01"), and by its label and number
 * (「関連リンク 1」) while the content is still empty. The component is ./RowLabel.tsx; this
 * file is what a collection's configuration imports (no client code).
 */

/** A row's field by its path (`label`, `cells.0.text`), or a field per admin language (`labelJa` / `labelEn`). */
export type RowLabelPart = string | { ja: string; en: string };

export type RowLabelProps = {
  /** The row's fields that name it, in order; their non-empty values are joined with a space. */
  show: RowLabelPart[];
};

export const ROW_LABEL = '@/platform/cms/RowLabel#RowLabel';

/** For an array field's `admin.components.RowLabel`: name each row by these of its fields. */
export const rowLabel = (...show: RowLabelPart[]) => ({ path: ROW_LABEL, clientProps: { show } satisfies RowLabelProps });
