import { certifiedVariantRoutes } from '@/features/certified-organisations';

const route = certifiedVariantRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
