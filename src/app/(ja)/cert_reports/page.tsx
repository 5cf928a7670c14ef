import { reportsRoutes } from '@/features/decision-reports';

const route = reportsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
