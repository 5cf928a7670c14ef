import { newsRoutes } from '@/features/news';

export const revalidate = 60;
export const GET = newsRoutes('ja').feed;
