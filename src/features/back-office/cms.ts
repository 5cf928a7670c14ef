// CMS entry of the back office: the audit trail, the record of directory imports, and the
// one function every feature calls to add to the trail.
export { AuditLog, type AuditAction } from './cms/auditLog';
export { ImportRuns, type ImportDirectory } from './cms/importRuns';
export { recordAudit, SITE_JOB, type AuditEntry } from './server/audit';
export { auditTrail } from './cms/auditHooks';
export { COMMAND_LINE, recordImport } from './server/imports';
export { guideImages } from './cms/guideImages';
