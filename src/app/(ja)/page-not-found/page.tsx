import { notFoundPageRoute } from '@/shell/NotFoundView';

const route = notFoundPageRoute('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
