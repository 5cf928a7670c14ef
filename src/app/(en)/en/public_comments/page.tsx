import { commentsRoutes } from '@/features/public-comments';

const route = commentsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
