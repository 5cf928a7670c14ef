// Written by `npm run features` from src/features/document-revisions/routes.ts: do not edit.
import { revisionsRoutes } from '@/features/document-revisions';

const route = revisionsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
