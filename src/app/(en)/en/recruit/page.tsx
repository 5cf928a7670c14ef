import { recruitmentRoutes } from '@/features/recruitment';

const route = recruitmentRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
