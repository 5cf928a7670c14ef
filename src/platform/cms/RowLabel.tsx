'use client';

import { getTranslation } from '@payloadcms/translations';
import { useRowLabel, useTranslation } from '@payloadcms/ui';
import type { ArrayFieldClient, ClientField } from 'payload';

import { adminLanguage, type AdminLanguage, formatAdminDay } from './japanTime';
import type { RowLabelPart, RowLabelProps } from './rowLabels';

/** Longer names are cut here: the row's header is one line. */
const MAX_LENGTH = 60;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Option = { value: string; label?: unknown };

/** A field of the row by name, looking through rows and collapsibles (which hold no data of their own). */
function subField(fields: ClientField[] | undefined, name: string): ClientField | undefined {
  for (const field of fields ?? []) {
    if ('name' in field && field.name === name) return field;
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      const found = subField(field.fields, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** The value at a dotted path of the row's data (`cells.0.text`). */
function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** A row's title: its name, cut to one line, or while it has none the array's name for a row and its number. */
export function rowTitle(named: string, field: ArrayFieldClient | undefined, rowNumber: number | undefined, i18n: Parameters<typeof getTranslation>[1]): string {
  if (named) return named.length > MAX_LENGTH ? `${named.slice(0, MAX_LENGTH - 1)}…` : named;
  return `${getTranslation(field?.labels?.singular ?? '', i18n)} ${(rowNumber ?? 0) + 1}`.trim();
}

/**
 * A row of an array field in /admin, named by its own content: the fields its configuration lists
 * (./rowLabels.ts), a select shown by its option's label and a moment by its day in Japan, in the
 * admin's language. While those are empty, the array's name for a row and its number:
 * 「関連リンク 1」 / "Related link 1".
 */
export function RowLabel({ show, field }: RowLabelProps & { field?: ArrayFieldClient }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>();
  const { i18n } = useTranslation();
  const language: AdminLanguage = adminLanguage(i18n.language);

  const text = (part: RowLabelPart): string => {
    const path = typeof part === 'string' ? part : part[language];
    const value = valueAt(data, path);
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || value.trim() === '') return '';
    const own = subField(field?.fields, path);
    if (own && (own.type === 'select' || own.type === 'radio')) {
      const option = (own.options as (Option | string)[]).find((o) => (typeof o === 'string' ? o : o.value) === value);
      if (option && typeof option === 'object' && option.label) return getTranslation(option.label as string, i18n);
    }
    if (ISO_INSTANT.test(value)) return formatAdminDay(value, language);
    return value.replace(/\s+/g, ' ').trim();
  };

  const label = rowTitle((show ?? []).map(text).filter(Boolean).join(' '), field, rowNumber, i18n);
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {label}
    </span>
  );
}
