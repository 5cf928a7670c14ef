'use client';

import { getTranslation } from '@payloadcms/translations';
import { useConfig, useListQuery, useTranslation } from '@payloadcms/ui';
import type { ClientField } from 'payload';
import { formatAdminURL } from 'payload/shared';

import type { ExportStatus } from '../payload/exportEndpoint';
import { exportStatusOfFilter, isFiltered } from './listFilter';

const words = {
  ja: {
    title: 'CSVで書き出す',
    colon: '：',
    open: '未対応・対応中',
    all: 'すべて',
    current: (status: string) => `表示中の絞り込み（${status}）`,
    notCarried: '一覧の検索や、対応状況以外の絞り込みは、書き出しには反映されません。',
    personal: 'ファイルには個人情報が含まれます。用が済んだら削除してください。',
  },
  en: {
    title: 'Export CSV',
    colon: ': ',
    open: 'Not yet handled',
    all: 'All',
    current: (status: string) => `This filter (${status})`,
    notCarried: 'The search and filters other than the handling status do not apply to the export.',
    personal: 'The file holds personal data: delete it when you no longer need it.',
  },
};

/** The select field of that name, looked for through rows and other unnamed layouts. */
function selectField(fields: ClientField[], name: string): Extract<ClientField, { type: 'select' }> | undefined {
  for (const field of fields) {
    if (field.type === 'select' && field.name === name) return field;
    if (!('name' in field) && 'fields' in field) {
      const found = selectField(field.fields, name);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Above the list of inquiries or complaints: links that download the submissions as CSV (the
 * collection's `/export` endpoint), for those not yet handled, for all, and for the list's own
 * filter when it is on the handling status alone.
 */
export function ExportLinks() {
  const { query, collectionSlug } = useListQuery();
  const { config, getEntityConfig } = useConfig();
  const { i18n } = useTranslation();
  const t = words[i18n.language === 'en' ? 'en' : 'ja'];
  const base = formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}/export`, relative: true });
  const href = (status?: ExportStatus) => (status ? `${base}?status=${status}` : base);

  const current = exportStatusOfFilter(query?.where);
  const statusOptions = selectField(getEntityConfig({ collectionSlug })?.fields ?? [], 'status')?.options ?? [];
  const statusLabel = (value: string) => {
    const option = statusOptions.find((o) => (typeof o === 'string' ? o : o.value) === value);
    const label = option && typeof option === 'object' ? getTranslation(option.label, i18n) : value;
    return typeof label === 'string' ? label : value;
  };
  const carried = current && current !== 'open';
  const notCarried = Boolean(query?.search) || (isFiltered(query?.where) && !current);

  // Plain links: the answer's Content-Disposition makes each a download, and a refusal shows its reason.
  return (
    <section style={{ margin: '0 0 1.5rem', padding: '0.75rem 1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)' }}>
      <p style={{ margin: 0 }}>
        <strong>{t.title}</strong>
        {t.colon}
        <a href={href('open')}>{t.open}</a>
        {' | '}
        <a href={href()}>{t.all}</a>
        {carried && (
          <>
            {' | '}
            <a href={href(current)}>{t.current(statusLabel(current))}</a>
          </>
        )}
      </p>
      <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-650)' }}>
        {notCarried && (
          <>
            {t.notCarried}
            <br />
          </>
        )}
        {t.personal}
      </p>
    </section>
  );
}
