// CMS entry of the certified-organisation register: the collection, the certification bodies'
// reports (the streamed CSV import, previewed then confirmed; also `npm run import:certified`),
// the sample register and its generator.
import type { FeatureCms } from '@/platform/features';

import { CertifiedOrganisations } from './payload/collection';
import { CertificateReports } from './payload/reports';
import { seedCertifiedOrganisations } from './sample/seed';

export { CertifiedOrganisations } from './payload/collection';
export { CertificateReports } from './payload/reports';
export type { ReportKind } from './model';
export { generateSampleCertificates } from './sample/generate';
export { importSampleCertificates, SAMPLE_CERTIFICATES, seedCertifiedOrganisations } from './sample/seed';
export { CERTIFICATE_COLUMNS, toCells } from './server/csv';
export { importTarget, type ImportTarget } from './server/reportDb';
export { cancelReport, confirmReport, importReport, previewReport, reportSummaryLine, type ReportPreview } from './server/reports';
// What a search page reads, for the benchmark that counts its statements (bench/support/certified.ts).
export { readSearchRequest, searchAnswer } from './server/answer';
export { exportCertificates, postgresClient, searchCertificates, sqliteClient, type SqlClient } from './server/store';
export { emptySearch } from './searchParams';
export { coverage as registerCoverageFigures } from './server/coverage';
// The whole register and its coverage, for the open data's daily snapshots (features/open-data), which run in plain Node too.
export { registerSource } from './server/dataset';
export { coverageSource } from './server/coverageDataset';
export { variantBySlug } from './model';

/** Its sample certificates are issued by the sample bodies: seeded after `accredited-bodies`. */
export const cms: FeatureCms = { collections: [CertifiedOrganisations, CertificateReports], seed: (payload) => seedCertifiedOrganisations(payload) };
