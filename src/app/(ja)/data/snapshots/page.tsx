// Written by `npm run features` from src/features/open-data/routes.ts: do not edit.
import { snapshotsRoutes } from '@/features/open-data';

const route = snapshotsRoutes('ja');

// Re-rendered at least once a minute, so a day's snapshot is listed soon after it is made.
export const revalidate = 60;
export const generateMetadata = route.generateMetadata;
export default route.Page;
