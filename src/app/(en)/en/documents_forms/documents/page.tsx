import { documentsRoutes } from '@/features/documents';

const route = documentsRoutes('en', 'document');

export const generateMetadata = route.generateMetadata;
export default route.Page;
