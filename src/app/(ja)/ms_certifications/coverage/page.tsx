import { coverageRoutes } from '@/features/certified-organisations';

const route = coverageRoutes('ja');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
