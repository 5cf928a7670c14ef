import { formRoutes } from '@/features/forms';

const route = formRoutes('inquiry', 'ja').success;

export const generateMetadata = route.generateMetadata;
export default route.Page;
