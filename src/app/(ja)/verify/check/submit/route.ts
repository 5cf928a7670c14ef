// Written by `npm run features` from src/features/credentials/routes.ts: do not edit.
import { documentCheckRoutes } from '@/features/credentials';

export const dynamic = 'force-dynamic';
export const POST = documentCheckRoutes('ja').post;
