// Written by `npm run features` from src/features/news/routes.ts: do not edit.
import { newsRoutes } from '@/features/news';

export const revalidate = 60;
export const GET = newsRoutes('en').feed;
