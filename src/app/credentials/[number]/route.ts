// An accreditation's verifiable credential (application/vc+jwt).
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.credential;
