// Written by `npm run features` from src/features/site-search/routes.ts: do not edit.
import { searchPageRoute } from '@/features/site-search';

const route = searchPageRoute('ja');

export const generateMetadata = route.generateMetadata;
export default route.Page;
