// What a number names today, as schema.org JSON-LD: what Accept: application/ld+json at /verify/{number} is given.
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.answerJsonLd;
