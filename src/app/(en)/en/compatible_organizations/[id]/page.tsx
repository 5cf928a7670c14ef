import { certifiedDetailRoutes } from '@/features/certified-organisations';

const route = certifiedDetailRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
