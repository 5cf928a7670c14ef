// Written by `npm run features` from src/features/documents/routes.ts: do not edit.
import { documentsRoutes } from '@/features/documents';

const route = documentsRoutes('ja', 'form');

export const generateMetadata = route.generateMetadata;
export default route.Page;
