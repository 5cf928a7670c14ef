import { certifiedSearchRoutes } from '@/features/site/certifiedPages';

const route = certifiedSearchRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
