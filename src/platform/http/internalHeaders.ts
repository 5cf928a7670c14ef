/**
 * Request headers that only the site's own server (src/server) sets; it removes whatever a client
 * sent under these names, so code behind it may trust them.
 */

/** The language the not-found page answers in (`ja` or `en`). */
export const NOT_FOUND_LANGUAGE_HEADER = 'x-site-not-found-language';

export const internalHeaders = [NOT_FOUND_LANGUAGE_HEADER] as const;
