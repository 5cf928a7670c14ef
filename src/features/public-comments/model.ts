import { ADDRESSES } from '@/i18n/addresses';

/** Calls for public comment, at /public_comments/{slug}, listed at /public_comments. */
export const COMMENTS_PATH = ADDRESSES.publicComments;
export const commentPath = (slug: string) => `${COMMENTS_PATH}/${slug}`;
export const COMMENTS_FEED_PATH = `${COMMENTS_PATH}/feed`;

export const commentChannels = ['email', 'form', 'post'] as const;
export type CommentChannel = (typeof commentChannels)[number];

/** Where a call stands, from its dates: before, during or after the comment period, or answered. */
export const commentStates = ['upcoming', 'open', 'closed', 'results'] as const;
export type CommentState = (typeof commentStates)[number];

export function commentState(call: { opensAt: string; closesAt: string; resultsPublishedAt?: string | null }, now = new Date()): CommentState {
  const t = now.toISOString();
  if (call.resultsPublishedAt && call.resultsPublishedAt <= t) return 'results';
  if (t < call.opensAt) return 'upcoming';
  if (t <= call.closesAt) return 'open';
  return 'closed';
}
