import { accessibilityResultsRoutes } from '@/features/accessibility';

const route = accessibilityResultsRoutes('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
