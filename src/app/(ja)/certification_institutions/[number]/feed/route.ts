// Written by `npm run features` from src/features/verification/routes.ts: do not edit.
import { bodyChangesFeed } from '@/features/verification';

// A change is in the feed within minutes: readers poll it, caches keep it five minutes.
export const dynamic = 'force-dynamic';
export const GET = bodyChangesFeed('ja');
