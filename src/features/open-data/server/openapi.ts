/**
 * The OpenAPI 3.1 description of the open-data API, served at /api/v1/openapi.json. Its lists of
 * values (schemes, prefectures, scope codes, sort keys, page sizes…) are read from the modules
 * the parsers check against, so the description cannot drift from what the API accepts.
 */
import type { HeaderObject, OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';

import { type AccreditationStatus, MAX_PAGE, MAX_TEXT } from '@/features/accredited-bodies';
import { type CertificateStatus, COUNT_LIMIT, MAX_KEYWORD, MAX_OFFSET, MAX_VALUES, organisationKinds, PAGE_SIZES, sortKeys, statusFilters } from '@/features/certified-organisations';
import { type ReportType, reportTypes } from '@/features/decision-reports';
import type { AccreditedBody } from '@/payload-types';
import { allowances } from '@/platform/http/rateLimit';
import { prefectures } from '@/reference/prefectures';
import { managementSystemScopeCodes } from '@/reference/scopes';
import { schemeIds } from '@/reference/schemes';

import { changesDescription, changesSchemas, changesSince } from './changesOpenapi';
import { ALLOWED_METHODS, problemTypes, PUBLIC_CACHE } from './http';
import { API_PAGE_SIZE } from './params';
import { MAX_VERIFY_NUMBERS } from './verify';
import type { Decision } from './reportItems';

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: SchemaObject | ReferenceObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
const string: SchemaObject = { type: 'string' };
const nullableString: SchemaObject = { type: ['string', 'null'] };
const date: SchemaObject = { type: 'string', format: 'date', description: 'A day in Japan, YYYY-MM-DD.' };
const nullableDate: SchemaObject = { type: ['string', 'null'], format: 'date' };
const uri: SchemaObject = { type: 'string', format: 'uri' };
const object = (properties: Record<string, SchemaObject | ReferenceObject>, description?: string): SchemaObject => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  properties,
});
/** An enumeration with each value's meaning; a Record makes sure every value is described. */
const described = (meanings: Record<string, string>, description: string): SchemaObject => ({
  type: 'string',
  enum: Object.keys(meanings),
  description: `${description} ${Object.entries(meanings)
    .map(([value, meaning]) => `\`${value}\`: ${meaning}`)
    .join('; ')}.`,
});

const accreditationStatuses: Record<AccreditationStatus, string> = {
  active: 'accredited',
  suspended: 'accredited, within a suspension period',
  expired: 'past its expiry date without renewal',
  ended: 'withdrawn, surrendered, lapsed or voluntarily withdrawn',
};
const certificateStatuses: Record<CertificateStatus, string> = {
  valid: 'valid',
  suspended: 'suspended by the certification body',
  withdrawn: 'withdrawn by the certification body',
  expired: 'past its expiry date',
  unreported: 'no longer listed in a full report of its certification body (see `/api/v1/certification-bodies` for each body’s last report)',
};
const endKinds: Record<NonNullable<AccreditedBody['endKind']>, string> = { cancelled: 'withdrawn', withdrawn: 'surrendered', revoked: 'lapsed', resigned: 'voluntarily withdrawn' };
const decisions: Record<Decision, string> = {
  accredited: 'newly accredited (type 1)',
  extended: 'scope extended (type 1; `addedScopes` lists the additions)',
  suspended: 'suspended (type 2)',
  ended: 'ended (type 3; `body.ended.kind` says how)',
};
const reportTypeMeanings: Record<ReportType, string> = {
  '1': 'new accreditations and extensions of scope in the last 12 months',
  '2': 'suspensions in the last 12 months',
  '3': 'withdrawals, surrenders and lapses in the last 3 years',
};

const schemas: Record<string, SchemaObject> = {
  Bilingual: object({ ja: string, en: nullableString }, 'Text in Japanese and English; `en` is null where the record has no English.'),
  PageUrls: object({ ja: uri, en: uri }, "The site's page in Japanese and in English."),
  Location: object({
    prefecture: { type: ['string', 'null'], enum: [...prefectures.map((p) => p.code), null], description: 'JIS prefecture code, in Japan.' },
    country: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2 code, abroad.' },
    name: nullable(ref('Bilingual')),
  }),
  Scope: object({ code: string, label: ref('Bilingual'), standards: nullableString, addedOn: nullableDate }),
  AccreditedBodySummary: object({
    accreditationNumber: string,
    formerAccreditationNumber: nullableString,
    name: ref('Bilingual'),
    scheme: object({ id: { type: 'string', enum: [...schemeIds] }, name: ref('Bilingual') }),
    status: described(accreditationStatuses, "Today's status (Japan's date), derived from the dates and decisions."),
    classification: nullable(ref('Bilingual')),
    location: ref('Location'),
    initialDate: date,
    expiryDate: date,
    suspension: nullable(object({ start: date, end: nullableDate })),
    ended: nullable(
      object({
        on: date,
        kind: {
          type: ['string', 'null'],
          enum: [...Object.keys(endKinds), null],
          description: Object.entries(endKinds)
            .map(([k, v]) => `\`${k}\`: ${v}`)
            .join('; '),
        },
      }),
    ),
    sample: { type: 'boolean', description: 'Invented sample data, marked as such on the site.' },
    pageUrl: ref('PageUrls'),
    apiUrl: uri,
  }),
  AccreditedBody: {
    allOf: [
      ref('AccreditedBodySummary'),
      object({
        abbreviation: nullable(ref('Bilingual')),
        inspectionType: { type: ['string', 'null'], enum: ['A', 'B', 'C', null] },
        address: nullable(ref('Bilingual')),
        tel: nullableString,
        url: nullableString,
        renewalDate: nullableDate,
        revisedDate: nullableDate,
        acceptsExternalWork: nullable(object({ testing: { type: 'boolean' }, calibration: { type: 'boolean' } }, 'Laboratories only.')),
        certificates: object(
          { ja: { type: ['string', 'null'], format: 'uri' }, en: { type: ['string', 'null'], format: 'uri' } },
          'The accreditation certificate (PDF), where published.',
        ),
        scopes: { type: 'array', items: ref('Scope') },
        updatedAt: { type: 'string', format: 'date-time' },
      }),
    ],
  },
  PageLinks: object({
    self: uri,
    first: uri,
    prev: { type: ['string', 'null'], format: 'uri' },
    next: { type: ['string', 'null'], format: 'uri' },
    last: { type: ['string', 'null'], format: 'uri' },
  }),
  Certificate: object({
    id: { type: 'integer' },
    certificateNumber: string,
    status: described(certificateStatuses, "Today's status (Japan's date)."),
    organisationName: ref('Bilingual'),
    officeName: nullable(ref('Bilingual')),
    certificationBody: object({ accreditationNumber: string, name: ref('Bilingual'), reportsUrl: { ...uri, description: 'The certification bodies’ reports: when each last reported, and which are overdue.' } }),
    standards: { type: 'array', items: { type: 'string', enum: [...managementSystemScopeCodes] } },
    scope: ref('Bilingual'),
    iafCodes: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 39 } },
    firstRegisteredOn: date,
    expiresOn: date,
    location: object({
      prefecture: { type: ['string', 'null'], enum: [...prefectures.map((p) => p.code), null] },
      country: { type: 'string', description: 'ISO 3166-1 alpha-2 code.' },
      name: nullable(ref('Bilingual')),
      address: nullable(ref('Bilingual')),
    }),
    classification: { type: 'string', enum: [...organisationKinds] },
    sample: { type: 'boolean' },
    updatedAt: string,
    lastReport: nullable(
      object(
        { receivedOn: date, publishedOn: nullableDate },
        'The last report of its certification body that listed it: the day the body sent it and the day it was published (null: recorded by staff, not from a report).',
      ),
    ),
    pageUrl: ref('PageUrls'),
    apiUrl: uri,
  }),
  CertificationBodies: object({
    asOf: date,
    overdueAfterDays: { type: 'integer', description: 'A body is overdue when its last report arrived more than this many days ago.' },
    pageUrl: ref('PageUrls'),
    publication: object(
      {
        reports: { type: 'integer' },
        median: { type: ['integer', 'null'], description: 'Days from receipt to publication, median (the lower middle).' },
        worst: { type: ['integer', 'null'] },
        withinPromise: { type: 'integer', description: 'Reports published within 10 days of receipt.' },
        from: date,
        to: date,
      },
      'The promise of publication within 10 days of receipt, as measured over the last twelve months.',
    ),
    overdue: { type: 'integer' },
    items: {
      type: 'array',
      items: object({
        accreditationNumber: string,
        name: ref('Bilingual'),
        currentCertificates: { type: 'integer', description: 'Its certificates valid or suspended today.' },
        lastReport: nullable(
          object({
            receivedOn: date,
            publishedOn: nullableDate,
            kind: { type: 'string', enum: ['full', 'changes'], description: '`full`: the body’s whole list (what it leaves out ends as `unreported`); `changes`: rows to add or update.' },
            daysToPublish: { type: ['integer', 'null'] },
          }),
        ),
        daysSinceLastReport: { type: ['integer', 'null'] },
        overdue: { type: 'boolean' },
        sample: { type: 'boolean' },
      }),
    },
  }),
  CertificateWithOrganisation: {
    allOf: [
      ref('Certificate'),
      object({
        organisationCertificates: { type: 'array', items: ref('Certificate'), description: 'Every certificate of the organisation (at most 500), as its page lists them.' },
      }),
    ],
  },
  DecisionItem: object({
    decisionDate: date,
    decision: described(decisions, 'What was decided.'),
    addedScopes: { type: 'array', items: object({ code: string, label: ref('Bilingual') }) },
    body: ref('AccreditedBodySummary'),
  }),
  DecisionReport: object({
    type: { type: 'string', enum: [...reportTypes] },
    asOf: date,
    window: object({ since: date, until: date }),
    total: { type: 'integer' },
    reportPageUrl: ref('PageUrls'),
    items: { type: 'array', items: ref('DecisionItem') },
  }),
  InvalidParam: object({
    name: { type: 'string', description: 'The query parameter, as written in the address.' },
    code: { type: 'string', description: "The problem code (the search pages' own codes, `unknown` for a parameter the endpoint does not take, `lang`, `type`; for `since`: `since`, `cursor`, `future`)." },
    reason: { type: 'string', description: 'Why, in the language asked for.' },
  }),
  Problem: {
    type: 'object',
    description: 'A problem document (RFC 9457). `title` and `detail` are in the language of `lang`.',
    required: ['type', 'title', 'status', 'detail'],
    properties: {
      type: { type: 'string', enum: Object.values(problemTypes) },
      title: string,
      status: { type: 'integer' },
      detail: string,
      instance: string,
      invalidParams: { type: 'array', items: ref('InvalidParam'), description: 'Status 400: every refused parameter.' },
    },
  },
};

const pageOf = (item: string, perPage: string): SchemaObject => ({
  type: 'object',
  required: ['page', 'perPage', 'total', 'totalIsLowerBound', 'totalPages', 'links', 'searchPageUrl', 'items'],
  properties: {
    page: { type: 'integer', minimum: 1 },
    perPage: { type: 'integer', maximum: API_PAGE_SIZE, description: perPage },
    total: { type: 'integer', description: 'Results of the query; at least this many when `totalIsLowerBound`.' },
    totalIsLowerBound: { type: 'boolean', description: 'True when the register stopped counting: `total` is then a lower bound and `links.last` is null.' },
    totalPages: { type: 'integer' },
    links: ref('PageLinks'),
    searchPageUrl: { ...ref('PageUrls'), description: 'The same search on the site (its pages hold 20 results).' },
    items: { type: 'array', items: ref(item), maxItems: API_PAGE_SIZE },
  },
});
schemas.AccreditedBodyPage = pageOf('AccreditedBody', `Always ${API_PAGE_SIZE}.`);
schemas.CertificatePage = pageOf('Certificate', `\`size\`: ${API_PAGE_SIZE} unless fewer were asked for.`);

const verdicts: Record<string, string> = {
  valid: 'valid on the day (`since`, `until`)',
  suspended: 'within a suspension (`from`, `to`; `to` null while it lasts)',
  ended: 'ended or withdrawn on or before the day (`on`, `endKind`)',
  expired: 'past its expiry (`on`) on the day',
  notYet: 'first accredited or registered after the day (`from`)',
  unknown: "before the site's records of it begin (`knownFrom`); never reported as valid",
};
schemas.Verdict = {
  type: 'object',
  description: 'Whether the record was valid on the day, and why, from the validity history the site keeps.',
  required: ['status', 'validOnDay'],
  properties: {
    status: described(verdicts, 'The state on the day:'),
    validOnDay: { type: 'boolean', description: 'True only for `valid`.' },
    since: date,
    until: nullableDate,
    from: date,
    to: nullableDate,
    on: date,
    endKind: nullableString,
    knownFrom: nullableDate,
  },
};
schemas.VerificationMatch = object({
  kind: { type: 'string', enum: ['accreditedBody', 'certificate'] },
  number: { type: 'string', description: 'The accreditation number, or the certificate number.' },
  name: nullable(ref('Bilingual')),
  certificationBody: nullable(object({ accreditationNumber: string, name: nullable(ref('Bilingual')) }, 'For a certificate: the certification body that issued it.')),
  verdict: ref('Verdict'),
  statusToday: { type: 'string', description: "Today's status, as the directory pages show it." },
  pageUrls: ref('PageUrls'),
  checkUrl: { ...uri, description: 'The check page for this number and day: a permalink a person can print and file.' },
});
schemas.VerificationResult = object({
  number: { type: 'string', description: 'A number as asked (full-width characters folded, spaces trimmed).' },
  found: { type: 'boolean' },
  matches: { type: 'array', items: ref('VerificationMatch'), description: 'One per record the number names: a body, or certificates of one or more certification bodies.' },
});
schemas.Verification = object({
  day: date,
  checkedAt: { type: 'string', format: 'date-time', description: 'When the check was made, in Japan time.' },
  results: { type: 'array', items: ref('VerificationResult') },
});
Object.assign(schemas, changesSchemas);
schemas.SingleVerification = {
  allOf: [object({ day: date, checkedAt: { type: 'string', format: 'date-time' } }), ref('VerificationResult')],
};

const header = (description: string, schema: SchemaObject = string): HeaderObject => ({ description, schema });
const headers: Record<string, HeaderObject> = {
  'Access-Control-Allow-Origin': header('Always `*`: any site may read the API (no credentials).'),
  'Cache-Control': header(`\`${PUBLIC_CACHE}\` for answers and refused parameters; \`no-store\` for 429 and 500.`),
  'RateLimit-Limit': header('Requests allowed per client and window.', { type: 'integer' }),
  'RateLimit-Policy': header('The allowance as `points;w=seconds`.'),
  'Retry-After': header('Seconds until the client may ask again.', { type: 'integer' }),
  Link: header('RFC 8288 links to the `first`, `prev`, `next` and `last` pages.'),
};
const headerRefs = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const readHeaders = headerRefs('Access-Control-Allow-Origin', 'Cache-Control', 'RateLimit-Limit', 'RateLimit-Policy');

const json = (schema: SchemaObject | ReferenceObject, type = 'application/json') => ({ [type]: { schema } });
const problemResponse = (description: string, extra: string[] = []): ResponseObject => ({
  description,
  headers: headerRefs('Access-Control-Allow-Origin', 'Cache-Control', ...extra),
  content: json(ref('Problem'), 'application/problem+json'),
});
const responses: Record<string, ResponseObject> = {
  BadRequest: problemResponse('A parameter is malformed or unknown, or `lang` is not `ja` or `en`. `invalidParams` lists each.', ['RateLimit-Limit', 'RateLimit-Policy']),
  NotFound: problemResponse('Nothing has this identifier.', ['RateLimit-Limit', 'RateLimit-Policy']),
  TooManyRequests: problemResponse('The client used its allowance; ask again after `Retry-After` seconds.', ['Retry-After', 'RateLimit-Limit', 'RateLimit-Policy']),
  ServerError: problemResponse('The server failed; nothing about the failure is sent.'),
};
const responseRef = (name: string): ReferenceObject => ({ $ref: `#/components/responses/${name}` });

const query = (name: string, schema: SchemaObject, description: string, extra: Partial<ParameterObject> = {}): ParameterObject => ({
  name,
  in: 'query',
  description,
  schema,
  ...extra,
});
const many = (name: string, items: SchemaObject, description: string) =>
  query(name, { type: 'array', items, maxItems: MAX_VALUES }, `${description} Several values: repeat the parameter, or separate values with commas. At most ${MAX_VALUES}.`, {
    style: 'form',
    explode: true,
  });

const lang = query('lang', { type: 'string', enum: ['ja', 'en'], default: 'ja' }, 'Language of the messages of problems. The data always holds both languages.');
const prefectureCodes = prefectures.map((p) => p.code);

const bodyQuery: ParameterObject[] = [
  query('scheme', { type: 'string', enum: [...schemeIds] }, 'Scheme (type of accredited body).'),
  query(
    'name',
    { type: 'string', maxLength: MAX_TEXT },
    'Name or abbreviation, in Japanese or English. Width, kana, case and legal-entity words (株式会社, Co., Ltd.) make no difference.',
  ),
  query('pref', { type: 'string', enum: prefectureCodes }, 'Prefecture (JIS code).'),
  query('q', { type: 'string', maxLength: MAX_TEXT }, 'Keyword: accreditation number, scope or standard number.'),
  query('scope', { type: 'string' }, "Scope code of the scheme's scope list (QMS, A…); needs `scheme`."),
  query('status', { type: 'string', enum: ['current', 'all'], default: 'current' }, '`current`: accredited today (suspended included); `all`: expired and ended too.'),
  query('page', { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }, `Page of ${API_PAGE_SIZE} bodies, in accreditation-number order.`),
  lang,
];

const certificateQuery: ParameterObject[] = [
  query(
    'q',
    { type: 'string', maxLength: MAX_KEYWORD },
    'Keyword: organisation, office, scope, address, certificate number, certification body; a standard (ISO 9001) narrows by scope. Folded like the site search.',
  ),
  many('std', { type: 'string', enum: [...managementSystemScopeCodes] }, 'Scopes (management-system standards).'),
  query('area', { type: 'string', enum: ['jp', 'overseas'] }, 'In Japan or outside Japan.'),
  many('iaf', { type: 'integer', minimum: 1, maximum: 39 }, 'IAF sector codes.'),
  many('cls', { type: 'string', enum: [...organisationKinds] }, 'Kinds of organisation.'),
  many('pref', { type: 'string', enum: prefectureCodes }, 'Prefectures (JIS codes).'),
  many('country', { type: 'string', pattern: '^[A-Za-z]{2}$' }, 'Countries (ISO 3166-1 alpha-2).'),
  query(
    'status',
    { type: 'string', enum: [...statusFilters], default: 'current' },
    '`current`: valid or suspended today; `all`: every state (expired, withdrawn and no longer reported too); a state alone otherwise.',
  ),
  query('sort', { type: 'string', enum: [...sortKeys], default: 'organisation' }, 'Order.'),
  query('order', { type: 'string', enum: ['asc', 'desc'], default: 'asc' }, 'Direction of the order.'),
  query(
    'page',
    { type: 'integer', minimum: 1, default: 1 },
    `Page; the first result of a page must lie within the first ${MAX_OFFSET.toLocaleString('en')} (page ≤ ${MAX_OFFSET.toLocaleString('en')} / size + 1).`,
  ),
  query('size', { type: 'integer', enum: [...PAGE_SIZES], default: API_PAGE_SIZE }, `Results per page; never more than ${API_PAGE_SIZE}.`),
  lang,
];

const onDay = query('on', { type: 'string', format: 'date' }, 'The day in Japan to check, YYYY-MM-DD, up to today; today when left out.');

const reportQuery: ParameterObject[] = [
  query(
    'type',
    { type: 'string', enum: [...reportTypes] },
    `Kind of report: ${Object.entries(reportTypeMeanings)
      .map(([k, v]) => `\`${k}\` ${v}`)
      .join('; ')}.`,
    { required: true },
  ),
  lang,
];

const ok = (description: string, schema: string, extraHeaders: string[] = []): ResponseObject => ({
  description,
  headers: { ...readHeaders, ...headerRefs(...extraHeaders) },
  content: json(ref(schema)),
});

const read = (operation: OperationObject & { summary: string; operationId: string }): OperationObject => ({
  ...operation,
  responses: {
    ...operation.responses,
    '400': responseRef('BadRequest'),
    '429': responseRef('TooManyRequests'),
    '500': responseRef('ServerError'),
  },
});

export function openApiDocument(origin: string): OpenAPIObject {
  const allowance = allowances.openApi();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Open data API: accredited bodies, certified organisations, decision reports',
      version: '1.0.0',
      description: [
        'Read-only JSON of the public directories and reports of the site: the accredited-body directory (/certification_institutions), the certified-organisation register (/ms_certifications/list) and the decision reports (/cert_reports). The same conditions as the search pages, under the same parameter names, give the same results; only what those pages show is published.',
        `Anonymous. Each client (IPv4 address, or IPv6 /64) may make ${allowance.points} requests in ${allowance.seconds} seconds; beyond, 429 with Retry-After. This document is not counted.`,
        `CORS is open for reads (Access-Control-Allow-Origin: *, no credentials). Methods: ${ALLOWED_METHODS}; any other answers 405 with Allow. Answers may be cached for 60 seconds.`,
        'Errors are problem documents (RFC 9457, application/problem+json) in the language of `lang` (`ja`, the default, or `en`). A parameter an endpoint does not take is refused (400), never ignored.',
      ].join('\n\n'),
    },
    servers: [{ url: origin }],
    tags: [{ name: 'accredited bodies' }, { name: 'certified organisations' }, { name: 'decision reports' }, { name: 'verification' }, { name: 'changes' }, { name: 'description' }],
    paths: {
      '/api/v1/accredited-bodies': {
        get: read({
          tags: ['accredited bodies'],
          operationId: 'searchAccreditedBodies',
          summary: `Search the accredited-body directory, ${API_PAGE_SIZE} a page`,
          parameters: bodyQuery,
          responses: { '200': ok('A page of bodies.', 'AccreditedBodyPage', ['Link']) },
        }),
      },
      '/api/v1/accredited-bodies/{number}': {
        get: read({
          tags: ['accredited bodies'],
          operationId: 'getAccreditedBody',
          summary: 'One accredited body, by its accreditation number (or its former number)',
          parameters: [{ name: 'number', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } }, lang],
          responses: { '200': ok('The body.', 'AccreditedBody'), '404': responseRef('NotFound') },
        }),
      },
      '/api/v1/certified-organisations': {
        get: read({
          tags: ['certified organisations'],
          operationId: 'searchCertifiedOrganisations',
          summary: `Search the certified-organisation register, at most ${API_PAGE_SIZE} a page`,
          description: `One item per certificate. Counting stops at ${COUNT_LIMIT.toLocaleString('en')}: past it \`total\` is that number and \`totalIsLowerBound\` is true; follow \`links.next\` until it is null.`,
          parameters: certificateQuery,
          responses: { '200': ok('A page of certificates.', 'CertificatePage', ['Link']) },
        }),
      },
      '/api/v1/certified-organisations/{id}': {
        get: read({
          tags: ['certified organisations'],
          operationId: 'getCertifiedOrganisation',
          summary: 'One certificate, with every certificate of its organisation',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }, lang],
          responses: { '200': ok('The certificate.', 'CertificateWithOrganisation'), '404': responseRef('NotFound') },
        }),
      },
      '/api/v1/certification-bodies': {
        get: read({
          tags: ['certified organisations'],
          operationId: 'getCertificationBodies',
          summary: 'The certification bodies that report to the register: their current certificates and latest report, and which are overdue',
          parameters: [lang],
          responses: { '200': ok('Every reporting certification body.', 'CertificationBodies') },
        }),
      },
      '/api/v1/decision-reports': {
        get: read({
          tags: ['decision reports'],
          operationId: 'getDecisionReport',
          summary: 'One report on accreditation decisions, newest first, whole (no paging)',
          parameters: reportQuery,
          responses: { '200': ok('The report as of today.', 'DecisionReport') },
        }),
      },
      '/api/v1/verify': {
        get: read({
          tags: ['verification'],
          operationId: 'verifyNumbers',
          summary: `Whether up to ${MAX_VERIFY_NUMBERS} accreditation or certificate numbers were valid on a day`,
          description:
            'Answered from the validity history the site keeps (each import and staff edit records the changes of status and dates); a day before the records of a number begin is `unknown`, never valid.',
          parameters: [
            query(
              'number',
              { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 1, maxItems: MAX_VERIFY_NUMBERS },
              'Numbers to check: repeat the parameter, or separate numbers with commas.',
              {
                required: true,
                style: 'form',
                explode: true,
              },
            ),
            onDay,
            lang,
          ],
          responses: { '200': ok('One result per number, in the order asked.', 'Verification') },
        }),
      },
      '/api/v1/verify/{number}': {
        get: read({
          tags: ['verification'],
          operationId: 'verifyNumber',
          summary: 'Whether one accreditation or certificate number was valid on a day',
          parameters: [{ name: 'number', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } }, onDay, lang],
          responses: { '200': ok('The result.', 'SingleVerification'), '404': responseRef('NotFound') },
        }),
      },
      '/api/v1/changes': {
        get: read({
          tags: ['changes'],
          operationId: 'getChanges',
          summary: 'What changed in both registers after a cursor or a moment, for a mirror that loaded a download',
          description: changesDescription,
          parameters: [changesSince, lang],
          responses: { '200': ok('A page of changes, oldest first.', 'ChangePage', ['Link']) },
        }),
      },
      '/api/v1/openapi.json': {
        get: {
          tags: ['description'],
          operationId: 'getOpenApiDocument',
          summary: 'This description',
          responses: {
            '200': { description: 'The OpenAPI 3.1 document.', headers: headerRefs('Access-Control-Allow-Origin', 'Cache-Control'), content: json({ type: 'object' }) },
          },
        },
      },
    },
    components: { schemas, responses, headers },
  };
}
