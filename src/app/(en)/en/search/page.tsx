import { searchPageRoute } from '@/features/site-search';

const route = searchPageRoute('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
