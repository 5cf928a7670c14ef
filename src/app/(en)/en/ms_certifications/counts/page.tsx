import { countsRoutes } from '@/features/site/countsPage';

const route = countsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
