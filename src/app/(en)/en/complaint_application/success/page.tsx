import { formRoutes } from '@/features/forms';

const route = formRoutes('complaint', 'en').success;

export const generateMetadata = route.generateMetadata;
export default route.Page;
