// Written by `npm run features` from src/features/verification/routes.ts: do not edit.
import { bulkRoutes } from '@/features/verification';

const route = bulkRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
