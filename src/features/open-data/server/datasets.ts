/**
 * The datasets the site publishes for anyone to reuse (the open-data catalogue, ADR 32): each
 * with its downloads as the feature that owns the data writes them, the site's page that shows
 * it, how often it is published, and what its last change is read from. The page at /data, the
 * DCAT catalogue and the CSV on the Web descriptions are all made from this one list.
 */
import { bodyDownloads } from '@/features/accredited-bodies';
import { certificateDownloads, coverageDownloads } from '@/features/certified-organisations';
import { reportDownloads } from '@/features/decision-reports';
import { ADDRESSES } from '@/i18n/addresses';
import type { DatasetDownload } from '@/platform/csv/describe';

import type ja from '../../../../messages/ja/data.json';

/** The key of a dataset's words under `datasets` in messages/{ja,en}/data.json. */
export type DatasetKey = keyof typeof ja.datasets;

/** Where a dataset's last change is read: the accredited-body directory, the certified-organisation register, or the register's coverage. */
export type ChangeSource = 'directory' | 'register' | 'coverage';

export type Dataset = {
  /** Its name in addresses (its CSV description is `{id}.csv-metadata.json` below the open-data page) and the anchor of its section there. */
  id: string;
  key: DatasetKey;
  download: DatasetDownload;
  /** The site's page that shows the data (locale-less). */
  page: string;
  changes: ChangeSource;
  /**
   * Where each row's own page is, as a URI template over the CSV's columns (relative to the site),
   * for a dataset whose rows each have one.
   */
  rowPage?: string;
};

/**
 * How often a dataset is published, from the EU's frequency vocabulary (DCAT-AP). Every dataset
 * here is read fresh at each download and changes on most days (a decision, a report, the days
 * that move a decision out of a report's window): a mirror reading once a day misses nothing
 * that the changes endpoint would not give it in between.
 */
export const DAILY = 'http://publications.europa.eu/resource/authority/frequency/DAILY';

/** The licence offered for every dataset: CC BY 4.0, shown as provisional until JAB decides (ADR 32, open questions). */
export const LICENCE = 'https://creativecommons.org/licenses/by/4.0/';

export const DATASETS: readonly Dataset[] = [
  { id: 'accredited-bodies', key: 'accreditedBodies', download: bodyDownloads.bodies, page: ADDRESSES.accreditedBodies, changes: 'directory', rowPage: `${ADDRESSES.accreditedBodies}/{accreditation_number}` },
  { id: 'accreditation-scopes', key: 'accreditationScopes', download: bodyDownloads.scopes, page: ADDRESSES.accreditedBodies, changes: 'directory' },
  { id: 'certified-organisations', key: 'certifiedOrganisations', download: certificateDownloads, page: ADDRESSES.certifiedOrganisations, changes: 'register' },
  { id: 'decision-reports', key: 'decisionReports', download: reportDownloads, page: ADDRESSES.decisionReports, changes: 'directory' },
  { id: 'register-coverage', key: 'registerCoverage', download: coverageDownloads, page: ADDRESSES.registerCoverage, changes: 'coverage' },
];

/** The machine-readable catalogue of the datasets (DCAT 3 as JSON-LD). */
export const CATALOGUE_PATH = `${ADDRESSES.openData}/catalog.jsonld`;

/** The CSV on the Web description of a dataset's CSV: the address its owner names in the CSV's `Link` header. */
export const csvMetadataPath = (dataset: Pick<Dataset, 'download'>) => dataset.download.description;

/** The dataset a CSV on the Web description's file name names (`accredited-bodies.csv-metadata.json`), if any. */
export function datasetOfMetadataFile(file: string): Dataset | undefined {
  return DATASETS.find((dataset) => dataset.download.description === `${ADDRESSES.openData}/${file}`);
}
