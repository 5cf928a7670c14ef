import { accreditedBodies, accreditedBody } from './bodies';
import { certificationBodies } from './certificationBodies';
import { changes } from './changes';
import { endpoint } from './endpoint';
import { jsonResponse, problemResponse } from './http';
import { openApiDocument } from './openapi';
import { certifiedOrganisation, certifiedOrganisations } from './organisations';
import { notFound, OPENAPI_PATH } from './problems';
import { decisionReports } from './reports';
import { verifyMany, verifyOne } from './verify';

/** GET /api/v1/openapi.json: the description. Not counted against the allowance: it is one fixed document. */
const openApi = endpoint({
  parameters: [],
  counted: false,
  answer: async (_, call) => jsonResponse(openApiDocument(call.origin)),
});

/**
 * Any other address under /api/v1: a problem that points to the description. Without it the
 * address would fall through to Payload's catch-all (/api/[...slug]) and answer as the CMS.
 */
const unknown = endpoint({
  parameters: null,
  answer: async (_, call) => problemResponse(notFound(call.t, call.t('details.unknownPath', { openapi: `${call.origin}${OPENAPI_PATH}` }), call.instance)),
});

/** The API's addresses, each bound by a route file under src/app/api/v1. */
export const openDataRoutes = { accreditedBodies, accreditedBody, certificationBodies, certifiedOrganisations, certifiedOrganisation, decisionReports, verifyMany, verifyOne, changes, openApi, unknown };
