import { bulkRoutes } from '@/features/verification';

export const dynamic = 'force-dynamic';
export const POST = bulkRoutes('ja').post;
