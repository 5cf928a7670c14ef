// Written by `npm run features` from src/features/certification-counts/routes.ts: do not edit.
import { countsRoutes } from '@/features/certification-counts';

const route = countsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
