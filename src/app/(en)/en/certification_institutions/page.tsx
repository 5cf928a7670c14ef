import { bodiesRoutes } from '@/features/accredited-bodies';

const route = bodiesRoutes('en').search;

export const generateMetadata = route.generateMetadata;
export default route.Page;
