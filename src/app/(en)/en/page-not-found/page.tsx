import { notFoundPageRoute } from '@/shell/NotFoundView';

const route = notFoundPageRoute('en');

export const generateMetadata = route.generateMetadata;
export default route.Page;
