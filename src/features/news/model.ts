import { ADDRESSES } from '@/i18n/addresses';

/** News: the body's notices, each at /news/{slug}, listed at /news, newest first. */
export const NEWS_PATH = ADDRESSES.news;
export const newsCategories = ['notice', 'accreditation', 'event', 'press', 'system'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsItemPath = (slug: string) => `${NEWS_PATH}/${slug}`;
export const NEWS_FEED_PATH = `${NEWS_PATH}/feed`;

/** Items published in the last 14 days carry a "new" mark (the lists say so). */
export const NEW_FOR_DAYS = 14;
export const isNew = (publishedAt: string, now = new Date()) => now.getTime() - new Date(publishedAt).getTime() < NEW_FOR_DAYS * 86_400_000;
