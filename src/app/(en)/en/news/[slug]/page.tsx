// Written by `npm run features` from src/features/news/routes.ts: do not edit.
import { newsRoutes } from '@/features/news';

const route = newsRoutes('en').item;

// Re-rendered at least once a minute: an item scheduled ahead appears on its own.
export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
