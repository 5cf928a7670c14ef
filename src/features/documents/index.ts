// Documents and forms: one page with two tabs, /documents_forms/documents and /documents_forms/forms.
// Other pages name a document by its number; its title comes from here (references.ts).
export { DOCUMENTS_PATH, FORMS_PATH, tabPath } from './model';
export { documentsRoutes } from './pages/DocumentsPage';
export { documentHref, documentLabel } from './references';
export { documentTitles, withDocumentTitles } from './server/references';
