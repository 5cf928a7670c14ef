import { certifiedVariantRoutes } from '@/features/certified-organisations';

const route = certifiedVariantRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
