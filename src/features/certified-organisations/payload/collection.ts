import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload';


import { reindexCertificate, removeFromIndex } from '../server/store';
import { type CertificateDecision, type CertificateInput, certificateStatus, type CertificateStatus, organisationKinds, parseCodes, PREFECTURE_OUTSIDE_JAPAN, prefectureOutsideJapan } from '../model';
import { derivedColumns } from '../keys';
import { managementSystemScopeCodes, managementSystemScopes } from '@/reference/scopes';
import { prefectures } from '@/reference/prefectures';
import { countryByAlpha2 } from '@/reference/countries';

import { hasRole, siteOr } from '@/platform/cms/access';
import { dateField } from '@/platform/cms/dateField';
import { confirmNotValidField, guardNotValid } from '@/platform/cms/notValidGuard';
import { refusal } from '@/platform/cms/refusal';

type Data = Partial<Record<keyof CertificateInput, unknown>> & Record<string, unknown>;

/** Keys for sorting and grouping, and the bit masks the filters use, from the edited fields. */
const deriveFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const record = { ...(originalDoc as Data | undefined), ...(data as Data) } as Data;
  const standards = parseCodes(String(record.standards ?? ''));
  const iaf = parseCodes(String(record.iafCodes ?? '')).map(Number);
  return {
    ...data,
    standards: standards.join(' '),
    iafCodes: iaf.join(' '),
    ...derivedColumns({
      organisationName: String(record.organisationName ?? ''),
      prefecture: (record.prefecture as string | undefined) || undefined,
      country: String(record.country ?? 'JP'),
      standards: standards as CertificateInput['standards'],
      iafCodes: iaf,
    }),
  };
};

const statusWords: Record<CertificateStatus, { ja: string; en: string }> = {
  valid: { ja: '有効', en: 'Valid' },
  suspended: { ja: '一時停止中', en: 'Suspended' },
  expired: { ja: '有効期限切れ', en: 'Expired' },
  withdrawn: { ja: '取消', en: 'Withdrawn' },
  unreported: { ja: '報告終了', en: 'No longer reported' },
};
const statusOn = (doc: Data, today: string) => certificateStatus(String(doc.decision ?? 'valid') as CertificateDecision, String(doc.expiresOn ?? '').slice(0, 10), today);

/** A staff save that makes a certificate not valid today asks first (platform/cms/notValidGuard). */
const notValidGuard = guardNotValid({
  validOn: (doc, today) => statusOn(doc, today) === 'valid',
  statusOf: (doc, today) => statusWords[statusOn(doc, today)],
  numberOf: (doc) => String(doc.certificateNumber ?? ''),
});

/**
 * Only a full report of the certification body ends a certificate as no longer reported
 * (server/reports.ts); a staff member records a withdrawal as such. (A correction putting a
 * certificate back to that state is the site's own write.)
 */
const unreportedByReportsOnly: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (data.decision !== 'unreported' || (originalDoc as Data | undefined)?.decision === 'unreported' || context?.historySource === 'correction') return data;
  throw refusal(
    '「報告終了」は認証機関の報告でだけ決まります。取消・返上であれば「取消・返上」を選んでください / “No longer reported” is set only by a certification body’s full report; choose “Withdrawn” for a withdrawal',
  );
};

/** Admin edits reach the search index at once (imports write it themselves). */
const syncIndex: CollectionAfterChangeHook = async ({ doc, req }) => {
  await reindexCertificate(req.payload, doc as Record<string, unknown>, req);
  return doc;
};
const dropFromIndex: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeFromIndex(req.payload, doc.id as number);
  return doc;
};

/**
 * Certificates of organisations certified by accredited management-system certification bodies:
 * one flat row per certificate (Japanese and English side by side), found through a dedicated
 * full-text index (see features/certified-organisations).
 */
export const CertifiedOrganisations: CollectionConfig = {
  slug: 'certified-organisations',
  labels: { singular: { ja: '認証組織', en: 'Certified organisation' }, plural: { ja: '認証組織', en: 'Certified organisations' } },
  admin: {
    useAsTitle: 'organisationName',
    defaultColumns: ['organisationName', 'officeName', 'bodyName', 'certificateNumber', 'standards', 'expiresOn'],
    listSearchableFields: ['certificateNumber', 'organisationName'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    description: {
      ja: '名簿への取り込みは「認証機関の報告」から行います（全件の報告・変更のみ、確認画面のあとに反映）。ここでは1件ずつ確認・訂正できます。',
      en: 'Imports go through “Certification body reports” (full or changes only, previewed before they are written). Here you can check and correct one certificate at a time.',
    },
  },
  // The site and directory managers read; only directory managers write (and import, see importEndpoint).
  access: { read: siteOr('directory'), create: hasRole('directory'), update: hasRole('directory'), delete: hasRole('directory') },
  indexes: [{ fields: ['bodyNumber', 'certificateNumber'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'bodyNumber', type: 'text', required: true, label: { ja: '認証機関の認定番号', en: 'Certification body accreditation number' } },
        { name: 'certificateNumber', type: 'text', required: true, index: true, label: { ja: '登録番号', en: 'Certificate number' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'organisationName', type: 'text', required: true, label: { ja: '組織名（日本語）', en: 'Organisation (Japanese)' } },
        { name: 'organisationNameEn', type: 'text', label: { ja: '組織名（英語）', en: 'Organisation (English)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'officeName', type: 'text', label: { ja: '事業所名（日本語）', en: 'Office (Japanese)' } },
        { name: 'officeNameEn', type: 'text', label: { ja: '事業所名（英語）', en: 'Office (English)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bodyName', type: 'text', required: true, label: { ja: '認証機関名（日本語）', en: 'Certification body (Japanese)' } },
        { name: 'bodyNameEn', type: 'text', label: { ja: '認証機関名（英語）', en: 'Certification body (English)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        dateField('firstRegisteredOn', { ja: '初回登録日', en: 'Initial registration' }, { required: true }),
        dateField('expiresOn', { ja: '有効期限', en: 'Expiry' }, { required: true }),
        {
          name: 'decision',
          type: 'select',
          required: true,
          defaultValue: 'valid',
          label: { ja: '認証の状態', en: 'Certificate status' },
          options: [
            { value: 'valid', label: { ja: '有効', en: 'Valid' } },
            { value: 'suspended', label: { ja: '一時停止', en: 'Suspended' } },
            { value: 'withdrawn', label: { ja: '取消・返上', en: 'Withdrawn' } },
            { value: 'unreported', label: { ja: '報告終了（認証機関の報告に載らなくなった）', en: 'No longer reported (left out of the certification body’s report)' } },
          ],
        },
      ],
    },
    {
      name: 'standards',
      type: 'text',
      required: true,
      label: { ja: '認証規格（コードを空白区切り）', en: 'Standards (codes separated by spaces)' },
      admin: { description: managementSystemScopes.map((s) => `${s.code} = ${s.label}`).join(', ') },
      validate: (value: string | null | undefined) => {
        const codes = parseCodes(value);
        return (
          (codes.length > 0 && codes.every((c) => (managementSystemScopeCodes as readonly string[]).includes(c))) ||
          `規格コードは ${managementSystemScopeCodes.join(', ')} から選んでください / Use the codes ${managementSystemScopeCodes.join(', ')}`
        );
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'scope', type: 'textarea', required: true, label: { ja: '登録範囲（日本語）', en: 'Scope (Japanese)' } },
        { name: 'scopeEn', type: 'textarea', label: { ja: '登録範囲（英語）', en: 'Scope (English)' } },
      ],
    },
    {
      name: 'iafCodes',
      type: 'text',
      label: { ja: '産業分類（IAFコード、空白区切り）', en: 'Industrial classification (IAF codes, separated by spaces)' },
      validate: (value: string | null | undefined) =>
        parseCodes(value).every((c) => /^\d{1,2}$/.test(c) && Number(c) >= 1 && Number(c) <= 39) || 'IAFコードは1〜39の数字です / IAF codes are numbers from 1 to 39',
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', label: { ja: '所在地（日本語）', en: 'Location (Japanese)' } },
        { name: 'addressEn', type: 'text', label: { ja: '所在地（英語）', en: 'Location (English)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'prefecture',
          type: 'select',
          label: { ja: '都道府県', en: 'Prefecture' },
          options: prefectures.map((p) => ({ value: p.code, label: { ja: p.name.ja, en: p.name.en } })),
          validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<Record<string, unknown>> }) =>
            !prefectureOutsideJapan(value, String(siblingData?.country ?? 'JP')) || `${PREFECTURE_OUTSIDE_JAPAN.ja} / ${PREFECTURE_OUTSIDE_JAPAN.en}`,
        },
        {
          name: 'country',
          type: 'text',
          required: true,
          defaultValue: 'JP',
          label: { ja: '国（ISOコード）', en: 'Country (ISO code)' },
          validate: (value: string | null | undefined) =>
            Boolean(value && countryByAlpha2(value)) || '国はISOの2文字コードで入力してください / Enter the ISO two-letter country code',
        },
        {
          name: 'classification',
          type: 'select',
          required: true,
          defaultValue: 'company',
          label: { ja: '組織区分', en: 'Kind of organisation' },
          options: organisationKinds.map((k) => ({
            value: k,
            label: {
              company: { ja: '企業', en: 'Company' },
              public: { ja: '官公庁・自治体', en: 'Public sector' },
              nonprofit: { ja: '法人・団体（非営利）', en: 'Non-profit body' },
              other: { ja: 'その他', en: 'Other' },
            }[k],
          })),
        },
      ],
    },
    { name: 'sample', type: 'checkbox', label: { ja: 'サンプルデータ', en: 'Sample data' }, admin: { position: 'sidebar' } },
    confirmNotValidField,
    { name: 'nameKey', type: 'text', admin: { hidden: true } },
    { name: 'orgKey', type: 'text', admin: { hidden: true } },
    { name: 'standardsMask', type: 'number', admin: { hidden: true } },
    { name: 'iafMask', type: 'number', admin: { hidden: true } },
  ],
  hooks: { beforeChange: [unreportedByReportsOnly, notValidGuard, deriveFields], afterChange: [syncIndex], afterDelete: [dropFromIndex] },
  timestamps: true,
};
