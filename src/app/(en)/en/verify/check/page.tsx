// Written by `npm run features` from src/features/credentials/routes.ts: do not edit.
import { documentCheckRoutes } from '@/features/credentials';

const route = documentCheckRoutes('en').form;

export const generateMetadata = route.generateMetadata;
export default route.Page;
