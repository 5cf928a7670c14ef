import { bodyByNumber, MAX_PAGE, searchBodyRecords } from '@/features/accredited-bodies';
import { numberFromPath } from '@/platform/query/numberFromPath';

import { bodyRecord, BODY_PAGE_PATH } from './bodyItems';
import { endpoint } from './endpoint';
import { jsonResponse, linkHeader, problemResponse } from './http';
import { paging } from './paging';
import { API_PAGE_SIZE, bodyParameters, readBodySearch } from './params';
import { searchPageUrls } from './present';
import { notFound } from './problems';

/** GET /api/v1/accredited-bodies: a search of the directory, as /certification_institutions, 100 a page. */
export const accreditedBodies = endpoint({
  parameters: bodyParameters,
  read: readBodySearch,
  async answer(search, call) {
    const result = await searchBodyRecords(search, API_PAGE_SIZE);
    const items = result.items.map((body) => bodyRecord(body, call.origin));
    const pages = paging({ self: call.self, page: search.page, perPage: API_PAGE_SIZE, total: result.total, exactTotal: true, maxPage: MAX_PAGE, itemsOnPage: items.length });
    return jsonResponse({ ...pages, searchPageUrl: searchPageUrls(call.origin, BODY_PAGE_PATH, call.self), items }, { headers: { link: linkHeader(pages.links) } });
  },
});


/** GET /api/v1/accredited-bodies/{number}: one body by its accreditation number (or its former one). */
export const accreditedBody = endpoint<undefined, { number: string }>({
  parameters: [],
  async answer(_, call) {
    const number = numberFromPath(call.params.number);
    const body = number ? await bodyByNumber(number) : null;
    if (!body) return problemResponse(notFound(call.t, call.t('details.unknownBody', { number: number ?? call.params.number }), call.instance));
    return jsonResponse(bodyRecord(body, call.origin));
  },
});
