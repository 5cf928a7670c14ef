import { reportsRoutes } from '@/features/site/reportsPages';

export const GET = reportsRoutes('ja').feed;
