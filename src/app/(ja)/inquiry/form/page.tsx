// Written by `npm run features` from src/features/forms/routes.ts: do not edit.
import { formRoutes } from '@/features/forms';

const route = formRoutes('inquiry', 'ja').input;

export const generateMetadata = route.generateMetadata;
export default route.Page;
