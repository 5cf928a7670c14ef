import { bodiesRoutes } from '@/features/accredited-bodies';

const route = bodiesRoutes('en').detail;

export const generateMetadata = route.generateMetadata;
export default route.Page;
