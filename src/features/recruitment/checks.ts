// Request checks for the proxy: a malformed list query answers 400 before rendering.
import { parseListQuery } from '@/platform/query/listParams';

export const parsePostingsQuery = (get: (name: string) => string | string[] | null | undefined) => parseListQuery(get, { categories: ['open', 'closed'], categoryParam: 'state' });
