import { searchPageRoute } from '@/features/site/searchPage';

const route = searchPageRoute('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
