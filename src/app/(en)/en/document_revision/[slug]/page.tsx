// Written by `npm run features` from src/features/document-revisions/routes.ts: do not edit.
import { revisionsRoutes } from '@/features/document-revisions';

const route = revisionsRoutes('en').item;

// Re-rendered at least once a minute: an item scheduled ahead appears on its own.
export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
