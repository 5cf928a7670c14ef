import type { Metadata } from 'next';
import type { Organization } from 'schema-dts';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { Blocks } from '../blocks/views';
import { CopyLinkButton } from '@/ui/CopyLinkButton';
import { PageShell } from '@/shell/PageShell';
import { RichText } from '@/ui/RichText';
import { pathFromSegments } from '../path';
import { getPublishedPage, getPublishedPaths, pageExistsIn } from '../server/queries';
import { followConfiguredRedirect } from '@/platform/cms/redirects';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { languageAlternates } from '@/platform/seo/alternates';
import { formatDay } from '@/platform/time/format';
import { feedLinks } from '@/platform/seo/feeds';
import { JsonLd } from '@/ui/JsonLd';
import { organisationJsonLd } from '@/features/organisation';
import { unsupportedLocaleRedirect } from '@/i18n/unsupportedLocale';

import styles from './CmsPage.module.css';

type Props = { params: Promise<{ slug?: string[] }> };

async function staticParams(locale: Locale) {
  const pages = await getPublishedPaths();
  return pages
    .filter(({ locales }) => locales.includes(locale))
    .map(({ path }) => ({ slug: path === '/' ? [] : path.slice(1).split('/') }));
}

/** The locale-less path of the request, or null when the address cannot be decoded. */
function requestedPath(slug: string[] | undefined): string | null {
  try {
    return pathFromSegments(slug);
  } catch {
    return null;
  }
}

async function resolvePage(locale: Locale, path: string) {
  const page = await getPublishedPage(path, locale);
  if (!page) return null;
  if (locale !== 'ja' && !(await pageExistsIn(path, locale))) return null;
  return page;
}

async function metadata(locale: Locale, { params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const path = requestedPath(slug);
  const page = path ? await resolvePage(locale, path) : null;
  if (!page || !path) return {};
  const english = locale === 'en' || (await pageExistsIn(path, 'en'));
  const alternates = languageAlternates(path, locale, { english });
  if (path === '/') {
    // The home page advertises the feed of everything new.
    const t = await getTranslations({ locale, namespace: 'information' });
    return {
      title: { absolute: page.meta?.title || page.title },
      description: page.meta?.description ?? undefined,
      alternates: { ...alternates, types: feedLinks([{ url: localizedHref(ADDRESSES.whatsNewFeed, locale), title: t('whatsNewFeedTitle') }]) },
    };
  }
  return { title: page.meta?.title || page.title, description: page.meta?.description ?? undefined, alternates };
}

async function CmsPage({ locale, params }: Props & { locale: Locale }) {
  const { slug } = await params;
  setRequestLocale(locale);
  const path = requestedPath(slug);
  if (!path) notFound();

  const page = await resolvePage(locale, path);
  if (!page) {
    // `/fr/about`: a language the site does not offer shows the Japanese page; `/EN/about` the English one.
    if (locale === 'ja') {
      const languageFix = unsupportedLocaleRedirect(path);
      if (languageFix) permanentRedirect(languageFix);
    }
    await followConfiguredRedirect(path, locale);
    // `/ａｂｏｕｔ` or `/About`: send the visitor to the page they evidently meant.
    for (const variant of new Set([path.normalize('NFKC'), path.normalize('NFKC').toLowerCase()])) {
      if (variant !== path && (await resolvePage(locale, variant))) permanentRedirect(localizedHref(variant, locale));
    }
    notFound();
  }

  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  const [t, otherExists] = await Promise.all([getTranslations({ locale, namespace: 'common' }), pageExistsIn(path, other)]);

  return (
    <PageShell locale={locale} path={path} title={page.title} otherLanguageExists={otherExists}>
      {path === '/' && <JsonLd<Organization> data={await organisationJsonLd(locale, t('siteTagline'), t('siteShortName'))} />}
      <article className={styles.article}>
        <div className={styles.titleRow}>
          <h1>{page.title}</h1>
          <CopyLinkButton label={t('copyLink')} copiedMessage={t('linkCopied')} failedMessage={t('copyFailed')} />
        </div>
        <RichText data={page.body} locale={locale} />
        <Blocks blocks={page.layout} locale={locale} />
        <p className={styles.updated}>
          {t('lastUpdated', { date: formatDay(page.updatedAt, locale) })}
        </p>
      </article>
    </PageShell>
  );
}

/** The catch-all route of CMS pages in one language; `app/(ja)` and `app/(en)/en` re-export it. */
export function cmsPageRoute(locale: Locale) {
  return {
    generateStaticParams: () => staticParams(locale),
    generateMetadata: (props: Props) => metadata(locale, props),
    Page: (props: Props) => <CmsPage locale={locale} {...props} />,
  };
}
