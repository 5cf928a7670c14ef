// Written by `npm run features` from src/features/alerts/routes.ts: do not edit.
import { alertRoutes } from '@/features/alerts';

const route = alertRoutes('ja').manage;

// Each answer depends on a signed link or a form; nothing of it is cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
