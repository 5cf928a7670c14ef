// Written by `npm run features` from src/features/verification/routes.ts: do not edit.
import { bulkRoutes } from '@/features/verification';

export const dynamic = 'force-dynamic';
export const POST = bulkRoutes('ja').post;
