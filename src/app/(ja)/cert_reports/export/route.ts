// Written by `npm run features` from src/features/decision-reports/routes.ts: do not edit.
import { reportsExport } from '@/features/decision-reports';

export const dynamic = 'force-dynamic';
export const GET = reportsExport('ja');
