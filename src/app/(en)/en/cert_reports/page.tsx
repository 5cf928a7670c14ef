import { reportsRoutes } from '@/features/decision-reports';

const route = reportsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
