import { certifiedVariantRoutes } from '@/features/site/certifiedPages';

const route = certifiedVariantRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
