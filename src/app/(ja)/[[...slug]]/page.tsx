import { cmsPageRoute } from '@/features/site/cmsPage';

const route = cmsPageRoute('ja');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
