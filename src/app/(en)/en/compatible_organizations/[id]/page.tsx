import { certifiedDetailRoutes } from '@/features/site/certifiedPages';

const route = certifiedDetailRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
