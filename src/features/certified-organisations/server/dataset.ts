import type { Payload } from 'payload';

import { ADDRESSES, below, csvDescriptionOf } from '@/i18n/addresses';
import { type DatasetDownload, type DatasetSource, describeImportColumns } from '@/platform/csv/describe';

import { certificateDecisions, certificateStatus } from '../model';
import { CERTIFICATE_COLUMNS, CERTIFICATE_FILE, toCells } from './csv';
import { certificatesAfter, type CertificateRow, sqlClient } from './store';

/**
 * The register as open data: what its downloads hold (the CSV's columns, each JSON item) and the
 * whole register read a keyset page at a time. The download (./export.ts) and the daily snapshot
 * (features/open-data, through cms.ts) both use these. Payload is passed in: nothing here reaches
 * the site's CMS client.
 */

/** The whole register, certificates no longer valid included, in one format. */
const exportAddress = (format: 'csv' | 'json') => `${below(ADDRESSES.certifiedOrganisations, 'export')}?format=${format}&status=all`;

/**
 * The whole register's downloads, as the open-data catalogue (features/open-data) lists them.
 * The CSV has the import's columns, but its `status` also holds `unreported`, which the register
 * records (a full report no longer lists the certificate) and no report may state. A certificate
 * is named by its certification body and its certificate number.
 */
export const certificateDownloads = {
  csv: exportAddress('csv'),
  json: exportAddress('json'),
  description: csvDescriptionOf('certified-organisations'),
  header: CERTIFICATE_COLUMNS,
  columns: describeImportColumns(CERTIFICATE_FILE).map((column) =>
    column.name === 'status' && column.value.kind === 'choice' ? { ...column, value: { ...column.value, choices: certificateDecisions } } : column,
  ),
  primaryKey: ['body_number', 'certificate_number'],
} as const satisfies DatasetDownload;

/** A certificate as the JSON download gives it: every stored field but the internal grouping key, and its status on the day. */
export function certificateItem({ orgKey, ...row }: CertificateRow, today: string) {
  return { ...row, status: certificateStatus(row.decision, row.expiresOn, today) };
}

/** Certificates a keyset page of the register holds. */
const PAGE = 1000;

/** The whole register for the daily snapshot: every certificate, in the order of its id, a page at a time. */
export const registerSource = {
  header: CERTIFICATE_COLUMNS,
  batches: async function* (payload: Payload, today: string) {
    const db = sqlClient(payload);
    let last = 0;
    for (;;) {
      const page = await certificatesAfter(db, last, PAGE);
      if (!page.length) return;
      last = page.at(-1)!.id;
      yield { rows: page.map(toCells), items: page.map((row) => certificateItem(row, today)) };
      if (page.length < PAGE) return;
    }
  },
} satisfies DatasetSource;
