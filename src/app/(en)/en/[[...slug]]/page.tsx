import { cmsPageRoute } from '@/features/site/cmsPage';

const route = cmsPageRoute('en');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
