import { reportsRoutes } from '@/features/site/reportsPages';

const route = reportsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
