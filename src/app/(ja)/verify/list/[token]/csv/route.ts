import { bulkRoutes } from '@/features/verification';

export const dynamic = 'force-dynamic';
export const GET = bulkRoutes('ja').csv;
