// Written by `npm run features` from src/features/accredited-bodies/routes.ts: do not edit.
import { badgeRoute } from '@/features/accredited-bodies';

// Today's status at each request; browsers and caches keep the answer for minutes (see the route).
export const dynamic = 'force-dynamic';
export const GET = badgeRoute('ja');
