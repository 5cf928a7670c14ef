import { bulkRoutes } from '@/features/verification';

const route = bulkRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
