import { verifyRoutes } from '@/features/verification';

const route = verifyRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
