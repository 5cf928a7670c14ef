import { countsRoutes } from '@/features/certification-counts';

const route = countsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
