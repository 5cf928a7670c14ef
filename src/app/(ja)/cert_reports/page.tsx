import { reportsRoutes } from '@/features/site/reportsPages';

const route = reportsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
