// Written by `npm run features` from src/features/public-comments/routes.ts: do not edit.
import { commentsRoutes } from '@/features/public-comments';

const route = commentsRoutes('en').item;

// Re-rendered at least once a minute: an item scheduled ahead appears on its own.
export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
