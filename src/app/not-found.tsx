import { headers } from 'next/headers';

import { NOT_FOUND_LANGUAGE_HEADER } from '@/platform/http/internalHeaders';
import { NotFoundView } from '@/shell/NotFoundView';
import { SiteLayout } from '@/shell/SiteLayout';

// Next's not-found route. The site's server (src/server) answers every page's 404 with it, so
// the whole page is in the HTML; the server names the visitor's language in a header only it
// sets. Japanese is the default language.
export default async function GlobalNotFound() {
  const language = (await headers()).get(NOT_FOUND_LANGUAGE_HEADER) === 'en' ? 'en' : 'ja';
  return (
    <SiteLayout locale={language}>
      <NotFoundView locale={language} />
    </SiteLayout>
  );
}
