import { bodiesRoutes } from '@/features/site/bodiesPages';

const route = bodiesRoutes('ja').search;

export const generateMetadata = route.generateMetadata;
export default route.Page;
