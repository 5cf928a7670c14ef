import { formRoutes } from '@/features/forms';

const route = formRoutes('inquiry', 'ja').input;

export const generateMetadata = route.generateMetadata;
export default route.Page;
