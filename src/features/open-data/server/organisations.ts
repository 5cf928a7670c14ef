import { certificateById, lastReportOf, MAX_OFFSET, organisationCertificates, registerUpdatedAt, searchCertificates, sqlClient } from '@/features/certified-organisations';
import { ADDRESSES } from '@/i18n/addresses';
import { getPayloadClient } from '@/platform/cms/client';
import { rowId } from '@/platform/query/rowId';
import { todayInJapan } from '@/platform/time/japan';

import { certificateItem } from './certificateItems';
import { endpoint } from './endpoint';
import { jsonResponse, linkHeader, problemResponse } from './http';
import { paging } from './paging';
import { certificateParameters, readCertificateSearch } from './params';
import { searchPageUrls } from './present';
import { notFound } from './problems';

const LIST_PATH = ADDRESSES.certifiedOrganisations;

const register = async () => sqlClient(await getPayloadClient());

/**
 * GET /api/v1/certified-organisations: a search of the register, as /ms_certifications/list,
 * 100 a page unless `size` asks for fewer. The register counts up to its limit and no further;
 * past it the total is that limit, said so by `totalIsLowerBound`.
 */
export const certifiedOrganisations = endpoint({
  parameters: certificateParameters,
  read: readCertificateSearch,
  async answer(search, call) {
    const db = await register();
    const today = todayInJapan();
    // The register's last change keys its cached counts, as on the page.
    const result = await searchCertificates(db, search, today, await registerUpdatedAt(db));
    const reports = await lastReportOf(db, result.items.map((row) => row.id));
    const items = result.items.map((row) => certificateItem(row, today, call.origin, reports.get(row.id) ?? null));
    // The parser takes a page while its first result lies within MAX_OFFSET.
    const maxPage = Math.floor(MAX_OFFSET / search.size) + 1;
    const pages = paging({ self: call.self, page: search.page, perPage: search.size, total: result.total, exactTotal: !result.more, maxPage, itemsOnPage: items.length });
    return jsonResponse({ ...pages, searchPageUrl: searchPageUrls(call.origin, LIST_PATH, call.self), items }, { headers: { link: linkHeader(pages.links) } });
  },
});

/**
 * GET /api/v1/certified-organisations/{id}: one certificate, and every certificate of its
 * organisation, as the organisation's page lists them.
 */
export const certifiedOrganisation = endpoint<undefined, { id: string }>({
  parameters: [],
  async answer(_, call) {
    const { id } = call.params;
    const db = await register();
    const key = rowId(id);
    const row = key ? await certificateById(db, key) : null;
    if (!row) return problemResponse(notFound(call.t, call.t('details.unknownCertificate', { id: id.slice(0, 40) }), call.instance));
    const today = todayInJapan();
    const certificates = await organisationCertificates(db, row.orgKey);
    const reports = await lastReportOf(db, [row.id, ...certificates.map((c) => c.id)]);
    return jsonResponse({
      ...certificateItem(row, today, call.origin, reports.get(row.id) ?? null),
      organisationCertificates: certificates.map((c) => certificateItem(c, today, call.origin, reports.get(c.id) ?? null)),
    });
  },
});
