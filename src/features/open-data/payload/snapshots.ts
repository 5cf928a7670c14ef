import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

/**
 * The daily snapshots of the open data (docs/decisions/0032, decision 9): one row per dataset and
 * day, written and read only by the site's own code (server/snapshots), closed to every staff role
 * and to the APIs, and hidden from /admin. A row is made when a server claims the day's snapshot
 * of a dataset (the pair is unique, so two servers cannot both claim it), kept fresh while it is
 * made, and finished with what the two files hold; the files themselves are in the site's file
 * store (platform/files), named by the row's token. Plain text and numbers rather than selects,
 * so the SQL that claims and finishes a row is the same on both engines.
 */
export const OPEN_DATA_SNAPSHOTS = 'open-data-snapshots';

export const OpenDataSnapshots: CollectionConfig = {
  slug: OPEN_DATA_SNAPSHOTS,
  labels: { singular: { ja: 'オープンデータの日ごとのファイル', en: 'Open-data snapshot' }, plural: { ja: 'オープンデータの日ごとのファイル', en: 'Open-data snapshots' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['dataset', 'day'], unique: true }],
  fields: [
    // The dataset's id in addresses (server/datasets.ts): `certified-organisations`, …
    { name: 'dataset', type: 'text', required: true, maxLength: 40, label: { ja: 'データ', en: 'Dataset' } },
    // The day in Japan the snapshot is of, YYYY-MM-DD.
    { name: 'day', type: 'text', required: true, maxLength: 10, label: { ja: '日付', en: 'Day' } },
    // Random, new at every attempt: the files' names in the store, and who holds the claim.
    { name: 'token', type: 'text', required: true, maxLength: 32, label: { ja: 'ファイルの識別子', en: 'File identifier' } },
    { name: 'rowCount', type: 'number', label: { ja: '行数', en: 'Rows' } },
    { name: 'csvBytes', type: 'number', label: { ja: 'CSVファイルの大きさ（バイト）', en: 'CSV file size (bytes)' } },
    { name: 'csvSha256', type: 'text', maxLength: 64, label: { ja: 'CSVファイルのSHA-256', en: 'CSV file SHA-256' } },
    { name: 'ndjsonBytes', type: 'number', label: { ja: 'NDJSONファイルの大きさ（バイト）', en: 'NDJSON file size (bytes)' } },
    { name: 'ndjsonSha256', type: 'text', maxLength: 64, label: { ja: 'NDJSONファイルのSHA-256', en: 'NDJSON file SHA-256' } },
    // Empty while the files are being made; a snapshot is served only once it is set.
    { name: 'finishedAt', type: 'date', label: { ja: '作成を終えた日時', en: 'Finished at' } },
  ],
  // createdAt: when the data began to be read (a mirror follows the changes from then);
  // updatedAt: the claim's last sign of life while the files are made.
  timestamps: true,
};
