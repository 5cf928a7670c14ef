/** Notices that a document was issued, revised or withdrawn: /document_revision/{slug}. */
export const REVISIONS_PATH = '/document_revision';
export const revisionPath = (slug: string) => `${REVISIONS_PATH}/${slug}`;
export const REVISIONS_FEED_PATH = `${REVISIONS_PATH}/feed`;
