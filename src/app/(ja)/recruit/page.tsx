// Written by `npm run features` from src/features/recruitment/routes.ts: do not edit.
import { recruitmentRoutes } from '@/features/recruitment';

const route = recruitmentRoutes('ja').list;

export const generateMetadata = route.generateMetadata;
export default route.Page;
