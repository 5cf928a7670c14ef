import { cmsPageRoute } from '@/features/cms-pages';

const route = cmsPageRoute('en');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
