import { recruitmentRoutes } from '@/features/recruitment';

export const revalidate = 60;
export const GET = recruitmentRoutes('ja').feed;
