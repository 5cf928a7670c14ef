import { certifiedDetailRoutes } from '@/features/site/certifiedPages';

const route = certifiedDetailRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
