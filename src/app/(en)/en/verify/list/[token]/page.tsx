import { bulkRoutes } from '@/features/verification';

const route = bulkRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
