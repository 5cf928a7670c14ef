import { bodiesRoutes } from '@/features/site/bodiesPages';

const route = bodiesRoutes('en').verify;

export const generateMetadata = route.generateMetadata;
export default route.Page;
