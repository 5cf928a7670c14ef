import { newsRoutes } from '@/features/news';

const route = newsRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
