'use client';

import { useConfig, useDocumentInfo } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

import { documentInLocaleUrl } from './otherLocale';

export type LocaleDoc = Record<string, unknown>;

/**
 * One request per document, language and saved state: every field's translation aid on the
 * form shares it, and a save (in either language, which changes `updatedAt`) asks again.
 */
const requests = new Map<string, Promise<LocaleDoc | null>>();

function load(key: string, url: string): Promise<LocaleDoc | null> {
  let request = requests.get(key);
  if (!request) {
    request = fetch(url, { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as LocaleDoc) : null))
      .catch(() => null)
      .then((doc) => {
        // A failed read is asked again next time rather than remembered.
        if (!doc) requests.delete(key);
        return doc;
      });
    requests.set(key, request);
  }
  return request;
}

/**
 * The document being edited as it stands in `locale` (its latest draft, without fallback), read
 * once through the REST API with the staff member's session; null while it loads, for a document
 * not yet saved, when `enabled` is false, or when it cannot be read.
 */
export function useDocumentInLocale(locale: 'ja' | 'en', enabled = true): LocaleDoc | null {
  const { config } = useConfig();
  const { id, collectionSlug, data } = useDocumentInfo();
  const savedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : '';
  const url = enabled && id !== undefined && id !== null && collectionSlug ? documentInLocaleUrl(config.routes.api, collectionSlug, id, locale) : null;
  const key = url ? `${url}#${savedAt}` : null;
  const [loaded, setLoaded] = useState<{ key: string; doc: LocaleDoc | null } | null>(null);
  useEffect(() => {
    if (!url || !key) return;
    let current = true;
    void load(key, url).then((doc) => {
      if (current) setLoaded({ key, doc });
    });
    return () => {
      current = false;
    };
  }, [url, key]);
  return key && loaded?.key === key ? loaded.doc : null;
}
