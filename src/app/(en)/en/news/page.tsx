import { newsRoutes } from '@/features/news';

const route = newsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
