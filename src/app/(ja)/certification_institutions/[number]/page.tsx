import { bodiesRoutes } from '@/features/site/bodiesPages';

const route = bodiesRoutes('ja').detail;

export const generateMetadata = route.generateMetadata;
export default route.Page;
