import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

/**
 * A document a visitor sent to /verify/check (a signed answer or a credential), kept a day so that
 * its check has an address of its own (to reload, print or send) and nothing pasted is lost on the
 * way. These documents are the site's own public answers: no personal data. Written and read only
 * by the site's code (server/documentChecks.ts); closed to the APIs and hidden from /admin.
 */
export const DOCUMENT_CHECKS = 'document-checks';

/** The largest document kept: a signed answer of 1,000 numbers is about 1 MB. */
export const MAX_DOCUMENT_CHARS = 3_000_000;

export const DocumentChecks: CollectionConfig = {
  slug: DOCUMENT_CHECKS,
  labels: { singular: { ja: '署名の確認', en: 'Signature check' }, plural: { ja: '署名の確認', en: 'Signature checks' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true, label: { ja: '識別子', en: 'Token' } },
    { name: 'document', type: 'textarea', required: true, maxLength: MAX_DOCUMENT_CHARS, label: { ja: '確認した文書', en: 'Document checked' } },
  ],
  timestamps: true,
};
