/**
 * The catalogue of the open data as DCAT 3 in JSON-LD, served at /data/catalog.jsonld: the
 * catalogue, each dataset with its CSV and JSON distributions (the CSV's columns described by its
 * CSV on the Web file), its latest daily snapshot as gzip CSV and gzip NDJSON, and the API as a
 * data service. Its context is written inline, so a JSON-LD processor expands it without fetching
 * anything. Pure: the addresses' origin, each dataset's last change and its latest snapshot come in.
 */
import { ADDRESSES } from '@/i18n/addresses';
import type { LocalizedText } from '@/platform/localized';
import { bracketed } from '@/platform/text/punctuation';

import commonEn from '../../../../messages/en/common.json';
import commonJa from '../../../../messages/ja/common.json';
import en from '../../../../messages/en/data.json';
import ja from '../../../../messages/ja/data.json';
import { CATALOGUE_PATH, csvMetadataPath, DAILY, type Dataset, DATASETS, LICENCE } from './datasets';
import { API_ROOT, OPENAPI_PATH } from './problems';
import { type SnapshotFormat, snapshotPath } from './snapshots/names';

export const JSONLD_MEDIA_TYPE = 'application/ld+json';


/** The datasets the API answers from (the decision reports, both directories, and the coverage as `/certification-bodies`). */
const SERVED_BY_API = new Set(['accredited-bodies', 'certified-organisations', 'decision-reports', 'register-coverage']);

const IANA = 'https://www.iana.org/assignments/media-types/';
const EU_FILE_TYPE = 'http://publications.europa.eu/resource/authority/file-type/';
const EU_LANGUAGE = 'http://publications.europa.eu/resource/authority/language/';

/**
 * The prefixes, and what each property's value is: language maps for texts, addresses for links
 * (`@id`), date-times for changes. Inline, so that expanding the catalogue needs no network.
 */
export const CATALOGUE_CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  spdx: 'http://spdx.org/rdf/terms#',
  'dct:title': { '@container': '@language' },
  'dct:description': { '@container': '@language' },
  'dcat:keyword': { '@container': '@language' },
  'foaf:name': { '@container': '@language' },
  'vcard:fn': { '@container': '@language' },
  'dct:modified': { '@type': 'xsd:dateTime' },
  'dct:issued': { '@type': 'xsd:dateTime' },
  'dcat:byteSize': { '@type': 'xsd:nonNegativeInteger' },
  'dcat:compressFormat': { '@type': '@id' },
  'spdx:algorithm': { '@type': '@id' },
  'spdx:checksumValue': { '@type': 'xsd:hexBinary' },
  'dct:license': { '@type': '@id' },
  'dct:language': { '@type': '@id' },
  'dct:accrualPeriodicity': { '@type': '@id' },
  'dct:format': { '@type': '@id' },
  'dct:conformsTo': { '@type': '@id' },
  'dcat:mediaType': { '@type': '@id' },
  'dcat:downloadURL': { '@type': '@id' },
  'dcat:accessURL': { '@type': '@id' },
  'dcat:landingPage': { '@type': '@id' },
  'dcat:endpointURL': { '@type': '@id' },
  'dcat:endpointDescription': { '@type': '@id' },
  'dcat:servesDataset': { '@type': '@id' },
  'foaf:homepage': { '@type': '@id' },
  'vcard:hasURL': { '@type': '@id' },
} as const;

/** The last change of each dataset (ISO date-times), by its id; a dataset with no data yet has none. */
export type LastChanges = Readonly<Record<string, string | null | undefined>>;

/** A dataset's latest daily snapshot, as the catalogue lists it: its day, when it was finished, and each file's size and SHA-256. */
export type LatestSnapshot = { day: string; finishedAt: string } & Record<SnapshotFormat, { bytes: number; sha256: string }>;

/** The latest snapshot of each dataset that has one, by its id. */
export type LatestSnapshots = Readonly<Record<string, LatestSnapshot | undefined>>;

const both = (pick: (messages: typeof ja) => string): LocalizedText => ({ ja: pick(ja), en: pick(en as typeof ja) });
const keywords = (text: LocalizedText) => ({ ja: text.ja.split(/\s*、\s*/), en: text.en.split(/\s*,\s*/) });
/** A dataset's title with the format after it: 認定範囲（CSV） / Scopes of accreditation (CSV). */
const titled = (title: LocalizedText, format: string | LocalizedText): LocalizedText => {
  const { ja, en } = typeof format === 'string' ? { ja: format, en: format } : format;
  return { ja: `${title.ja}${bracketed(ja, 'ja')}`, en: `${title.en}${bracketed(en, 'en')}` };
};

/**
 * The two files of a dataset's latest snapshot: the whole dataset on its day, compressed with
 * gzip (`dcat:compressFormat`; one file, so no `dcat:packageFormat`), with its size and SHA-256.
 * The CSV is text/csv inside, under the same CSV on the Web description as the download's; NDJSON
 * (one JSON item a line) has no media type registered with IANA, so it has none here, only its
 * format, JSON, and its name in the title.
 */
function snapshotDistributions(dataset: Dataset, id: string, origin: string, title: LocalizedText, snapshot: LatestSnapshot) {
  const file = (format: SnapshotFormat, name: LocalizedText, extra: Record<string, unknown>) => ({
    '@id': `${id}-snapshot-${format}`,
    '@type': 'dcat:Distribution',
    'dct:title': titled(title, name),
    'dcat:accessURL': `${origin}${ADDRESSES.openDataSnapshots}#${dataset.id}`,
    'dcat:downloadURL': `${origin}${snapshotPath(dataset.id, snapshot.day, format)}`,
    ...extra,
    'dcat:compressFormat': `${IANA}application/gzip`,
    'dct:license': LICENCE,
    'dct:issued': snapshot.finishedAt,
    'dcat:byteSize': snapshot[format].bytes,
    'spdx:checksum': { '@type': 'spdx:Checksum', 'spdx:algorithm': 'spdx:checksumAlgorithm_sha256', 'spdx:checksumValue': snapshot[format].sha256 },
  });
  const words = (format: 'snapshotCsv' | 'snapshotNdjson') => both((m) => m.catalogue[format].replace('{day}', snapshot.day));
  return [
    file('csv', words('snapshotCsv'), { 'dcat:mediaType': `${IANA}text/csv`, 'dct:format': `${EU_FILE_TYPE}CSV`, 'dct:conformsTo': `${origin}${csvMetadataPath(dataset)}` }),
    file('ndjson', words('snapshotNdjson'), { 'dct:format': `${EU_FILE_TYPE}JSON` }),
  ];
}

/** One dataset: what it is, who publishes it under which licence, how often, its last change, its page and its files. */
function datasetNode(dataset: Dataset, origin: string, modified: string | null | undefined, snapshot: LatestSnapshot | undefined, refs: { publisher: string; contact: string }) {
  const id = `${origin}${ADDRESSES.openData}#${dataset.id}`;
  const title = both((m) => m.datasets[dataset.key].title);
  const { csv, json } = dataset.download;
  const distribution = (format: 'CSV' | 'JSON', url: string, mediaType: string, extra: Record<string, unknown> = {}) => ({
    '@id': `${id}-${format.toLowerCase()}`,
    '@type': 'dcat:Distribution',
    'dct:title': titled(title, format),
    'dcat:accessURL': url,
    'dcat:downloadURL': url,
    'dcat:mediaType': `${IANA}${mediaType}`,
    'dct:format': `${EU_FILE_TYPE}${format}`,
    'dct:license': LICENCE,
    ...extra,
  });
  return {
    '@id': id,
    '@type': 'dcat:Dataset',
    'dct:title': title,
    'dct:description': both((m) => m.datasets[dataset.key].description),
    'dcat:keyword': keywords(both((m) => m.datasets[dataset.key].keywords)),
    'dct:publisher': { '@id': refs.publisher },
    'dcat:contactPoint': { '@id': refs.contact },
    'dct:license': LICENCE,
    'dct:accrualPeriodicity': DAILY,
    ...(modified ? { 'dct:modified': modified } : {}),
    'dcat:landingPage': `${origin}${dataset.page}`,
    'dct:language': [`${EU_LANGUAGE}JPN`, `${EU_LANGUAGE}ENG`],
    'dcat:distribution': [
      distribution('CSV', `${origin}${csv}`, 'text/csv', { 'dct:conformsTo': `${origin}${csvMetadataPath(dataset)}` }),
      distribution('JSON', `${origin}${json}`, 'application/json'),
      ...(snapshot ? snapshotDistributions(dataset, id, origin, title, snapshot) : []),
    ],
  };
}

/** The whole catalogue, with absolute addresses at the site's origin (SITE_URL, never a request's host). */
export function catalogue(origin: string, lastChanges: LastChanges, snapshots: LatestSnapshots = {}) {
  const publisher = `${origin}${ADDRESSES.openData}#publisher`;
  const contact = `${origin}${ADDRESSES.openData}#contact`;
  const name: LocalizedText = { ja: commonJa.siteName, en: commonEn.siteName };
  const latest = DATASETS.map((d) => lastChanges[d.id])
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  return {
    '@context': CATALOGUE_CONTEXT,
    '@id': `${origin}${CATALOGUE_PATH}`,
    '@type': 'dcat:Catalog',
    'dct:title': both((m) => m.catalogue.title),
    'dct:description': both((m) => m.catalogue.description),
    'dct:publisher': { '@id': publisher, '@type': 'foaf:Organization', 'foaf:name': name, 'foaf:homepage': `${origin}${ADDRESSES.home}` },
    'dcat:contactPoint': { '@id': contact, '@type': 'vcard:Organization', 'vcard:fn': name, 'vcard:hasURL': `${origin}${ADDRESSES.inquiry}` },
    'foaf:homepage': `${origin}${ADDRESSES.openData}`,
    'dct:license': LICENCE,
    'dct:language': [`${EU_LANGUAGE}JPN`, `${EU_LANGUAGE}ENG`],
    ...(latest ? { 'dct:modified': latest } : {}),
    'dcat:dataset': DATASETS.map((dataset) => datasetNode(dataset, origin, lastChanges[dataset.id], snapshots[dataset.id], { publisher, contact })),
    'dcat:service': [
      {
        '@id': `${origin}${API_ROOT}`,
        '@type': 'dcat:DataService',
        'dct:title': both((m) => m.api.serviceTitle),
        'dct:description': both((m) => m.api.serviceDescription),
        'dct:publisher': { '@id': publisher },
        'dct:license': LICENCE,
        'dcat:endpointURL': `${origin}${API_ROOT}`,
        'dcat:endpointDescription': `${origin}${OPENAPI_PATH}`,
        'dcat:servesDataset': DATASETS.filter((d) => SERVED_BY_API.has(d.id)).map((d) => `${origin}${ADDRESSES.openData}#${d.id}`),
      },
    ],
  };
}
