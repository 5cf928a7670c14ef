import { formRoutes } from '@/features/forms';

const route = formRoutes('complaint', 'ja').confirm;

export const generateMetadata = route.generateMetadata;
export default route.Page;
