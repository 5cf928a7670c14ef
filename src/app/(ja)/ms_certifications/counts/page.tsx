import { countsRoutes } from '@/features/site/countsPage';

const route = countsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
