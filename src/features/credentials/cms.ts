// Credentials (docs/decisions/0032): the feature's part of the CMS is two closed tables, the
// position of each accreditation in the status lists and the documents sent to /verify/check.
import type { FeatureCms } from '@/platform/features';

import { DocumentChecks } from './payload/documentChecks';
import { CredentialStatusEntries } from './payload/statusEntries';

export const cms: FeatureCms = {
  collections: [CredentialStatusEntries, DocumentChecks],
};

// For the command line and the benchmarks (plain Node, no pages): issuing, and the status lists.
export { issueCredential } from './server/credential';
export { statusBits, statusListCredential } from './server/statusLists';
export { currentStatusList } from './server/signedLists';
export { bitAt } from './server/bitstring';
