// Written by `npm run features` from src/features/alerts/routes.ts: do not edit.
import { alertRoutes } from '@/features/alerts';

const route = alertRoutes('ja').requested;

export const generateMetadata = route.generateMetadata;
export default route.Page;
