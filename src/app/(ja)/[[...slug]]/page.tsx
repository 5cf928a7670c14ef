// Written by `npm run features` from src/features/cms-pages/routes.ts: do not edit.
import { cmsPageRoute } from '@/features/cms-pages';

const route = cmsPageRoute('ja');

// Re-rendered at least once a minute, so lists of the latest items (on the home page) follow scheduled items on their own; publishing a page revalidates it at once.
export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
