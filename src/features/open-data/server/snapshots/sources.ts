import { directorySources } from '@/features/accredited-bodies/cms';
import { coverageSource, registerSource } from '@/features/certified-organisations/cms';
import { reportsSource } from '@/features/decision-reports/cms';
import type { DatasetSource } from '@/platform/csv/describe';

/**
 * Each dataset of the catalogue (server/datasets.ts, by the same ids, in the same order) as its
 * owning feature reads it whole for the daily snapshot, through the feature's cms.ts: the job runs
 * in the servers' timer and on the command line, where no page module may load.
 */
export const SNAPSHOT_SOURCES: Readonly<Record<string, DatasetSource>> = {
  'accredited-bodies': directorySources.bodies,
  'accreditation-scopes': directorySources.scopes,
  'certified-organisations': registerSource,
  'decision-reports': reportsSource,
  'register-coverage': coverageSource,
};
