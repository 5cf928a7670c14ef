// The revocation and suspension status lists, signed, as they stand now.
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.statusList;
