import '#server-only';

import { ADDRESSES, below } from '@/i18n/addresses';
import { getPayloadClient } from '@/platform/cms/client';
import { type SitemapPage, URLS_PER_SITEMAP } from '@/platform/seo/sitemap';

import { organisationCount, organisationPages, registerUpdatedAt, sqlClient } from './store';

/** Each file lists this many organisations, in both languages: two addresses each. */
const ORGANISATIONS_PER_FILE = URLS_PER_SITEMAP / 2;

/** How many sitemap files the organisation pages need, and when the register last changed. */
export async function organisationSitemapFiles(): Promise<{ files: number; lastmod: string | null }> {
  const db = sqlClient(await getPayloadClient());
  const [count, lastmod] = await Promise.all([organisationCount(db), registerUpdatedAt(db)]);
  return { files: Math.max(1, Math.ceil(count / ORGANISATIONS_PER_FILE)), lastmod };
}

/** The organisation pages of sitemap file `file` (1-based), streamed. */
export async function* organisationSitemapPages(file: number): AsyncGenerator<SitemapPage[]> {
  const db = sqlClient(await getPayloadClient());
  for await (const batch of organisationPages(db, (file - 1) * ORGANISATIONS_PER_FILE, ORGANISATIONS_PER_FILE)) {
    yield batch.map((page) => ({ path: below(ADDRESSES.certifiedOrganisation, page.id), lastmod: page.updatedAt, english: true }));
  }
}
