import { formRoutes } from '@/features/site/formPages';

const route = formRoutes('inquiry', 'ja').input;

export const generateMetadata = route.generateMetadata;
export default route.Page;
