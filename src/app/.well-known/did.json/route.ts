// The site's DID document (did:web): the keys its credentials and signed answers are checked against.
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.did;
