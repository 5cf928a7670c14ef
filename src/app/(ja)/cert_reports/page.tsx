// Written by `npm run features` from src/features/decision-reports/routes.ts: do not edit.
import { reportsRoutes } from '@/features/decision-reports';

const route = reportsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
