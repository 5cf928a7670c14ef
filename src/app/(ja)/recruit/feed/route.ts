// Written by `npm run features` from src/features/recruitment/routes.ts: do not edit.
import { recruitmentRoutes } from '@/features/recruitment';

export const revalidate = 60;
export const GET = recruitmentRoutes('ja').feed;
