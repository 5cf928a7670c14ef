/**
 * The sample rows of the register's import template (downloaded from the panel above the
 * certification bodies' reports in /admin, and committed as samples/import/certified-organisations-template.csv):
 * three invented certificates of one invented certification body (the accredited-body template's
 * サンプル認証機関, SAMPLE-001), so the file is a full report as it stands. Each is marked as a
 * sample in its organisation's name, its certificate number (`SAMPLE-…`) and the `sample` column;
 * none is a real organisation.
 */
import type { FileGuide } from '@/platform/csv/guide';

import type { CertificateInput } from '../model';
import { certificateFileGuide } from '../server/csv';

const body = { bodyNumber: 'SAMPLE-001', bodyName: 'サンプル認証機関', bodyNameEn: 'Sample Certification Body' } as const;

export const TEMPLATE_CERTIFICATES: readonly CertificateInput[] = [
  {
    ...body,
    certificateNumber: 'SAMPLE-C0001',
    organisationName: '見本工業株式会社（サンプル）',
    organisationNameEn: 'Mihon Kogyo Co., Ltd. (Sample)',
    officeName: '本社工場',
    officeNameEn: 'Head office and factory',
    firstRegisteredOn: '2021-04-01',
    expiresOn: '2027-03-31',
    standards: ['QMS', 'EMS'],
    scope: '金属部品の設計及び製造',
    scopeEn: 'Design and manufacture of metal parts',
    address: '東京都千代田区見本町1-2-3（架空の住所）',
    addressEn: '1-2-3 Mihon-cho, Chiyoda-ku, Tokyo (invented address)',
    iafCodes: [17],
    prefecture: '13',
    country: 'JP',
    classification: 'company',
    decision: 'valid',
    sample: true,
  },
  {
    ...body,
    certificateNumber: 'SAMPLE-C0002',
    organisationName: '見本ソフトウェア株式会社（サンプル）',
    organisationNameEn: 'Mihon Software Inc. (Sample)',
    firstRegisteredOn: '2022-10-01',
    expiresOn: '2028-09-30',
    standards: ['ISMS'],
    scope: 'ソフトウェアの開発及び保守',
    scopeEn: 'Development and maintenance of software',
    address: '大阪府大阪市北区見本1-1（架空の住所）',
    addressEn: '1-1 Mihon, Kita-ku, Osaka (invented address)',
    iafCodes: [33],
    prefecture: '27',
    country: 'JP',
    classification: 'company',
    decision: 'valid',
    sample: true,
  },
  {
    ...body,
    certificateNumber: 'SAMPLE-C0003',
    organisationName: '見本町役場（サンプル）',
    organisationNameEn: 'Mihon Town Office (Sample)',
    firstRegisteredOn: '2019-07-01',
    expiresOn: '2028-06-30',
    standards: ['EMS'],
    scope: '町の行政サービス',
    scopeEn: 'Municipal administrative services',
    iafCodes: [36],
    prefecture: '01',
    country: 'JP',
    classification: 'public',
    decision: 'suspended',
    sample: true,
  },
];

/** The register file's column list and template, as the report panel in /admin offers them and samples/import/ keeps them. */
export const certifiedImportGuide = (): FileGuide => certificateFileGuide(TEMPLATE_CERTIFICATES);
