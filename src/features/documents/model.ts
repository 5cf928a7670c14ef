import { ADDRESSES } from '@/i18n/addresses';

/** Documents and forms: one page, two tabs, /documents_forms/documents and /documents_forms/forms. */
export const DOCUMENTS_PATH = ADDRESSES.documents;
export const FORMS_PATH = ADDRESSES.forms;
export const documentKinds = ['document', 'form'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const tabPath = (kind: DocumentKind) => (kind === 'form' ? FORMS_PATH : DOCUMENTS_PATH);

export const documentGroups = ['common', 'scheme', 'reference', 'referenceTranslation', 'guideline'] as const;
export type DocumentGroup = (typeof documentGroups)[number];
