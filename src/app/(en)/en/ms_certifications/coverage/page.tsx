import { coverageRoutes } from '@/features/certified-organisations';

const route = coverageRoutes('en');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
