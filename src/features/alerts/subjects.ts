// What a visitor can follow by mail, and how each is named in a form, a link and the database.
// Pure: read by the proxy's query check, the pages and the server alike.
import { ADDRESSES } from '@/i18n/addresses';

/** A certificate (its body's number and its own), an accredited body, a type of decision report, a list. */
export const alertKinds = ['certificate', 'body', 'report-type', 'list'] as const;
export type AlertKind = (typeof alertKinds)[number];
export const isAlertKind = (value: unknown): value is AlertKind => typeof value === 'string' && (alertKinds as readonly string[]).includes(value);

/**
 * What the form on /alerts may be asked to follow: one of the kinds above, or every number of a
 * bulk check (its token) or of a check at /verify/{number} (the number), which become the
 * certificates and bodies they matched.
 */
export const requestKinds = [...alertKinds, 'bulk', 'number'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const isRequestKind = (value: unknown): value is RequestKind => typeof value === 'string' && (requestKinds as readonly string[]).includes(value);

export const frequencies = ['immediate', 'daily'] as const;
export type Frequency = (typeof frequencies)[number];
export const isFrequency = (value: unknown): value is Frequency => typeof value === 'string' && (frequencies as readonly string[]).includes(value);

/** The lists one can follow: their collection, their address and their name's message. */
export const ALERT_LISTS = {
  news: { collection: 'news', path: ADDRESSES.news, title: 'news' },
  'public-comments': { collection: 'public-comments', path: ADDRESSES.publicComments, title: 'publicComments' },
  'document-revisions': { collection: 'document-revisions', path: ADDRESSES.documentRevisions, title: 'revisions' },
  recruitment: { collection: 'job-postings', path: ADDRESSES.recruitment, title: 'recruitment' },
  documents: { collection: 'documents', path: ADDRESSES.documents, title: 'documents' },
} as const;
export type AlertList = keyof typeof ALERT_LISTS;
export const isAlertList = (value: unknown): value is AlertList => typeof value === 'string' && Object.hasOwn(ALERT_LISTS, value);

/** The decision reports: 1 new accreditations (and extensions), 2 suspensions, 3 ends. */
export const REPORT_TYPES = ['1', '2', '3'] as const;

/** The longest key a form may name: a bulk check's token, an accreditation or certificate number pair. */
export const MAX_KEY = 100;

/** Whether a key is of the form its kind's keys take (existence is checked on the server). */
export function keyFits(kind: RequestKind, key: string): boolean {
  if (!key || key.length > MAX_KEY || /[\u0000-\u001f\u007f]/.test(key)) return false;
  switch (kind) {
    case 'list':
      return isAlertList(key);
    case 'report-type':
      return (REPORT_TYPES as readonly string[]).includes(key);
    case 'bulk':
      return /^[A-Za-z0-9_-]{16,40}$/.test(key);
    case 'certificate':
      return key.includes(':');
    default:
      return true;
  }
}

/** The proxy's check of /alerts: a request to follow something must name it in a form it can take. */
export function alertQueryFits(params: URLSearchParams): boolean {
  const kind = params.get('kind');
  const key = params.get('key');
  if (kind === null && key === null) return true;
  return kind !== null && key !== null && isRequestKind(kind) && keyFits(kind, key);
}
