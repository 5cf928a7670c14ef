// CMS entry of the back office: the audit trail, the record of directory imports, and the
// one function every feature calls to add to the trail.
import type { FeatureCms } from '@/platform/features';

import { AuditLog } from './payload/auditLog';
import { guideImages } from './payload/guideImages';
import { ImportRuns } from './payload/importRuns';

export { AuditLog, type AuditAction } from './payload/auditLog';
export { ImportRuns, type ImportDirectory } from './payload/importRuns';
export { recordAudit, SITE_JOB, type AuditEntry } from './server/audit';
export { auditTrail } from './payload/auditHooks';
export { COMMAND_LINE, recordImport } from './server/imports';
export { guideImages } from './payload/guideImages';

/** The import runs and the audit log; the staff guide's images. (The audit trail's hooks are a site-wide plugin: src/payload/payload.config.ts applies it last.) */
export const cms: FeatureCms = { collections: [ImportRuns, AuditLog], endpoints: [guideImages] };
