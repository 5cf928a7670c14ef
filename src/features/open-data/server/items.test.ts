import { describe, expect, it } from 'vitest';

import type { CertificateRow } from '@/features/certified-organisations';
import type { AccreditedBody } from '@/payload-types';

import { bodyRecord } from './bodyItems';
import { certificateItem } from './certificateItems';
import { decisionItem } from './reportItems';

const origin = 'https://example.org';

const stored: AccreditedBody = {
  id: 7,
  accreditationNumber: 'TL0042',
  oldAccreditationNumber: '',
  scheme: 'laboratory',
  nameJa: '株式会社サンプル試験所',
  nameEn: 'Sample Testing Co., Ltd.',
  abbreviationJa: null,
  abbreviationEn: '',
  contactAddressJa: '東京都千代田区',
  contactAddressEn: null,
  tel: '03-0000-0000',
  url: null,
  prefecture: '13',
  country: null,
  initialDate: '2020-04-01',
  renewalDate: '2024-04-01',
  expiryDate: '2999-03-31',
  revisedDate: null,
  classification: '食品',
  suspensionStart: '2000-01-01',
  suspensionEnd: '2000-02-01',
  endedOn: null,
  endKind: null,
  acceptsExternalTesting: true,
  acceptsExternalCalibration: null,
  certificateJa: { id: 1, url: '/api/media/file/tl0042.pdf', updatedAt: '', createdAt: '' },
  certificateEn: 3,
  scopes: [{ code: 'T-01', labelJa: '化学試験', labelEn: null, standards: 'JIS K 0102', addedOn: '2023-05-01', id: 'a' }],
  status: 'active',
  statusHistory: [{ status: 'active', since: '2020-04-01' }],
  sample: true,
  nameKey: 'さんぷるしけんじょ',
  searchKey: 'secret working key',
  updatedAt: '2024-04-02T00:00:00.000Z',
  createdAt: '2020-04-01T00:00:00.000Z',
};

describe('an accredited body in the API', () => {
  const record = bodyRecord(stored, origin);

  it('holds what its page shows, in both languages, with codes and the status of today', () => {
    expect(record).toMatchObject({
      accreditationNumber: 'TL0042',
      formerAccreditationNumber: null,
      name: { ja: '株式会社サンプル試験所', en: 'Sample Testing Co., Ltd.' },
      scheme: { id: 'laboratory', name: { ja: expect.any(String), en: expect.any(String) } },
      // A suspension long over: accredited today, whatever the stored field says.
      status: 'active',
      classification: { ja: '食品', en: 'Food' },
      location: { prefecture: '13', country: null, name: { ja: '東京都', en: 'Tokyo' } },
      abbreviation: null,
      address: { ja: '東京都千代田区', en: null },
      acceptsExternalWork: { testing: true, calibration: false },
      scopes: [{ code: 'T-01', label: { ja: '化学試験', en: null }, standards: 'JIS K 0102', addedOn: '2023-05-01' }],
      sample: true,
    });
  });

  it("links the body's pages in both languages, its certificate files and itself, as absolute addresses", () => {
    expect(record.pageUrl).toEqual({ ja: 'https://example.org/certification_institutions/TL0042', en: 'https://example.org/en/certification_institutions/TL0042' });
    expect(record.apiUrl).toBe('https://example.org/api/v1/accredited-bodies/TL0042');
    // The English certificate was read as an id only: no address is made up for it.
    expect(record.certificates).toEqual({ ja: 'https://example.org/api/media/file/tl0042.pdf', en: null });
  });

  it('leaves out the working fields', () => {
    const json = JSON.stringify(record);
    for (const field of ['nameKey', 'searchKey', 'statusHistory', 'secret working key', 'createdAt']) expect(json).not.toContain(field);
    // The database's own row id is no identifier of the body: the accreditation number is.
    expect(Object.keys(record)).not.toContain('id');
  });
});

describe('a certificate in the API', () => {
  const row: CertificateRow = {
    id: 12,
    bodyNumber: 'MS0001',
    certificateNumber: 'C-1',
    organisationName: '霞ヶ浜工業株式会社',
    organisationNameEn: null,
    officeName: null,
    officeNameEn: null,
    bodyName: '認証機関',
    bodyNameEn: 'Certification Body',
    firstRegisteredOn: '2010-01-01',
    expiresOn: '2020-01-01',
    decision: 'valid',
    standards: ['QMS'],
    scope: '設計',
    scopeEn: 'Design',
    iafCodes: [17],
    address: null,
    addressEn: null,
    prefecture: null,
    country: 'DE',
    classification: 'company',
    sample: true,
    orgKey: 'key',
    updatedAt: '2024-01-01',
  };

  it('says the status a visitor sees today, and where the organisation is, in both languages', () => {
    const item = certificateItem(row, '2025-01-01', origin);
    expect(item).toMatchObject({
      id: 12,
      status: 'expired',
      organisationName: { ja: '霞ヶ浜工業株式会社', en: null },
      officeName: null,
      certificationBody: { accreditationNumber: 'MS0001', name: { ja: '認証機関', en: 'Certification Body' } },
      location: { prefecture: null, country: 'DE', name: { ja: 'ドイツ', en: 'Germany' }, address: null },
      pageUrl: { ja: 'https://example.org/compatible_organizations/12', en: 'https://example.org/en/compatible_organizations/12' },
      apiUrl: 'https://example.org/api/v1/certified-organisations/12',
    });
    expect(JSON.stringify(item)).not.toContain('orgKey');
  });
});

describe('a line of a decision report', () => {
  it('tells a new accreditation from an extension of scope, as the report page does', () => {
    const today = '2024-03-01';
    const extended = decisionItem('1', { ...stored, initialDate: '2015-01-01' }, today, origin);
    expect(extended).toMatchObject({ decision: 'extended', decisionDate: '2023-05-01', addedScopes: [{ code: 'T-01', label: { ja: '化学試験', en: null } }] });
    expect(extended.body.accreditationNumber).toBe('TL0042');
    const fresh = decisionItem('1', { ...stored, initialDate: '2024-01-10', scopes: [] }, today, origin);
    expect(fresh).toMatchObject({ decision: 'accredited', decisionDate: '2024-01-10', addedScopes: [] });
    expect(decisionItem('3', { ...stored, endedOn: '2024-02-01', endKind: 'revoked' }, today, origin)).toMatchObject({
      decision: 'ended',
      decisionDate: '2024-02-01',
      body: { status: 'ended', ended: { on: '2024-02-01', kind: 'revoked' } },
    });
  });
});
