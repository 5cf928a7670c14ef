// An accreditation's credential in another form: unsigned JSON-LD (/jsonld), or asked of a check (/checked: 406 for a certificate's number).
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.credentialForm;
