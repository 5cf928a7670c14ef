// Written by `npm run features` from src/features/public-comments/routes.ts: do not edit.
import { commentsRoutes } from '@/features/public-comments';

export const revalidate = 60;
export const GET = commentsRoutes('en').feed;
