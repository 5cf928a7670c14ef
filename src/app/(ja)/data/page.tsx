// Written by `npm run features` from src/features/open-data/routes.ts: do not edit.
import { dataRoutes } from '@/features/open-data';

const route = dataRoutes('ja');

// Re-rendered at least once a minute, so each dataset's last change follows the data.
export const revalidate = 60;
export const generateMetadata = route.generateMetadata;
export default route.Page;
