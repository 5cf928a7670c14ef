import { searchPageRoute } from '@/features/site/searchPage';

const route = searchPageRoute('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
