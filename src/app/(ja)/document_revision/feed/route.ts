import { revisionsRoutes } from '@/features/document-revisions';

export const revalidate = 60;
export const GET = revisionsRoutes('ja').feed;
