import { bulkRoutes } from '@/features/verification';

const route = bulkRoutes('en').index;

export const generateMetadata = route.generateMetadata;
export default route.Page;
