// Written by `npm run features` from src/features/alerts/routes.ts: do not edit.
import { alertRoutes } from '@/features/alerts';

const route = alertRoutes('en').index;

// The form names what its query asks for.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
