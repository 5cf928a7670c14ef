// Written by `npm run features` from src/features/decision-reports/routes.ts: do not edit.
import { reportsRoutes } from '@/features/decision-reports';

export const GET = reportsRoutes('ja').feed;
