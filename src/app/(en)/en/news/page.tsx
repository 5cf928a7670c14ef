// Written by `npm run features` from src/features/news/routes.ts: do not edit.
import { newsRoutes } from '@/features/news';

const route = newsRoutes('en').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
