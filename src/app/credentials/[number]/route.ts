// An accreditation's verifiable credential (application/vc+jwt), or its JSON-LD with ?as=jsonld.
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.credential;
