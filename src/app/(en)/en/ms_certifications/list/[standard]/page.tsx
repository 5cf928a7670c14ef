import { certifiedVariantRoutes } from '@/features/site/certifiedPages';

const route = certifiedVariantRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
