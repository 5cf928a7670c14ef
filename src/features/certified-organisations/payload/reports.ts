import type { Access, CollectionConfig } from 'payload';

import { certificationBodyOf, hiddenUnless, nobody, nobodyField, userHasRole } from '@/platform/cms/access';

import { reportEndpoints } from './reportEndpoints';
import { reportPanel } from './reportPanel';

export const CERTIFICATE_REPORTS = 'certificate-reports';


/**
 * Staff of the directory (and administrators) read every report; a certification body's own
 * account reads only its own; the site's pages read through the local API with no one signed in
 * (the coverage page, which shows published reports only). Nobody writes a report but the
 * endpoints (reportEndpoints.ts), which check who asks.
 */
const readReports: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin', 'directory')) return true;
  const own = certificationBodyOf(req.user);
  if (own) return { bodyNumber: { equals: own } };
  return req.payloadAPI === 'local' && !req.user;
};

/**
 * The reports of the certified-organisation register: each import is a certification body's report
 * (features/certified-organisations/server/reports.ts). A full report replaces that body's list,
 * and the certificates it no longer lists end as "no longer reported"; a report of changes only
 * upserts. Every report is previewed first and written only when staff confirm it. Each keeps the
 * day the body sent it and the day it went public, for the coverage page and its 10-day promise.
 */
export const CertificateReports: CollectionConfig = {
  slug: CERTIFICATE_REPORTS,
  labels: { singular: { ja: '認証機関の報告', en: 'Certification body report' }, plural: { ja: '認証機関の報告', en: 'Certification body reports' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['id', 'bodyNumber', 'bodyName', 'kind', 'state', 'receivedOn', 'publishedOn', 'rowCount', 'ending'],
    listSearchableFields: ['bodyNumber', 'bodyName', 'fileName'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    hidden: hiddenUnless('admin', 'directory', 'certificationBody'),
    description: {
      ja: '認証組織の名簿への取り込みは、認証機関ごとの報告として記録します。全件の報告（既定）は、その認証機関の一覧を置き換え、載らなくなった現在有効な認証は「報告終了」になります。変更のみの報告は、載っている行だけを追加・更新します。どちらも、まず確認画面で件数と終了する認証を確かめてから反映します。',
      en: 'Each import of the certified-organisation register is recorded as a certification body’s report. A full report (the default) replaces that body’s list: its current certificates missing from the file end as “no longer reported”. A report of changes only adds and updates the rows it has. Both are previewed first (counts and the certificates that would end) and written only when confirmed.',
    },
    components: {
      // The report's file, with its template and column list (./reportPanel.ts).
      beforeList: [reportPanel(`/api/${CERTIFICATE_REPORTS}`)],
    },
  },
  access: { read: readReports, create: nobody, update: nobody, delete: nobody },
  endpoints: reportEndpoints,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['bodyNumber', 'state', 'receivedOn'] }],
  fields: [
    { name: 'actions', type: 'ui', label: { ja: '操作', en: 'Actions' }, admin: { components: { Field: '@/features/certified-organisations/ui/ReportPanel#ReportActions' } } },
    { name: 'summary', type: 'text', label: { ja: '概要', en: 'Summary' } },
    {
      type: 'row',
      fields: [
        { name: 'bodyNumber', type: 'text', index: true, label: { ja: '認証機関の認定番号', en: 'Certification body accreditation number' } },
        { name: 'bodyName', type: 'text', label: { ja: '認証機関名', en: 'Certification body' } },
        { name: 'bodyNameEn', type: 'text', label: { ja: '認証機関名（英語）', en: 'Certification body (English)' } },
      ],
    },
    {
      name: 'bodies',
      type: 'json',
      label: { ja: '報告に含まれる認証機関', en: 'Certification bodies in the report' },
      admin: { description: { ja: '変更のみの報告は複数の認証機関を含められます。', en: 'A report of changes only may cover several bodies.' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'full',
          label: { ja: '報告の種類', en: 'Kind of report' },
          options: [
            { value: 'full', label: { ja: '全件（一覧を置き換える）', en: 'Full list (replaces the body’s list)' } },
            { value: 'changes', label: { ja: '変更のみ', en: 'Changes only' } },
          ],
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'preview',
          label: { ja: '状態', en: 'State' },
          options: [
            { value: 'preview', label: { ja: '確認待ち（未反映）', en: 'Awaiting confirmation (not written)' } },
            { value: 'published', label: { ja: '反映済み', en: 'Published' } },
            { value: 'cancelled', label: { ja: '取りやめ', en: 'Cancelled' } },
            { value: 'refused', label: { ja: '問題あり（未反映）', en: 'Refused (problems found)' } },
          ],
        },
        {
          name: 'source',
          type: 'select',
          defaultValue: 'admin',
          label: { ja: '受け付け方法', en: 'Received through' },
          options: [
            { value: 'admin', label: { ja: '管理画面', en: '/admin' } },
            { value: 'cli', label: { ja: 'コマンドライン', en: 'Command line' } },
            { value: 'seed', label: { ja: 'サンプルデータ', en: 'Sample data' } },
            { value: 'upgrade', label: { ja: '報告の記録を始める前の取り込み', en: 'Imports before reports were recorded' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'receivedOn', type: 'text', required: true, index: true, label: { ja: '受領日（認証機関が送った日）', en: 'Received on (sent by the body)' } },
        { name: 'publishedOn', type: 'text', index: true, label: { ja: '公開日', en: 'Published on' } },
        { name: 'fileName', type: 'text', label: { ja: 'ファイル', en: 'File' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'rowCount', type: 'number', defaultValue: 0, label: { ja: '行数', en: 'Rows' } },
        { name: 'created', type: 'number', defaultValue: 0, label: { ja: '新規', en: 'New' } },
        { name: 'updated', type: 'number', defaultValue: 0, label: { ja: '変更', en: 'Changed' } },
        { name: 'unchanged', type: 'number', defaultValue: 0, label: { ja: '変更なし', en: 'Unchanged' } },
        { name: 'ending', type: 'number', defaultValue: 0, label: { ja: '報告終了', en: 'Ending' } },
        { name: 'returned', type: 'number', defaultValue: 0, label: { ja: '再掲載', en: 'Back in the list' } },
        { name: 'currentBefore', type: 'number', defaultValue: 0, label: { ja: '報告前の有効な認証', en: 'Current before the report' } },
        { name: 'problemCount', type: 'number', defaultValue: 0, label: { ja: '問題の件数', en: 'Problems' } },
      ],
    },
    { name: 'endingSample', type: 'json', label: { ja: '報告終了になる認証（先頭200件）', en: 'Certificates that end (first 200)' } },
    { name: 'problems', type: 'json', label: { ja: '問題の一覧（先頭から）', en: 'Problems (first ones)' } },
    {
      type: 'row',
      fields: [
        { name: 'previewedBy', type: 'text', label: { ja: '確認画面を作った人', en: 'Previewed by' } },
        { name: 'confirmedBy', type: 'text', label: { ja: '反映した人', en: 'Confirmed by' } },
        { name: 'confirmedAt', type: 'date', access: { update: nobodyField }, label: { ja: '反映した日時', en: 'Confirmed at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'seconds', type: 'number', label: { ja: '反映の所要時間（秒）', en: 'Seconds to write' } },
      ],
    },
    { name: 'sample', type: 'checkbox', defaultValue: false, label: { ja: 'サンプルデータ', en: 'Sample data' }, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
};
