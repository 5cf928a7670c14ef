import { revisionsRoutes } from '@/features/document-revisions';

const route = revisionsRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
