import type { CustomComponent, TextFieldLabelClientComponent, TextFieldLabelServerComponent, TextFieldSingleValidation } from 'payload';

type TextLabel = CustomComponent<TextFieldLabelClientComponent | TextFieldLabelServerComponent>;

/**
 * Japanese is required, English optional (issue 39, item 8c). A localized field marked
 * `required: true` is required in every language by Payload's default check, and /admin stars it
 * in English too, under a banner that says English is optional. These fields keep `required: true`
 * and replace the two things it does in /admin:
 *
 * - the check: Payload checks `required` only in a field's default `validate`, which the one here
 *   replaces, so the value is required in Japanese (the default language) and not in English;
 * - the star: Payload draws it from `required`; the label here draws it only where the value is
 *   required (./RequiredLabel.tsx).
 *
 * `required: true` stays for what it means elsewhere: the generated types keep `title: string`, as
 * a read with Japanese as fallback gives it (the site's pages and lists, which check for the
 * English title themselves). The database is the same either way: in collections with drafts the
 * columns of localized fields are nullable whether or not `required` is set (the migrations'
 * snapshots hold no NOT NULL for any of them), so nothing in the schema changes.
 */

const message = '日本語では必須です / Required in Japanese';
const messageWithEnglish = '英語のタイトルがあるため、英語でも必須です / Required in English too, as the item has an English title';

const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/** The value is required in Japanese (the default language) and optional in English. */
export const requiredInJapaneseOnly: TextFieldSingleValidation = (value, { req }) => req.locale === 'en' || present(value) || message;

/**
 * The value is required in Japanese, and in English once the item has an English title: its
 * English page then shows the field, which does not fall back to Japanese there. Without an
 * English title the English site shows the item as written in Japanese only.
 */
export const requiredWhereWritten: TextFieldSingleValidation = (value, { data, req }) => {
  if (present(value)) return true;
  if (req.locale !== 'en') return message;
  return !present((data as { title?: unknown } | undefined)?.title) || messageWithEnglish;
};

/** The label that marks a field required only where it is (./RequiredLabel.tsx). */
export const requiredLabel = (when: 'japanese' | 'withEnglishTitle' | 'never'): TextLabel => ({
  path: '@/platform/cms/RequiredLabel#RequiredLabel',
  clientProps: { when },
});

type RequiredWhere = { required: true; validate: TextFieldSingleValidation; admin: { components: { Label: TextLabel } } };

/** For an item's localized title: required and starred in Japanese only. */
export const requiredInJapanese = (): RequiredWhere => ({
  required: true,
  validate: requiredInJapaneseOnly,
  admin: { components: { Label: requiredLabel('japanese') } },
});

/** For a localized text an item's English page shows: required in Japanese, and in English with an English title. */
export const requiredWithEnglishTitle = (): RequiredWhere => ({
  required: true,
  validate: requiredWhereWritten,
  admin: { components: { Label: requiredLabel('withEnglishTitle') } },
});
