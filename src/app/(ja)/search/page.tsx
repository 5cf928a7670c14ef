import { searchPageRoute } from '@/features/site-search';

const route = searchPageRoute('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
