import type { Where } from 'payload';

import type { ExportStatus } from '../payload/exportEndpoint';

const handlingStatuses = ['new', 'inProgress', 'handled'];

/** A `where` reduced to its one condition, through groups of one (the filter builder writes `{ or: [{ and: [...] }] }`). */
function single(where: Where): Where | null {
  const keys = Object.keys(where);
  if (keys.length !== 1) return null;
  const [key] = keys as [string];
  if (key === 'or' || key === 'and') {
    const list = where[key];
    return Array.isArray(list) && list.length === 1 && list[0] ? single(list[0]) : null;
  }
  return where;
}

/**
 * The export status that matches a list's filter, when the filter is on the handling status
 * alone: `equals` one status, or "not handled" (`not_equals handled`, or `in` new and in
 * progress) as `open`. Null for no filter and for any other filter, which the export cannot
 * carry.
 */
export function exportStatusOfFilter(where: Where | undefined | null): ExportStatus | null {
  const condition = where ? single(where) : null;
  const status = condition?.status as Record<string, unknown> | undefined;
  if (!status || typeof status !== 'object' || Object.keys(status).length !== 1) return null;
  const [[operator, value]] = Object.entries(status) as [[string, unknown]];
  if (operator === 'equals' && typeof value === 'string' && handlingStatuses.includes(value)) return value as ExportStatus;
  if (operator === 'not_equals' && value === 'handled') return 'open';
  if (operator === 'in') {
    const values = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).map(String);
    if (values.length === 1 && handlingStatuses.includes(values[0]!)) return values[0] as ExportStatus;
    if (values.length === 2 && values.includes('new') && values.includes('inProgress')) return 'open';
  }
  return null;
}

/** Whether a list is filtered at all (an empty `where`, or groups of nothing, is no filter). */
export function isFiltered(where: Where | undefined | null): boolean {
  if (!where) return false;
  return Object.entries(where).some(([key, value]) => ((key === 'or' || key === 'and') && Array.isArray(value) ? value.some((w) => isFiltered(w as Where)) : true));
}
