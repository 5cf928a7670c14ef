import { countsRoutes } from '@/features/certification-counts';

const route = countsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
