// Written by `npm run features` from src/features/certified-organisations/routes.ts: do not edit.
import { coverageRoutes } from '@/features/certified-organisations';

const route = coverageRoutes('ja');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
