// CMS entry of the certified-organisation register: the collection, the streamed CSV import
// (also `npm run import:certified`), the sample register and its generator.
export { CertifiedOrganisations } from './cms/collection';
export { generateSampleCertificates } from './sample/generate';
export { SAMPLE_CERTIFICATES, seedCertifiedOrganisations } from './sample/seed';
export { CERTIFICATE_COLUMNS, toCells } from './server/csv';
export { importCertificateCsv, importTarget } from './server/importer';
