import type { SerializedLinkNode } from '@payloadcms/richtext-lexical';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react';

import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './RichText.module.css';

type Props = { data: SerializedEditorState | null | undefined; locale: Locale };

type LinkedDoc = { value?: { path?: string | null } | number | string | null };

/** Where a link leads in this language: a linked page by its address, a site path with the language prefix, anything else as written. */
function hrefOf(fields: SerializedLinkNode['fields'], locale: Locale): string {
  if (fields.linkType === 'internal') {
    const value = (fields.doc as LinkedDoc | undefined)?.value;
    const path = value && typeof value === 'object' ? value.path : null;
    return localizedHref(path ?? '/', locale);
  }
  const url = fields.url ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) {
    const cut = url.search(/[?#]/);
    return cut < 0 ? localizedHref(url, locale) : `${localizedHref(url.slice(0, cut), locale)}${url.slice(cut)}`;
  }
  return url;
}

/**
 * Rich text from the CMS. Links to the site's own pages follow the reader's language; links to
 * other sites are marked (an icon, and `rel="noopener noreferrer"`).
 */
export function RichText({ data, locale }: Props) {
  if (!data) return null;
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    // Lists written here rather than by the default converters, which put `value` on the items of
    // bulleted lists (invalid HTML) and inline styles on nested items (refused by the site's CSP).
    list: ({ node, nodesToJSX }) => {
      const Tag = node.tag === 'ol' ? 'ol' : 'ul';
      return <Tag className={node.listType === 'check' ? styles.checkList : undefined}>{nodesToJSX({ nodes: node.children })}</Tag>;
    },
    listitem: ({ node, nodesToJSX, parent }) => {
      const nested = node.children.some((child) => child.type === 'list');
      const ordered = 'tag' in parent && parent.tag === 'ol';
      const check = 'listType' in parent && parent.listType === 'check';
      return (
        <li className={nested ? styles.nestedItem : undefined} value={ordered && !nested ? node.value : undefined} data-checked={check && !nested ? String(Boolean(node.checked)) : undefined}>
          {nodesToJSX({ nodes: node.children })}
        </li>
      );
    },
    link: ({ node, nodesToJSX }) => {
      const href = hrefOf(node.fields, locale);
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} rel={external ? 'noopener noreferrer' : undefined} target={node.fields.newTab ? '_blank' : undefined} data-external={external || undefined}>
          {nodesToJSX({ nodes: node.children })}
        </a>
      );
    },
  });
  return <LexicalRichText data={data} converters={converters} className={styles.richText} disableContainer />;
}
