import { bodiesExport } from '@/features/accredited-bodies';

export const dynamic = 'force-dynamic';
export const GET = bodiesExport('en');
