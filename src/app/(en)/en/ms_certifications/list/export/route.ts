import { certificatesExport } from '@/features/certified-organisations';

export const dynamic = 'force-dynamic';
export const GET = certificatesExport('en');
