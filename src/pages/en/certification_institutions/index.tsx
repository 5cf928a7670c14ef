// Written by `npm run features` from src/features/accredited-bodies/routes.ts: do not edit.
import { BodySearchView } from '@/features/accredited-bodies/htmlOnly';
import { bodySearchProps } from '@/features/accredited-bodies/htmlOnly.server';

// HTML only: no runtime script and no copy of the props in the page (docs/decisions/0023).
export const config = { unstable_runtimeJS: false } as { runtime?: string };
export const getServerSideProps = bodySearchProps('en');
export default BodySearchView;
