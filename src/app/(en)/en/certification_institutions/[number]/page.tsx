import { bodiesRoutes } from '@/features/site/bodiesPages';

const route = bodiesRoutes('en').detail;

export const generateMetadata = route.generateMetadata;
export default route.Page;
