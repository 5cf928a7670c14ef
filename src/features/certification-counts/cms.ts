// CMS entry of the counts table: the global staff edit and its sample figures.
export { CertificationCounts } from './cms/global';
export { seedCertificationCounts } from './defaults';
