// What the check reads of the two directories, through their entry files.
export { statusOf } from '@/features/accredited-bodies';
export { certificatesByNumbers, certificateStatus, sqlClient, type CertificateRow } from '@/features/certified-organisations';
export type { AccreditedBody } from '@/payload-types';
