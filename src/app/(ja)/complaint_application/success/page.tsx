import { formRoutes } from '@/features/site/formPages';

const route = formRoutes('complaint', 'ja').success;

export const generateMetadata = route.generateMetadata;
export default route.Page;
