import { formRoutes } from '@/features/forms';

const route = formRoutes('inquiry', 'en').success;

export const generateMetadata = route.generateMetadata;
export default route.Page;
