/**
 * The addresses of the site's own screens, written once. Each is the Japanese address; the
 * English one is the same under `/en` (`localizedHref`). The pages staff make live at the
 * addresses the CMS gives them and are not here. Every other module names an address through
 * this table (a test fails on a screen's address written out anywhere else in the code), so an
 * address changes in one line, and a search for it finds every use.
 */
export const ADDRESSES = {
  home: '/',
  siteSearch: '/search',
  whatsNewFeed: '/feed',
  notFound: '/page-not-found',
  accessibilityResults: '/accessibility/results',

  news: '/news',
  publicComments: '/public_comments',
  documentRevisions: '/document_revision',
  recruitment: '/recruit',
  documents: '/documents_forms/documents',
  forms: '/documents_forms/forms',

  accreditedBodies: '/certification_institutions',
  decisionReports: '/cert_reports',
  certifiedOrganisations: '/ms_certifications/list',
  certifiedOrganisation: '/compatible_organizations',
  certificationCounts: '/ms_certifications/counts',
  registerCoverage: '/ms_certifications/coverage',
  verify: '/verify',
  bulkCheck: '/verify/list',
  documentCheck: '/verify/check',
  openData: '/data',
  openDataSnapshots: '/data/snapshots',

  inquiry: '/inquiry/form',
  complaint: '/complaint_application',

  alerts: '/alerts',
} as const;

type ScreenAddress = (typeof ADDRESSES)[keyof typeof ADDRESSES];

/** An item's own page below a list (`/news/{slug}`). */
export const below = (address: ScreenAddress, ...segments: (string | number)[]) => [address, ...segments.map((s) => String(s))].join('/');

/** The form for alerts by mail on something a page shows (features/alerts): a certificate, a body, a list, a check's numbers. */
export const followByMail = (kind: 'certificate' | 'body' | 'report-type' | 'list' | 'bulk' | 'number', key: string) =>
  `${ADDRESSES.alerts}?kind=${kind}&key=${encodeURIComponent(key)}`;

/**
 * The addresses machines read, in no language (features/credentials, docs/decisions/0032): the
 * site's DID document, each accreditation's credential, the status lists and signed answers.
 */
export const MACHINE_ADDRESSES = {
  did: '/.well-known/did.json',
  credentials: '/credentials',
  statusLists: '/credentials/status',
  answers: '/credentials/answers',
  bulkAnswers: '/credentials/answers/list',
} as const;

/** The signed answer of a check (a file to keep): of one number on a day, or of a stored bulk check. */
/** The CSV on the Web description of an open dataset's CSV (`/data/{dataset}.csv-metadata.json`, features/open-data), which the CSV's owner names in its `Link` header. */
export const csvDescriptionOf = (dataset: string) => `${ADDRESSES.openData}/${dataset}.csv-metadata.json`;

export const signedAnswerOf = (question: { number: string; day: string } | { token: string }) =>
  'token' in question
    ? `${MACHINE_ADDRESSES.bulkAnswers}/${encodeURIComponent(question.token)}`
    : `${MACHINE_ADDRESSES.answers}/${encodeURIComponent(question.number)}?on=${question.day}`;
