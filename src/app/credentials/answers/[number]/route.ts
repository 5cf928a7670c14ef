// A check of one number on a day, signed (application/jose).
import { credentialsRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const GET = credentialsRoutes.answer;
