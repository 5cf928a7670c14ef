import { Gutter, Link, ListQueryProvider, Pill, SetDocumentStepNav, SortColumn } from '@payloadcms/ui';
import { notFound } from 'next/navigation';
import type { ClientField, CollectionSlug, Column, DocumentViewServerProps, GlobalSlug, PaginatedDocs, Where } from 'payload';
import { formatAdminURL } from 'payload/shared';

import { adminLanguage, formatAdminDateTime } from './japanTime';
import { VersionHistoryTable } from './VersionHistoryTable';

type Version = { id: number | string; updatedAt: string; autosave?: boolean; publishedLocale?: string | string[]; version?: { _status?: string; editedBy?: number | string | { id: number | string } | null } };

/**
 * A document's version history (`…/versions`), as Payload's own, with each version's time in
 * Japan's time zone in the admin's language (Payload shows it in the browser's zone with one
 * pattern for every language; see ./japanTime.ts). Reads with the staff member's own access.
 */
export async function VersionHistory({ initPageResult, routeSegments, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult;
  const { i18n, payload, t, user } = req;
  const entity = collectionConfig ?? globalConfig;
  if (!entity) notFound();
  const language = adminLanguage(i18n.language);
  const drafts = Boolean(entity.versions && typeof entity.versions === 'object' && entity.versions.drafts);
  const isTrashed = routeSegments[2] === 'trash';

  // Snapshots are the per-language copies Payload keeps when publishing one language; its list leaves them out too.
  const base: Where[] = [...(collectionConfig ? [{ parent: { equals: docID } }] : []), ...(payload.config.localization && drafts ? [{ snapshot: { not_equals: true } }] : [])];
  const find = (args: { where: Where; limit: number; page?: number; sort: string }): Promise<PaginatedDocs<Version>> => {
    const common = { ...args, depth: 0, locale: req.locale ?? undefined, overrideAccess: false, req, user };
    return (
      collectionConfig
        ? payload.findVersions({ collection: collectionConfig.slug as CollectionSlug, ...common })
        : payload.findGlobalVersions({ slug: globalConfig!.slug as GlobalSlug, ...common })
    ) as Promise<PaginatedDocs<Version>>;
  };
  const latest = async (status: 'draft' | 'published') =>
    drafts ? (await find({ where: { and: [...base, { 'version._status': { equals: status } }] }, limit: 1, sort: '-updatedAt' })).docs[0] : undefined;

  const limit = Number(searchParams?.limit) || collectionConfig?.admin?.pagination?.defaultLimit || 10;
  const page = Number(searchParams?.page) || 1;
  const sort = typeof searchParams?.sort === 'string' ? searchParams.sort : '-updatedAt';
  const [versions, published, draft] = await Promise.all([find({ where: { and: base }, limit, page, sort }), latest('published'), latest('draft')]);

  // Who saved each version (publicationControls.ts's editedBy), by name, or address when no name is given.
  const authorId = (version: Version) => {
    const by = version.version?.editedBy;
    return by && typeof by === 'object' ? by.id : by;
  };
  const authorIds = [...new Set(versions.docs.map(authorId).filter((id): id is number | string => id !== undefined && id !== null))];
  const authors = new Map(
    authorIds.length === 0
      ? []
      : (await payload.find({ collection: 'users', where: { id: { in: authorIds } }, depth: 0, limit: authorIds.length, overrideAccess: true, select: { name: true, email: true } })).docs.map(
          (u) => [String(u.id), (u as { name?: string | null }).name || (u as { email: string }).email] as const,
        ),
  );
  const hasAuthors = versions.docs.some((version) => authorId(version) !== undefined);

  const adminRoute = payload.config.routes.admin;
  const versionURL = (id: Version['id']) =>
    formatAdminURL({
      adminRoute,
      path: collectionConfig ? `/collections/${collectionConfig.slug}/${isTrashed ? 'trash/' : ''}${docID}/versions/${id}` : `/globals/${globalConfig!.slug}/versions/${id}`,
    });
  const localeLabel = (version: Version) => {
    const code = Array.isArray(version.publishedLocale) ? version.publishedLocale[0] : version.publishedLocale;
    const locale = code && payload.config.localization ? payload.config.localization.locales.find((l) => l.code === code) : undefined;
    const label = locale?.label;
    return label ? (typeof label === 'string' ? label : (label[language] ?? code)) : null;
  };
  // The same labels as Payload's own list (getVersionLabel in @payloadcms/next).
  const status = (version: Version): { label: string; style: 'light' | 'success' } => {
    if (version.version?._status === 'draft') {
      const current = version.id === draft?.id && !(published && draft && published.updatedAt > draft.updatedAt);
      return { label: current ? t('version:currentDraft') : t('version:draft'), style: 'light' };
    }
    if (version.publishedLocale && version.publishedLocale !== req.locale) return { label: t('version:currentDraft'), style: 'light' };
    return version.id === published?.id ? { label: t('version:currentlyPublished'), style: 'success' } : { label: t('version:previouslyPublished'), style: 'light' };
  };

  const column = (accessor: string, type: string, Heading: React.ReactNode, cell: (version: Version) => React.ReactNode): Column => ({
    accessor,
    active: true,
    field: { name: '', type } as ClientField,
    Heading,
    renderedCells: versions.docs.map((version) => cell(version)),
  });
  const columns: Column[] = [
    column('updatedAt', 'date', <SortColumn Label={t('general:updatedAt')} name="updatedAt" />, (version) => (
      <Link href={versionURL(version.id)} key={version.id} prefetch={false}>
        {formatAdminDateTime(version.updatedAt, language)}
      </Link>
    )),
    column('id', 'text', <SortColumn disable Label={t('version:versionID')} name="id" />, (version) => <span key={version.id}>{version.id}</span>),
    ...(hasAuthors
      ? [
          column('editedBy', 'text', <SortColumn disable Label={language === 'ja' ? '保存したスタッフ' : 'Saved by'} name="editedBy" />, (version) => {
            const id = authorId(version);
            return <span key={version.id}>{id === undefined || id === null ? '—' : (authors.get(String(id)) ?? (language === 'ja' ? '（削除されたアカウント）' : '(deleted account)'))}</span>;
          }),
        ]
      : []),
    ...(drafts
      ? [
          column('_status', 'checkbox', <SortColumn disable Label={t('version:status')} name="status" />, (version) => {
            const { label, style } = status(version);
            const locale = localeLabel(version);
            return (
              <div className="autosave-cell__items" key={version.id}>
                {version.autosave && <Pill size="small">{t('version:autosave')}</Pill>}
                <div className="version-pill-label">
                  <Pill pillStyle={style} size="small">
                    {label}
                  </Pill>
                  {locale && <Pill size="small">{locale}</Pill>}
                </div>
              </div>
            );
          }),
        ]
      : []),
  ];

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        isTrashed={isTrashed}
        pluralLabel={collectionConfig?.labels?.plural ?? globalConfig?.label}
        useAsTitle={collectionConfig?.admin?.useAsTitle ?? globalConfig?.slug}
        view={i18n.t('version:versions')}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          <ListQueryProvider data={versions} modifySearchParams query={{ limit, sort }}>
            <VersionHistoryTable columns={columns} paginationLimits={collectionConfig?.admin?.pagination?.limits} />
          </ListQueryProvider>
        </Gutter>
      </main>
    </>
  );
}
