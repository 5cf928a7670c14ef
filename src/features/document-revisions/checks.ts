// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';
import { type ListProblem, type ListQuery, parseListQuery, single } from '@/platform/query/listParams';

type Get = (name: string) => string | string[] | null | undefined;
export type RevisionQuery = ListQuery & { documentNumber?: string };

/** Year and page as every dated list, plus `document`: one document's revision history. */
export function parseRevisionQuery(get: Get): { ok: boolean; problems: ListProblem[]; query: RevisionQuery } {
  const parsed = parseListQuery(get);
  const problems = parsed.ok ? [] : [...parsed.problems];
  const query: RevisionQuery = { ...parsed.query };
  const document = single(get('document'));
  if (document === false || (document && !/^[A-Za-z0-9][A-Za-z0-9\-.]{0,31}$/.test(document))) problems.push('category');
  else if (document) query.documentNumber = document;
  return { ok: problems.length === 0, problems, query };
}

export const checks: FeatureChecks = { queries: { [ADDRESSES.documentRevisions]: (params) => parseRevisionQuery((name) => params.getAll(name)).ok } };
