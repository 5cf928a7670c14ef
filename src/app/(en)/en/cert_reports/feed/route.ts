import { reportsRoutes } from '@/features/decision-reports';

export const GET = reportsRoutes('en').feed;
