// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';
import { parseListQuery } from '@/platform/query/listParams';

import { commentStates } from './model';

export const parseCommentsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: commentStates, categoryParam: 'state' });

export const checks: FeatureChecks = { queries: { [ADDRESSES.publicComments]: (params) => parseCommentsQuery((name) => params.getAll(name)).ok } };
