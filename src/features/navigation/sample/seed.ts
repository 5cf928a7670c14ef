import type { Payload, RequestContext } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import { CHILD_ARRAY_NAMES } from '../cms/global';
import { defaultSiteTree } from '../tree';
import type { SiteNode } from '../types';

type Lang = keyof LocalizedText;
type Row = { id?: string | null; links?: Row[] | null; sublinks?: Row[] | null; sections?: Row[] | null };

const context: RequestContext = { disableRevalidate: true };

function nodeRows(nodes: SiteNode[] | undefined, lang: Lang, existing?: Row[] | null, level = 0): Record<string, unknown>[] {
  const childName = CHILD_ARRAY_NAMES[level];
  return (nodes ?? []).map((node, i) => ({
    ...(existing?.[i]?.id ? { id: existing[i]?.id } : {}),
    label: node.label[lang],
    href: node.href,
    inEnglishMenu: Boolean(node.inEnglishMenu),
    ...(childName ? { [childName]: nodeRows(node.children, lang, existing?.[i]?.[childName], level + 1) } : {}),
  }));
}

function navigationData(lang: Lang, existing?: { columns?: Row[] | null; footer?: Row[] | null }) {
  return {
    columns: defaultSiteTree.columns.map((column, i) => ({
      ...(existing?.columns?.[i]?.id ? { id: existing.columns[i]?.id } : {}),
      heading: column.heading[lang],
      sections: nodeRows(column.sections, lang, existing?.columns?.[i]?.sections),
    })),
    footer: nodeRows(defaultSiteTree.footer, lang, existing?.footer),
  };
}

/** Writes the default site tree into the navigation global, in both languages. */
export async function seedNavigation(payload: Payload) {
  const ja = await payload.updateGlobal({ slug: 'navigation', locale: 'ja', data: navigationData('ja'), context });
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: navigationData('en', ja as { columns?: Row[] | null; footer?: Row[] | null }),
    context,
  });
}
