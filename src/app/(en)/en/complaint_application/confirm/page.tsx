import { formRoutes } from '@/features/site/formPages';

const route = formRoutes('complaint', 'en').confirm;

export const generateMetadata = route.generateMetadata;
export default route.Page;
