// Written by `npm run features` from src/features/certified-organisations/routes.ts: do not edit.
import { certifiedDetailRoutes } from '@/features/certified-organisations';

const route = certifiedDetailRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
