import { accessibilityResultsRoutes } from '@/features/accessibility';

const route = accessibilityResultsRoutes('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
