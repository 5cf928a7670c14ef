'use client';

import { FieldLabel, useFormFields, useLocale } from '@payloadcms/ui';
import type { FieldLabelClientProps, StaticLabel } from 'payload';

/**
 * A field's label with the required mark only where a value is required (./englishOptional.ts):
 * `japanese`, in Japanese only (an item's title); `withEnglishTitle`, in Japanese, and in English
 * once the English title is filled in; `never`, nowhere (a value made for the editor when left
 * empty, as the dated items' slug).
 */
export function RequiredLabel({ field, path, when = 'japanese' }: FieldLabelClientProps & { when?: 'japanese' | 'withEnglishTitle' | 'never' }) {
  const locale = useLocale();
  const english = locale?.code === 'en';
  const englishTitle = useFormFields(([fields]) => (english && when === 'withEnglishTitle' ? fields?.title?.value : undefined));
  const required = when === 'never' ? false : !english || (typeof englishTitle === 'string' && englishTitle.trim() !== '');
  const { label, localized } = (field ?? {}) as { label?: StaticLabel; localized?: boolean };
  return <FieldLabel label={label} localized={localized} path={path} required={required} />;
}
