import { documentsRoutes } from '@/features/documents';

const route = documentsRoutes('en', 'form');

export const generateMetadata = route.generateMetadata;
export default route.Page;
