import '#server-only';

import type { GetServerSideProps } from 'next';

import type { Locale } from '@/i18n/routing';

import { type BodySearchData, loadBodySearch } from './pages/searchData';

// The search page's getServerSideProps, for the Pages Router (src/pages); Next keeps it, and what
// it imports, out of the page's browser bundle.

type Props = { data: BodySearchData };

/** Props go to the render as they are; the development server wants them serialisable (see certified-organisations/pages.server.ts). */
const plain = (data: BodySearchData): Props => ({ data: process.env.NODE_ENV === 'development' ? (JSON.parse(JSON.stringify(data)) as BodySearchData) : data });

/** The accredited-body search: /certification_institutions, /en/certification_institutions. */
export const bodySearchProps =
  (locale: Locale): GetServerSideProps<Props> =>
  async ({ query }) => ({ props: plain(await loadBodySearch(locale, query)) });
