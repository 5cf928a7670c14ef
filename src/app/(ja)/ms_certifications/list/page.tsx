import { certifiedSearchRoutes } from '@/features/certified-organisations';

const route = certifiedSearchRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
