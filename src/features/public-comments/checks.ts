// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { parseListQuery } from '@/platform/query/listParams';

import { commentStates } from './model';

export const parseCommentsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: commentStates, categoryParam: 'state' });
