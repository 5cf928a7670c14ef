import { commentsRoutes } from '@/features/public-comments';

export const revalidate = 60;
export const GET = commentsRoutes('ja').feed;
