// Documents and forms: one page with two tabs, /documents_forms/documents and /documents_forms/forms.
export { DOCUMENTS_PATH, FORMS_PATH, tabPath } from './model';
export { documentsRoutes } from './pages/DocumentsPage';
