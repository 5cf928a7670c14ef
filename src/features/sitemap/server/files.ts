import '#server-only';

import { bodySitemapPages, directoryUpdatedAt } from '@/features/accredited-bodies';
import { organisationSitemapFiles, organisationSitemapPages } from '@/features/certified-organisations';
import { cmsSitemapPages } from '@/features/cms-pages';
import { REVISIONS_PATH, revisionAddresses, revisionPath } from '@/features/document-revisions';
import { DOCUMENTS_PATH, FORMS_PATH } from '@/features/documents';
import { NEWS_PATH, newsAddresses, newsItemPath } from '@/features/news';
import { COMMENTS_PATH, commentAddresses, commentPath } from '@/features/public-comments';
import { postingPath, RECRUIT_PATH, postingAddresses } from '@/features/recruitment';
import { ADDRESSES } from '@/i18n/addresses';
import type { ItemAddress } from '@/platform/cms/itemQueries';
import { type SitemapPage, sitemapIndexResponse, sitemapResponse } from '@/platform/seo/sitemap';

/**
 * Pages the code draws (not written in /admin), each in both languages. Search results, forms'
 * later steps and exports are left out: they are answers to a visitor, not pages to index.
 */
const CODE_PAGES = [
  ADDRESSES.accreditedBodies,
  ADDRESSES.certifiedOrganisations,
  ADDRESSES.certificationCounts,
  ADDRESSES.registerCoverage,
  ADDRESSES.decisionReports,
  `${ADDRESSES.decisionReports}?type=1`,
  `${ADDRESSES.decisionReports}?type=2`,
  `${ADDRESSES.decisionReports}?type=3`,
  ADDRESSES.inquiry,
  ADDRESSES.complaint,
  NEWS_PATH,
  COMMENTS_PATH,
  REVISIONS_PATH,
  RECRUIT_PATH,
  DOCUMENTS_PATH,
  FORMS_PATH,
];

const items = (addresses: ItemAddress[], path: (slug: string) => string): SitemapPage[] =>
  addresses.map((a) => ({ path: path(a.slug), lastmod: a.updatedAt, english: a.english }));

/** The site's pages: those written in /admin, those the code draws, and every published item. */
async function sitePages(): Promise<SitemapPage[]> {
  const [cms, news, comments, revisions, postings] = await Promise.all([cmsSitemapPages(), newsAddresses(), commentAddresses(), revisionAddresses(), postingAddresses()]);
  return [
    ...cms,
    ...CODE_PAGES.map((path) => ({ path, english: true })),
    ...items(news, newsItemPath),
    ...items(comments, commentPath),
    ...items(revisions, revisionPath),
    ...items(postings, postingPath),
  ];
}

const newest = (dates: (string | undefined | null)[]) => dates.filter((d): d is string => Boolean(d)).sort().at(-1);

/**
 * The sitemap index at /sitemap.xml: the site's pages, the accredited bodies, and the certified
 * organisations in as many files as the 50,000-address limit needs.
 */
export async function sitemapIndex(): Promise<Response> {
  const [pages, bodiesAt, organisations] = await Promise.all([sitePages(), directoryUpdatedAt(), organisationSitemapFiles()]);
  return sitemapIndexResponse([
    { path: '/sitemaps/pages.xml', lastmod: newest(pages.map((p) => p.lastmod)) },
    { path: '/sitemaps/bodies.xml', lastmod: bodiesAt ?? undefined },
    ...Array.from({ length: organisations.files }, (_, i) => ({ path: `/sitemaps/organisations-${i + 1}.xml`, lastmod: organisations.lastmod ?? undefined })),
  ]);
}

/** One sitemap file by its name, or `null` when there is no such file. */
export async function sitemapFile(name: string): Promise<Response | null> {
  if (name === 'pages.xml') return sitemapResponse(once(sitePages()));
  if (name === 'bodies.xml') return sitemapResponse(once(bodySitemapPages()));
  const match = /^organisations-([1-9][0-9]{0,3})\.xml$/.exec(name);
  if (!match) return null;
  const file = Number(match[1]);
  if (file > (await organisationSitemapFiles()).files) return null;
  return sitemapResponse(organisationSitemapPages(file));
}

async function* once<T>(value: Promise<T>): AsyncGenerator<T> {
  yield await value;
}
