// Written by `npm run features` from src/features/accredited-bodies/routes.ts: do not edit.
import { bodiesExport } from '@/features/accredited-bodies';

export const dynamic = 'force-dynamic';
export const GET = bodiesExport('en');
