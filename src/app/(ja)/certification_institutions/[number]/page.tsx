// Written by `npm run features` from src/features/accredited-bodies/routes.ts: do not edit.
import { bodiesRoutes } from '@/features/accredited-bodies';

const route = bodiesRoutes('ja').detail;

export const generateMetadata = route.generateMetadata;
export default route.Page;
