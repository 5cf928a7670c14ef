// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';
import { parseListQuery } from '@/platform/query/listParams';

export const parsePostingsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: ['open', 'closed'], categoryParam: 'state' });

export const checks: FeatureChecks = { queries: { [ADDRESSES.recruitment]: (params) => parsePostingsQuery((name) => params.getAll(name)).ok } };
