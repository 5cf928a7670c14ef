import type { Field, GlobalConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { dateField } from '@/platform/cms/dateField';
import { revalidateGlobalAfterChange } from '@/platform/cms/revalidate';

import { HHMM, MMDD } from '../model';
import { rowLabel } from '@/platform/cms/rowLabels';

const time = (name: string, label: { ja: string; en: string }, defaultValue: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  label,
  admin: { width: '25%', placeholder: 'HH:MM' },
  validate: (value: string | null | undefined) => (value && HHMM.test(value)) || '「09:30」の形で入力してください / Use HH:MM, e.g. 09:30',
});

const monthDay = (name: string, label: { ja: string; en: string }, defaultValue: string | undefined, required = true): Field => ({
  name,
  type: 'text',
  required,
  defaultValue,
  label,
  admin: { width: '25%', placeholder: 'MM-DD' },
  validate: (value: string | null | undefined) => (!value && !required) || (value && MMDD.test(value)) || '「12-29」の形で入力してください / Use MM-DD, e.g. 12-29',
});

/**
 * The organisation's own facts, entered once: the profile shown on /about/basic and in the home
 * page's structured data, the contact details and directions of /about/access and the footer,
 * and the business days of /about/basic/holiday, from which the inquiry pages say when replies
 * resume during a closure.
 */
export const Organisation: GlobalConfig = {
  slug: 'organisation',
  label: { ja: '協会の基本情報', en: 'Organisation' },
  admin: {
    group: { ja: '協会について', en: 'About JAB' },
    hidden: hiddenUnless('editor'),
    description: {
      ja: '協会の概要、所在地とアクセス、営業日です。ここで変えると、基本情報・アクセス・営業日のページ、フッター、お問い合わせのページにまとめて反映されます。',
      en: 'The profile, location and access, and business days. A change here updates the basic information, access and business-day pages, the footer and the inquiry pages together.',
    },
  },
  access: { read: anyone, update: hasRole('editor') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'profile',
          label: { ja: '概要', en: 'Profile' },
          fields: [
            { name: 'name', type: 'text', localized: true, required: true, label: { ja: '名称', en: 'Name' } },
            {
              type: 'row',
              fields: [
                {
                  name: 'corporateNumber',
                  type: 'text',
                  label: { ja: '法人番号', en: 'Corporate number' },
                  admin: { width: '50%' },
                  validate: (v: string | null | undefined) => !v || /^\d{13}$/.test(v) || '13桁の数字で入力してください / Enter 13 digits',
                },
                {
                  name: 'invoiceNumber',
                  type: 'text',
                  label: { ja: '適格請求書発行事業者登録番号', en: 'Invoice registration number' },
                  admin: { width: '50%' },
                  validate: (v: string | null | undefined) => !v || /^T\d{13}$/.test(v) || '「T」と13桁の数字で入力してください / Enter T and 13 digits',
                },
              ],
            },
            { name: 'president', type: 'text', localized: true, label: { ja: '代表者（役職と氏名）', en: 'President (title and name)' } },
            {
              type: 'row',
              fields: [
                dateField('established', { ja: '設立', en: 'Founded' }),
                dateField('publicInterestSince', { ja: '公益財団法人への移行', en: 'Public-interest foundation since' }),
              ],
            },
            { name: 'outline', type: 'textarea', localized: true, label: { ja: '事業の概要', en: 'Outline of activities' } },
            { name: 'supervisoryAuthority', type: 'text', localized: true, label: { ja: '主務官庁（行政庁）', en: 'Supervisory authority' } },
            {
              name: 'basicAssetsThousandYen',
              type: 'number',
              min: 0,
              label: { ja: '基本財産（千円）', en: 'Basic assets (thousand yen)' },
            },
            {
              name: 'purposes',
              type: 'array',
              label: { ja: '公益目的事業', en: 'Public-interest purposes' },
              labels: { singular: { ja: '事業', en: 'Purpose' }, plural: { ja: '事業', en: 'Purposes' } },
              admin: { components: { RowLabel: rowLabel('text') } },
              fields: [{ name: 'text', type: 'text', localized: true, required: true, label: { ja: '内容', en: 'Text' } }],
            },
          ],
        },
        {
          name: 'contact',
          label: { ja: '所在地・アクセス', en: 'Location and access' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'postalCode', type: 'text', label: { ja: '郵便番号', en: 'Postal code' }, admin: { width: '25%', placeholder: '000-0000' } },
                { name: 'telephone', type: 'text', label: { ja: '電話番号（代表）', en: 'Telephone' }, admin: { width: '25%' } },
                { name: 'fax', type: 'text', label: { ja: 'FAX', en: 'Fax' }, admin: { width: '25%' } },
              ],
            },
            { name: 'address', type: 'text', localized: true, required: true, label: { ja: '住所', en: 'Address' } },
            {
              name: 'stations',
              type: 'array',
              label: { ja: '最寄り駅', en: 'Nearest stations' },
              labels: { singular: { ja: '駅', en: 'Station' }, plural: { ja: '駅', en: 'Stations' } },
              admin: { components: { RowLabel: rowLabel('line', 'station') } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'line', type: 'text', localized: true, required: true, label: { ja: '路線', en: 'Line' }, admin: { width: '40%' } },
                    { name: 'station', type: 'text', localized: true, required: true, label: { ja: '駅・出口', en: 'Station and exit' }, admin: { width: '40%' } },
                    { name: 'walkMinutes', type: 'number', required: true, min: 1, max: 60, label: { ja: '徒歩（分）', en: 'Walk (min)' }, admin: { width: '20%' } },
                  ],
                },
              ],
            },
            {
              name: 'directions',
              type: 'textarea',
              localized: true,
              label: { ja: '道順', en: 'Directions' },
              admin: { description: { ja: '段落ごとに改行してください。', en: 'One paragraph per line.' } },
            },
            {
              name: 'map',
              type: 'upload',
              relationTo: 'media',
              label: { ja: '地図の画像', en: 'Map image' },
              admin: {
                description: {
                  ja: 'サイトから配信する画像です（外部の地図サービスのスクリプトは使いません）。代替テキストに場所の説明を入れてください。',
                  en: 'Served by the site itself (no map service script). Describe the location in its alternative text.',
                },
              },
            },
            {
              name: 'mapLink',
              type: 'text',
              label: { ja: '地図サービスで開くリンク', en: 'Link to open the address in a map service' },
              validate: (v: string | null | undefined) => !v || /^https:\/\//.test(v) || 'https:// で始まるアドレスを入力してください / Enter an https:// address',
            },
          ],
        },
        {
          name: 'hours',
          label: { ja: '営業日・営業時間', en: 'Business days' },
          description: {
            ja: '土曜・日曜・国民の祝日と、年末年始の休業期間は休業です。',
            en: 'The office is closed on Saturdays, Sundays, national holidays and during the year-end closure.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                time('opens', { ja: '始業', en: 'Opens' }, '09:30'),
                time('closes', { ja: '終業', en: 'Closes' }, '17:30'),
                time('breakStarts', { ja: '休憩の開始', en: 'Break starts' }, '12:00'),
                time('breakEnds', { ja: '休憩の終了', en: 'Break ends' }, '13:00'),
              ],
            },
            {
              type: 'row',
              fields: [
                monthDay('yearEndFirst', { ja: '年末年始休業の初日', en: 'Year-end closure: first day' }, '12-29'),
                monthDay('yearEndLast', { ja: '年末年始休業の最終日', en: 'Year-end closure: last day' }, '01-03'),
                monthDay('halfDay', { ja: '午前のみ営業の日', en: 'Morning-only day' }, '12-27', false),
                time('halfDayCloses', { ja: 'その日の終業', en: 'That day closes at' }, '12:00'),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'sample',
      type: 'checkbox',
      label: { ja: 'サンプル', en: 'Sample' },
      admin: { position: 'sidebar', description: { ja: '表示するページに「サンプル」と示します。', en: 'Labels the pages that show it as a sample.' } },
    },
  ],
  hooks: { afterChange: [revalidateGlobalAfterChange] },
};
