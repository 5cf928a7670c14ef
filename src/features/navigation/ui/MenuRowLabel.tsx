'use client';

import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui';
import type { ArrayFieldClient } from 'payload';
import { useEffect, useState } from 'react';

import { adminLanguage } from '@/platform/cms/japanTime';
import { rowTitle } from '@/platform/cms/RowLabel';

import { screenAt } from '../screens';

type Row = { label?: string | null; target?: string | null; page?: unknown; screen?: string | null; href?: string | null };

/** Every page's title by id, read once per admin language for all the menu's rows (about eighty). */
const titles = new Map<'ja' | 'en', Promise<Map<string, string>>>();

function pageTitles(api: string, language: 'ja' | 'en'): Promise<Map<string, string>> {
  let read = titles.get(language);
  if (!read) {
    const query = new URLSearchParams({ depth: '0', locale: language, 'select[title]': 'true', draft: 'false', pagination: 'false' });
    read = fetch(`${api}/pages?${query.toString()}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs?: { id: number | string; title?: string | null }[] }>) : { docs: [] }))
      .then(({ docs }) => new Map((docs ?? []).flatMap((page) => (page.title ? [[String(page.id), page.title] as const] : []))))
      .catch(() => new Map<string, string>());
    titles.set(language, read);
  }
  return read;
}

/**
 * A menu entry's row in /admin, named as the menu names it: its label, or else the title of the
 * page or the name of the screen it links to, or the other site's address; so the tree reads as
 * the menu does, not as "Entry 01".
 */
export function MenuRowLabel({ field }: { field?: ArrayFieldClient }) {
  const { data, rowNumber } = useRowLabel<Row>();
  const { i18n } = useTranslation();
  const { config } = useConfig();
  const language = adminLanguage(i18n.language);
  const pageId = data?.target === 'page' ? (data.page && typeof data.page === 'object' ? (data.page as { id?: string | number }).id : (data.page as string | number | undefined)) : undefined;
  const key = pageId === undefined || pageId === null || pageId === '' ? null : `${language}:${String(pageId)}`;
  const [found, setFound] = useState<{ key: string; title: string | null } | null>(null);

  useEffect(() => {
    if (!key || pageId === undefined || pageId === null) return;
    let live = true;
    void pageTitles(`${config.serverURL ?? ''}${config.routes.api}`, language).then((all) => {
      if (live) setFound({ key, title: all.get(String(pageId)) ?? null });
    });
    return () => {
      live = false;
    };
  }, [key, pageId, language, config.serverURL, config.routes.api]);
  const title = found && found.key === key ? found.title : null;

  const own = data?.label?.trim();
  const screen = data?.target === 'screen' && data.screen ? screenAt(data.screen)?.label[language] : undefined;
  const external = data?.target === 'external' && data.href ? data.href : undefined;
  const named = own || (data?.target === 'page' ? title : null) || screen || external || '';
  const label = rowTitle(named, field, rowNumber, i18n);
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {label}
    </span>
  );
}
