import { documentsRoutes } from '@/features/documents';

const route = documentsRoutes('ja', 'form');

export const generateMetadata = route.generateMetadata;
export default route.Page;
