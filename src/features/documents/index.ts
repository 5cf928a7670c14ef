// Documents and forms: one page with two tabs, /documents_forms/documents and /documents_forms/forms.
// Other pages name a document by its number; its title comes from here (references.ts).
import type { FeatureSite } from '@/platform/features';
import { fieldOf, textOf } from '@/platform/cms/fieldOf';

import { DOCUMENTS_PATH, FORMS_PATH, tabPath } from './model';

export { DOCUMENTS_PATH, FORMS_PATH, tabPath } from './model';
export { documentsRoutes } from './views/DocumentsPage';
export { documentHref, documentLabel } from './references';
export { documentTitles, withDocumentTitles } from './server/references';

/** Both tabs in the sitemap; site search finds a document on its tab, filtered to its number: linkable, and the row shows every detail. */
export const site: FeatureSite = {
  sitemap: async () => [DOCUMENTS_PATH, FORMS_PATH].map((path) => ({ path, english: true })),
  search: [
    {
      collection: 'documents',
      select: { kind: true, documentNumber: true, publishedAt: true },
      fallback: false,
      hit: (doc) => {
        const kind = fieldOf(doc, 'kind') === 'form' ? 'form' : 'document';
        const number = textOf(doc, 'documentNumber') ?? '';
        return { kind, href: `${tabPath(kind)}?${new URLSearchParams({ q: number }).toString()}`, description: number, date: textOf(doc, 'publishedAt') };
      },
    },
  ],
};
