import { ADDRESSES } from '@/i18n/addresses';

/** Notices that a document was issued, revised or withdrawn: /document_revision/{slug}. */
export const REVISIONS_PATH = ADDRESSES.documentRevisions;
export const revisionPath = (slug: string) => `${REVISIONS_PATH}/${slug}`;
export const REVISIONS_FEED_PATH = `${REVISIONS_PATH}/feed`;
