import { verifyRoutes } from '@/features/verification';

const route = verifyRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
