// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { parseListQuery } from '@/platform/query/listParams';

import { newsCategories } from './model';

export const parseNewsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: newsCategories });
