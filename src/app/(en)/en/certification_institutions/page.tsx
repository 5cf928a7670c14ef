import { bodiesRoutes } from '@/features/site/bodiesPages';

const route = bodiesRoutes('en').search;

export const generateMetadata = route.generateMetadata;
export default route.Page;
