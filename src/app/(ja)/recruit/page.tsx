import { recruitmentRoutes } from '@/features/recruitment';

const route = recruitmentRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
