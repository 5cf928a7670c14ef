import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConvertersFunction, LinkJSXConverter, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react';

import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './RichText.module.css';

type Props = { data: SerializedEditorState | null | undefined; locale: Locale };

type LinkedDoc = { value?: { path?: string | null } | number | string | null };

/** Rich text from the CMS; links to other pages follow the page's address in the current language. */
export function RichText({ data, locale }: Props) {
  if (!data) return null;
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => {
        const doc = linkNode.fields.doc as LinkedDoc | undefined;
        const value = doc?.value;
        const path = value && typeof value === 'object' ? value.path : null;
        return localizedHref(path ?? '/', locale);
      },
    }),
  });
  return <LexicalRichText data={data} converters={converters} className={styles.richText} disableContainer />;
}
