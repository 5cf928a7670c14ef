import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';

import { classificationLabel } from '../classifications';
import { deriveStatus, isValidToday } from '../status';
import { confirmNotValidField, guardNotValid } from '@/platform/cms/notValidGuard';
import { searchKey } from '@/platform/text/normalize';
import { prefectures } from '@/reference/prefectures';
import { schemes } from '@/reference/schemes';

import { hasRole, siteOr } from '@/platform/cms/access';
import { dateField as dayField } from '@/platform/cms/dateField';
import { importEndpoint } from './importEndpoint';
import { importPanel } from './importPanel';
import { rowLabel } from '@/platform/cms/rowLabels';

/** Every date of a body is indexed: reports and the current filter select by them. */
const dateField = (name: string, label: { ja: string; en: string }, required = false) => dayField(name, label, { required, index: true });

type BodyData = Record<string, unknown> & {
  nameJa?: string;
  nameEn?: string;
  abbreviationJa?: string;
  abbreviationEn?: string;
  accreditationNumber?: string;
  oldAccreditationNumber?: string;
  classification?: string;
  expiryDate?: string;
  suspensionStart?: string;
  suspensionEnd?: string;
  endedOn?: string;
  scopes?: { code?: string; labelJa?: string; labelEn?: string; standards?: string }[];
  statusHistory?: { status?: string; since?: string }[];
};

const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined);
const statusOfDates = (doc: Record<string, unknown>, today: string) =>
  deriveStatus({ expiryDate: day(doc.expiryDate) ?? '9999-12-31', suspensionStart: day(doc.suspensionStart), suspensionEnd: day(doc.suspensionEnd), endedOn: day(doc.endedOn) }, today);

/** Search keys (folded: width, case, kana; legal-entity words dropped) and the derived status. */
const deriveFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const body = { ...(originalDoc as BodyData | undefined), ...(data as BodyData) };
  // Each part folded and squeezed (no spaces, punctuation or legal-entity words), parts joined by
  // a character no query term contains, so a term never matches across two fields.
  const key = (parts: (string | undefined)[]) =>
    parts
      .filter((p): p is string => Boolean(p))
      .map(searchKey)
      .filter(Boolean)
      .join('|');
  const names = [body.nameJa, body.nameEn, body.abbreviationJa, body.abbreviationEn];
  const scopeText = (body.scopes ?? []).flatMap((s) => [s.code, s.labelJa, s.labelEn, s.standards]);
  const status = deriveStatus({
    expiryDate: body.expiryDate ?? '9999-12-31',
    suspensionStart: body.suspensionStart || undefined,
    suspensionEnd: body.suspensionEnd || undefined,
    endedOn: body.endedOn || undefined,
  });
  const history = [...(body.statusHistory ?? [])];
  if (history.at(-1)?.status !== status) history.push({ status, since: new Date().toISOString() });
  return {
    ...data,
    nameKey: key(names),
    searchKey: key([...names, body.accreditationNumber, body.oldAccreditationNumber, body.classification, classificationLabel(body.classification, 'en'), ...scopeText]),
    status,
    statusHistory: history,
  };
};

/** A staff save that makes an accreditation not valid today asks first (platform/cms/notValidGuard). */
const notValidGuard = guardNotValid({
  validOn: (doc, today) => isValidToday(statusOfDates(doc, today)),
  statusOf: (doc, today) => statusOptions.find((o) => o.value === statusOfDates(doc, today))!.label,
  numberOf: (doc) => String(doc.accreditationNumber ?? ''),
});

const statusOptions = [
  { value: 'active', label: { ja: '認定中', en: 'Accredited' } },
  { value: 'suspended', label: { ja: '一時停止中', en: 'Suspended' } },
  { value: 'expired', label: { ja: '有効期限切れ', en: 'Expired' } },
  { value: 'ended', label: { ja: '取消・返上等', en: 'Ended' } },
];

/** Conformity assessment bodies accredited by the body: the public directory's records. */
export const AccreditedBodies: CollectionConfig = {
  slug: 'accredited-bodies',
  labels: { singular: { ja: '認定適合性評価機関', en: 'Accredited body' }, plural: { ja: '認定適合性評価機関', en: 'Accredited bodies' } },
  admin: {
    useAsTitle: 'nameJa',
    defaultColumns: ['accreditationNumber', 'nameJa', 'scheme', 'status', 'expiryDate'],
    listSearchableFields: ['accreditationNumber', 'nameJa', 'nameEn', 'abbreviationJa'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    components: {
      // The CSV import, with its templates, column list and check-only run (./importPanel.ts).
      beforeList: [importPanel],
    },
  },
  endpoints: [importEndpoint],
  // The site and directory managers read; only directory managers write (and import, see importEndpoint).
  access: { read: siteOr('directory'), create: hasRole('directory'), update: hasRole('directory'), delete: hasRole('directory') },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'accreditationNumber', type: 'text', required: true, unique: true, index: true, label: { ja: '認定番号', en: 'Accreditation number' } },
        { name: 'oldAccreditationNumber', type: 'text', index: true, label: { ja: '旧認定番号', en: 'Former number' } },
        {
          name: 'scheme',
          type: 'select',
          required: true,
          index: true,
          label: { ja: '認定の種類', en: 'Scheme' },
          options: schemes.map((s) => ({ value: s.id, label: { ja: s.name.ja, en: s.name.en } })),
        },
        {
          name: 'inspectionType',
          type: 'select',
          label: { ja: '検査機関のタイプ', en: 'Inspection body type' },
          options: ['A', 'B', 'C'].map((t) => ({ value: t, label: t })),
          admin: { condition: (data) => data.scheme === 'inspection_body' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'nameJa', type: 'text', required: true, label: { ja: '名称（日本語）', en: 'Name (Japanese)' } },
        { name: 'nameEn', type: 'text', label: { ja: '名称（英語）', en: 'Name (English)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'abbreviationJa', type: 'text', label: { ja: '略称（日本語）', en: 'Abbreviation (Japanese)' } },
        { name: 'abbreviationEn', type: 'text', label: { ja: '略称（英語）', en: 'Abbreviation (English)' } },
      ],
    },
    { name: 'contactAddressJa', type: 'text', label: { ja: '所在地（日本語）', en: 'Address (Japanese)' } },
    { name: 'contactAddressEn', type: 'text', label: { ja: '所在地（英語）', en: 'Address (English)' } },
    {
      type: 'row',
      fields: [
        { name: 'tel', type: 'text', label: { ja: '電話番号', en: 'Telephone' } },
        { name: 'url', type: 'text', label: { ja: 'ウェブサイト', en: 'Website' } },
        {
          name: 'prefecture',
          type: 'select',
          index: true,
          label: { ja: '都道府県', en: 'Prefecture' },
          options: prefectures.map((p) => ({ value: p.code, label: { ja: p.name.ja, en: p.name.en } })),
        },
        { name: 'country', type: 'text', index: true, label: { ja: '国（海外の場合、ISOコード）', en: 'Country (abroad, ISO code)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        dateField('initialDate', { ja: '初回認定日', en: 'Initial accreditation' }, true),
        dateField('renewalDate', { ja: '更新日', en: 'Renewal' }),
        dateField('expiryDate', { ja: '有効期限', en: 'Expiry' }, true),
        dateField('revisedDate', { ja: '認定証改訂日', en: 'Certificate revised' }),
      ],
    },
    { name: 'classification', type: 'text', label: { ja: '区分', en: 'Classification' } },
    {
      type: 'row',
      fields: [
        dateField('suspensionStart', { ja: '一時停止開始日', en: 'Suspended from' }),
        dateField('suspensionEnd', { ja: '一時停止終了日', en: 'Suspended until' }),
        dateField('endedOn', { ja: '取消・返上等の日', en: 'Ended on' }),
        {
          name: 'endKind',
          type: 'select',
          label: { ja: '終了の種類', en: 'How it ended' },
          options: [
            { value: 'cancelled', label: { ja: '取消', en: 'Withdrawn' } },
            { value: 'withdrawn', label: { ja: '返上', en: 'Surrendered' } },
            { value: 'revoked', label: { ja: '失効', en: 'Lapsed' } },
            { value: 'resigned', label: { ja: '辞退', en: 'Voluntarily withdrawn' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'acceptsExternalTesting', type: 'checkbox', label: { ja: '外部からの試験を受託する', en: 'Accepts outside testing work' } },
        { name: 'acceptsExternalCalibration', type: 'checkbox', label: { ja: '外部からの校正を受託する', en: 'Accepts outside calibration work' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'certificateJa', type: 'upload', relationTo: 'media', label: { ja: '認定証（日本語・PDF）', en: 'Certificate (Japanese, PDF)' } },
        { name: 'certificateEn', type: 'upload', relationTo: 'media', label: { ja: '認定証（英語・PDF）', en: 'Certificate (English, PDF)' } },
      ],
    },
    {
      name: 'scopes',
      type: 'array',
      label: { ja: '認定範囲', en: 'Scope of accreditation' },
      labels: { singular: { ja: '認定範囲', en: 'Scope' }, plural: { ja: '認定範囲', en: 'Scopes' } },
      admin: { components: { RowLabel: rowLabel('code', { ja: 'labelJa', en: 'labelEn' }) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, index: true, label: { ja: 'コード', en: 'Code' } },
            { name: 'labelJa', type: 'text', required: true, label: { ja: '名称（日本語）', en: 'Label (Japanese)' } },
            { name: 'labelEn', type: 'text', label: { ja: '名称（英語）', en: 'Label (English)' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'standards', type: 'text', label: { ja: '規格番号', en: 'Standard numbers' } },
            dateField('addedOn', { ja: '追加日（分野の拡大）', en: 'Added on (extension)' }),
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      index: true,
      label: { ja: '状態（日付から自動）', en: 'Status (from the dates)' },
      options: statusOptions,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      label: { ja: '状態の履歴', en: 'Status history' },
      labels: { singular: { ja: '状態の記録', en: 'Status record' }, plural: { ja: '状態の記録', en: 'Status records' } },
      admin: { readOnly: true, position: 'sidebar', initCollapsed: true, components: { RowLabel: rowLabel('status', 'since') } },
      fields: [
        { name: 'status', type: 'select', options: statusOptions, label: { ja: '状態', en: 'Status' } },
        // Stored as an ISO instant; shown as a day and time in Japan, as every time in /admin.
        { name: 'since', type: 'text', label: { ja: 'この状態になった日時', en: 'Since' }, admin: { components: { Field: '@/platform/cms/JapanTime#JapanTimeReadout' } } },
      ],
    },
    { name: 'sample', type: 'checkbox', label: { ja: 'サンプルデータ', en: 'Sample data' }, admin: { position: 'sidebar' } },
    confirmNotValidField,
    { name: 'nameKey', type: 'text', index: true, admin: { hidden: true } },
    { name: 'searchKey', type: 'textarea', admin: { hidden: true } },
  ],
  hooks: { beforeChange: [notValidGuard, deriveFields] },
  timestamps: true,
};
