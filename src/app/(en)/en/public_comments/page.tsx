// Written by `npm run features` from src/features/public-comments/routes.ts: do not edit.
import { commentsRoutes } from '@/features/public-comments';

const route = commentsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
