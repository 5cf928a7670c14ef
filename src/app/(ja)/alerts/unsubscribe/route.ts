// Written by `npm run features` from src/features/alerts/routes.ts: do not edit.
import { unsubscribeRoutes } from '@/features/alerts';

// Each answer depends on a signed link or a form; nothing of it is cached.
export const dynamic = 'force-dynamic';
export const GET = unsubscribeRoutes('ja').GET;
export const POST = unsubscribeRoutes('ja').POST;
