// Request checks for the proxy: malformed filters of the documents and forms page answer 400.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';
import { single } from '@/platform/query/listParams';
import { schemeIds } from '@/reference/schemes';

import { documentGroups, type DocumentGroup } from './model';

type Get = (name: string) => string | string[] | null | undefined;
export type DocumentsProblem = 'scheme' | 'group' | 'keyword';
export type DocumentsQuery = { scheme?: string; group?: DocumentGroup; keyword?: string };

export const MAX_KEYWORD = 100;

export function parseDocumentsQuery(get: Get): { ok: boolean; problems: DocumentsProblem[]; query: DocumentsQuery } {
  const problems: DocumentsProblem[] = [];
  const query: DocumentsQuery = {};
  const one = (name: string) => single(get(name));
  const scheme = one('scheme');
  if (scheme === false || (scheme && !(schemeIds as readonly string[]).includes(scheme))) problems.push('scheme');
  else if (scheme) query.scheme = scheme;
  const group = one('group');
  if (group === false || (group && !(documentGroups as readonly string[]).includes(group))) problems.push('group');
  else if (group) query.group = group as DocumentGroup;
  const keyword = one('q');
  if (keyword === false || (keyword && [...keyword].length > MAX_KEYWORD)) problems.push('keyword');
  else if (keyword?.trim()) query.keyword = keyword.trim();
  return { ok: problems.length === 0, problems, query };
}

const documentsQueryIsValid = (params: URLSearchParams) => parseDocumentsQuery((name) => params.getAll(name)).ok;

export const checks: FeatureChecks = { queries: { [ADDRESSES.documents]: documentsQueryIsValid, [ADDRESSES.forms]: documentsQueryIsValid } };
