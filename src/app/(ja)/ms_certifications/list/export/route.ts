import { exportCertificatesRoute } from '@/features/certified-organisations';

export const dynamic = 'force-dynamic';
export const GET = exportCertificatesRoute;
