// Written by `npm run features` from src/features/verification/routes.ts: do not edit.
import { verifyRoutes } from '@/features/verification';

const route = verifyRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
