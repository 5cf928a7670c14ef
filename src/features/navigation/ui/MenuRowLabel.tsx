'use client';

import { getTranslation } from '@payloadcms/translations';
import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui';
import type { ArrayFieldClient } from 'payload';
import { useEffect, useState } from 'react';

import { adminLanguage } from '@/platform/cms/japanTime';

import { screenAt } from '../screens';

type Row = { label?: string | null; target?: string | null; page?: unknown; screen?: string | null; href?: string | null };

const MAX_LENGTH = 60;

/** Page titles already read, by admin language and id: a menu has about eighty rows and few pages change. */
const titles = new Map<string, Promise<string | null>>();

function pageTitle(api: string, id: string | number, language: 'ja' | 'en'): Promise<string | null> {
  const key = `${language}:${id}`;
  let title = titles.get(key);
  if (!title) {
    const query = new URLSearchParams({ depth: '0', locale: language, 'select[title]': 'true', draft: 'false' });
    title = fetch(`${api}/pages/${encodeURIComponent(String(id))}?${query.toString()}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ title?: string | null }>) : null))
      .then((page) => page?.title ?? null)
      .catch(() => null);
    titles.set(key, title);
    if (titles.size > 500) titles.delete(titles.keys().next().value as string);
  }
  return title;
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
    void pageTitle(`${config.serverURL ?? ''}${config.routes.api}`, pageId, language).then((title) => {
      if (live) setFound({ key, title });
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
  const fallback = `${getTranslation(field?.labels?.singular ?? '', i18n)} ${(rowNumber ?? 0) + 1}`.trim();
  const label = named ? (named.length > MAX_LENGTH ? `${named.slice(0, MAX_LENGTH - 1)}…` : named) : fallback;
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {label}
    </span>
  );
}
