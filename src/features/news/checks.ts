// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';
import { parseListQuery } from '@/platform/query/listParams';

import { newsCategories } from './model';

export const parseNewsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: newsCategories });

export const checks: FeatureChecks = { queries: { [ADDRESSES.news]: (params) => parseNewsQuery((name) => params.getAll(name)).ok } };
