// Written by `npm run features` from src/features/accessibility/routes.ts: do not edit.
import { accessibilityResultsRoutes } from '@/features/accessibility';

const route = accessibilityResultsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
