import { revisionsRoutes } from '@/features/document-revisions';

const route = revisionsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
