import { certifiedSearchRoutes } from '@/features/certified-organisations';

const route = certifiedSearchRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
