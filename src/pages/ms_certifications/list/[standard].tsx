// Written by `npm run features` from src/features/certified-organisations/routes.ts: do not edit.
import { CertifiedSearchView } from '@/features/certified-organisations/htmlOnly';
import { certifiedVariantProps } from '@/features/certified-organisations/htmlOnly.server';

// HTML only: no runtime script and no copy of the props in the page (docs/decisions/0023).
export const config = { unstable_runtimeJS: false } as { runtime?: string };
export const getServerSideProps = certifiedVariantProps('ja');
export default CertifiedSearchView;
