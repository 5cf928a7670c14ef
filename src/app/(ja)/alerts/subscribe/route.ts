// Written by `npm run features` from src/features/alerts/routes.ts: do not edit.
import { subscribePost } from '@/features/alerts';

export const dynamic = 'force-dynamic';
export const POST = subscribePost('ja');
