// Written by `npm run features` from src/features/certified-organisations/routes.ts: do not edit.
import { coverageExport } from '@/features/certified-organisations';

export const dynamic = 'force-dynamic';
export const GET = coverageExport('ja');
