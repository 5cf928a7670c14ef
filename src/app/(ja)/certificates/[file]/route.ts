// Written by `npm run features` from src/features/accredited-bodies/routes.ts: do not edit.
import { certificateRoute } from '@/features/accredited-bodies';

// The record's current certificate at each request; the redirect is kept for minutes (see the route).
export const dynamic = 'force-dynamic';
export const GET = certificateRoute('ja');
