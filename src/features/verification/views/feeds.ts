import { getTranslations } from '@/i18n/server';

import { bodyByNumber, bodyName } from '@/features/accredited-bodies';
import { certificateById, sqlClient } from '@/features/certified-organisations';
import { ADDRESSES, below } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { atomResponse, type FeedEntry } from '@/platform/feed/atom';
import { getPayloadClient } from '@/platform/cms/client';
import { rowId } from '@/platform/query/rowId';
import { numberFromPath } from '@/platform/query/numberFromPath';

import { changesOf, type RecordedChange } from '../changes';
import { type Correction, historyOf } from '../server/queries';
import { certificateKey } from '@/features/validity-history';

/** A day in Japan as the instant it began, for a feed's `updated`. */
const startOf = (day: string) => `${day}T00:00:00+09:00`;

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

type T = Awaited<ReturnType<typeof getTranslations<'verification'>>>;

function entryTitle(t: T, change: RecordedChange, endKind: (kind: string | null) => string): string {
  switch (change.kind) {
    case 'recorded':
      return change.validUntil ? t('feed.recorded', { until: change.validUntil }) : t('feed.recordedOpen');
    case 'suspended':
      return t('feed.suspended', { on: change.on });
    case 'reinstated':
      return t('feed.reinstated', { on: change.on });
    case 'reported':
      return t('feed.reportedAgain', { on: change.on });
    case 'ended':
      return t('feed.ended', { on: change.on, kind: endKind(change.endKind) });
    case 'renewed':
      return t('feed.renewed', { on: change.on, until: change.until ?? '—' });
    case 'expiryChanged':
      return t('feed.expiryChanged', { until: change.until ?? '—' });
    case 'scopeExtended':
      return t('feed.scopeExtended', { on: change.on, scope: change.codes.join(', ') });
    case 'scopeReduced':
      return t('feed.scopeReduced', { on: change.on, scope: change.codes.join(', ') });
  }
}

/** Each change, linked to the check of its number on the day it took effect. */
function entries(t: T, locale: Locale, number: string, subjectId: string, changes: RecordedChange[], endKind: (kind: string | null) => string): FeedEntry[] {
  return changes.map((change) => ({
    id: `urn:jab-site:validity:${subjectId}:${change.rowId}:${change.kind}`,
    title: entryTitle(t, change, endKind),
    path: `${localizedHref(below(ADDRESSES.verify, encodeURIComponent(number)), locale)}?on=${change.on}`,
    updated: startOf(change.recordedOn),
    published: startOf(change.on),
    summary: t('feed.summary'),
  }));
}

/**
 * A correction: a change recorded on a day was entered in error and no longer counts. Dated when
 * it was corrected, linked to the check on the day of the change, which now answers without it.
 */
function correctionEntries(t: T, locale: Locale, number: string, subjectId: string, corrections: Correction[]): FeedEntry[] {
  return corrections.map((correction) => ({
    id: `urn:jab-site:validity:${subjectId}:${correction.id}:corrected`,
    title: t('feed.corrected', { on: correction.recordedOn }),
    path: `${localizedHref(below(ADDRESSES.verify, encodeURIComponent(number)), locale)}?on=${correction.recordedOn}`,
    updated: new Date(correction.correctedAt).toISOString(),
    published: new Date(correction.correctedAt).toISOString(),
    summary: correction.reason ? t('feed.correctedReason', { reason: correction.reason }) : t('feed.summary'),
  }));
}

/**
 * GET /certification_institutions/{number}/feed: an accredited body's changes (status, renewals,
 * scope extensions) as Atom, so a customer can follow a supplier's accreditation without an account.
 */
export function bodyChangesFeed(locale: Locale) {
  return async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
    const number = numberFromPath((await params).number);
    if (!number) return notFound();
    const body = await bodyByNumber(number);
    if (!body) return notFound();
    const [t, tBodies] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), getTranslations({ locale, namespace: 'bodies' })]);
    const endKind = (kind: string | null) =>
      kind && ['cancelled', 'withdrawn', 'revoked', 'resigned'].includes(kind) ? tBodies(`detail.endKind.${kind as 'cancelled'}`) : t('endKind.other');
    const history = await historyOf('body', body.accreditationNumber, body.oldAccreditationNumber ?? '');
    const list = [
      // Extensions are told below from the scope's own dates, with the fields' names; a reduction only the history knows.
      ...entries(t, locale, body.accreditationNumber, `body:${body.accreditationNumber}`, changesOf(history.rows).filter((c) => c.kind !== 'scopeExtended'), endKind),
      ...correctionEntries(t, locale, body.accreditationNumber, `body:${body.accreditationNumber}`, history.corrections),
    ];
    // Scope extensions: the scope items added after the initial accreditation, each on its day.
    for (const scope of body.scopes ?? []) {
      if (!scope.addedOn || scope.addedOn <= body.initialDate) continue;
      const label = `${scope.code} ${locale === 'en' ? scope.labelEn || scope.labelJa : scope.labelJa}`.trim();
      list.push({
        id: `urn:jab-site:scope:${body.accreditationNumber}:${scope.code}:${scope.addedOn}`,
        title: t('feed.scopeExtended', { on: scope.addedOn, scope: label }),
        path: `${localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber)), locale)}`,
        updated: startOf(scope.addedOn),
        published: startOf(scope.addedOn),
      });
    }
    const page = localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber)), locale);
    return atomResponse({
      self: `${page}/feed`,
      alternate: page,
      title: t('feed.bodyTitle', { name: bodyName(body, locale), number: body.accreditationNumber }),
      language: locale,
      entries: list,
    });
  };
}

/** GET /compatible_organizations/{id}/feed: one certificate's changes (decisions, renewals) as Atom. */
export function certificateChangesFeed(locale: Locale) {
  return async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
    const id = rowId((await params).id);
    const row = id ? await certificateById(sqlClient(await getPayloadClient()), id) : null;
    if (!row) return notFound();
    const t = await getTranslations({ locale, namespace: 'verification' });
    const history = await historyOf('certificate', certificateKey(row.bodyNumber, row.certificateNumber));
    const subjectId = `certificate:${row.bodyNumber}:${row.certificateNumber}`;
    const page = localizedHref(below(ADDRESSES.certifiedOrganisation, row.id), locale);
    return atomResponse({
      self: `${page}/feed`,
      alternate: page,
      title: t('feed.certificateTitle', { name: (locale === 'en' && row.organisationNameEn) || row.organisationName, number: row.certificateNumber }),
      language: locale,
      entries: [
        ...entries(t, locale, row.certificateNumber, subjectId, changesOf(history.rows), (kind) => t(kind === 'unreported' ? 'endKind.unreported' : 'endKind.withdrawn')),
        ...correctionEntries(t, locale, row.certificateNumber, subjectId, history.corrections),
      ],
    });
  };
}
