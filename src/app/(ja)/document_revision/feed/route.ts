// Written by `npm run features` from src/features/document-revisions/routes.ts: do not edit.
import { revisionsRoutes } from '@/features/document-revisions';

export const revalidate = 60;
export const GET = revisionsRoutes('ja').feed;
