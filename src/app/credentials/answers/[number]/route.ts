// A check of one number on a day, signed (application/jose), or as schema.org JSON-LD with ?as=jsonld.
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.answer;
