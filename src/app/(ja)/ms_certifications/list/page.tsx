import { certifiedSearchRoutes } from '@/features/site/certifiedPages';

const route = certifiedSearchRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
