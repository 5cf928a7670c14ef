/**
 * What a feature declares about itself, once, in each of its doors. The site's assemblies loop
 * over these declarations instead of naming features: the CMS configuration and the seed
 * (`cms.ts` → `FeatureCms`), the proxy's query checks (`checks.ts` → `FeatureChecks`), the
 * sitemap, site search and "what's new" feed (`index.ts` → `FeatureSite`), and the route files,
 * the menu editor's screens and the breadcrumbs (`routes.ts` → `RouteDeclaration[]`). The lists of
 * declarations are written by `npm run features` from `src/features/features.ts` (the features
 * in their order), so a new feature is one folder and one line there.
 *
 * A declaration per door, not one manifest, because the callers run in different places:
 * Payload's CLI in plain Node (no pages), the proxy before the request (no Payload, no React),
 * the site in Next (ADR 31).
 */
import type { CollectionConfig, CollectionSlug, Endpoint, GlobalConfig, Payload, Plugin } from 'payload';

import type { Locale } from '@/i18n/routing';

import type { LocalizedText } from './localized';

import type { FeedEntry } from './feed/atom';
import type { SitemapPage } from './seo/sitemap';

/**
 * One of the feature's addresses in both route trees (its `routes.ts` exports them as `routes`):
 * `npm run features` writes a route file for it under `src/app/(ja)` and `src/app/(en)/en`.
 * The binding is the expression the file exports, with `locale` standing for the language
 * (`newsRoutes(locale).item`), its first call naming what the feature's `index.ts` exports.
 */
export type RouteDeclaration = {
  /** The address (the Japanese one; the English one is under `/en`), with Next's dynamic segments in brackets (`[slug]`). */
  path: string;
  /** A page: an object with `Page`, `generateMetadata` and, with `staticParams`, `generateStaticParams`. */
  page?: string;
  /** A handler of GET or POST requests. */
  GET?: string;
  POST?: string;
  /**
   * A page the Pages Router renders to HTML with no runtime script and no copy of its data (ADR 23):
   * the view (from the feature's `htmlOnly.ts`) and its `getServerSideProps` (from `htmlOnly.server.ts`).
   */
  htmlOnly?: { view: string; props: string };
  /** Its name in both languages when the menu editor offers it as a screen to link to. */
  screen?: LocalizedText;
  /** The page is prerendered for each of the values `generateStaticParams` gives. */
  staticParams?: boolean;
  /** Next's cache settings, which it reads from the route file itself. */
  revalidate?: number;
  dynamic?: 'force-dynamic';
  /** Why its cache setting is what it is: written above it in the file. */
  note?: string;
};

/** The feature's part of the CMS (its `cms.ts` exports it as `cms`). */
export type FeatureCms = {
  /** Collections staff edit, in the order the admin's navigation lists them within a group. */
  collections?: CollectionConfig[];
  globals?: GlobalConfig[];
  /** Endpoints under `/api`, before Payload's own. */
  endpoints?: Endpoint[];
  /** Payload plugins, applied before the site-wide ones (translation aids, storage, audit trail). */
  plugins?: Plugin[];
  /**
   * Panels of its own on the /admin dashboard, below the work list, as Payload's component paths
   * (`@/features/<feature>/ui/<File>#<Export>`, server components given `payload`, `user` and `i18n`).
   */
  dashboard?: string[];
  /** Collections whose English is edited beside the Japanese: the translation aids cover them. */
  translated?: CollectionSlug[];
  /**
   * Fills the feature's part of an empty database with its sample data and says how many records
   * it made (0 when its data was already there: a restart never doubles anything). Seeds run in
   * the order of `src/features/features.ts`, so a feature comes after those it refers to, and
   * each is told which features made records in this run (`seeded`).
   */
  seed?: (payload: Payload, seeded: ReadonlySet<string>) => Promise<number>;
};

/** An Accept header that names a machine form (features' `negotiate`): the site's answer cache never keeps or serves such an answer. */
export const MACHINE_ACCEPT = '.*application/(?:ld\\+json|json|vc\\+jwt|vc|jose|jwt).*';

/** The proxy's mark on a page that has other forms by Accept: the site's server turns it into `Vary: Accept` (http-server/security.ts). */
export const VARIES_ON_ACCEPT = 'x-site-varies-on-accept';

/** A query-string check: false answers 400 before the page renders. */
export type QueryCheck = (params: URLSearchParams) => boolean;

/** The feature's request checks for the proxy (its `checks.ts` exports them as `checks`). */
export type FeatureChecks = {
  /** Checks by the address (without `/en`) of a page that reads a query string. */
  queries?: Record<string, QueryCheck>;
  /** Checks for addresses below one (an item's page, a variant): the check, or `undefined` when the address is not the feature's. */
  below?: (path: string) => QueryCheck | undefined;
  /**
   * The addresses the proxy runs for beyond those in `queries`, as Next's matcher writes them
   * (a `below` check's item pages, such as a check at its number): those `below` checks and the form posts. `npm run features` writes the
   * proxy's matcher from these and `queries`, each in both languages.
   */
  matcher?: string[];
  /**
   * Another form of a page for a program that asks for it by `Accept` (content negotiation): the
   * path (and query) the proxy rewrites the request to, or undefined for the page itself. `path`
   * is without `/en`.
   */
  negotiate?: (path: string, accept: string | null) => string | undefined;
  /**
   * The addresses `negotiate` answers for, as Next's matcher writes them: the proxy runs for every
   * request of them, rewriting a program's and marking a browser's page as varying on Accept.
   * Written into the proxy's matcher in both languages.
   */
  negotiatedMatcher?: string[];
};

/** A collection site search reads, and how a found document becomes a hit. */
export type SearchSource = {
  collection: CollectionSlug;
  /** The fields the hit needs beyond the title. */
  select: Record<string, true>;
  /** Read in English with the Japanese as fallback (pages), or in English only where written in it (items). */
  fallback: boolean;
  hit: (doc: { id: number | string; title?: string | null }) => SearchHit | null;
};

/** A hit as site search lists it: the kind names its label (`messages/*\/search.json`, `kinds`). */
export type SearchHit = { kind: string; href: string; description: string | null; date: string | null };

/** The feature's part of the site's shared pages (its `index.ts` exports it as `site`). */
export type FeatureSite = {
  /** Its pages in the sitemap's pages file, each with its English twin where there is one. */
  sitemap?: () => Promise<SitemapPage[]>;
  /** Sitemap files of its own, for a directory too large for the pages file (`/sitemaps/{name}`). */
  sitemapFiles?: {
    /** The files' names with their last change. */
    list: () => Promise<{ name: string; lastmod?: string }[]>;
    /** One file's pages, in batches, or `null` when the name is not one of its files. */
    pages: (name: string) => Promise<AsyncIterable<SitemapPage[]> | null>;
  };
  /** What site search finds in it. */
  search?: SearchSource[];
  /** Its entries in the "what's new" feed, in one language. */
  feed?: (locale: Locale) => Promise<FeedEntry[]>;
};
