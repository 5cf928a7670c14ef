import { certifiedDetailRoutes } from '@/features/certified-organisations';

const route = certifiedDetailRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
