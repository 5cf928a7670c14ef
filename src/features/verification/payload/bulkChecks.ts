import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

import { MAX_BULK_TEXT } from '../params';

/**
 * A list of numbers a visitor sent to be checked at once, kept so that its answer has an address
 * of its own (a permalink to file, print or send) and so that nothing pasted is lost when the
 * list needs correcting. Numbers are not personal data; the list holds nothing else. Written and
 * read only by the site's own code; closed to the API and hidden from /admin.
 */
export const BULK_CHECKS = 'bulk-checks';

export const BulkChecks: CollectionConfig = {
  slug: BULK_CHECKS,
  labels: { singular: { ja: '一括確認', en: 'Bulk check' }, plural: { ja: '一括確認', en: 'Bulk checks' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true, label: { ja: '識別子', en: 'Token' } },
    // The list as sent, cut at MAX_BULK_TEXT, after a line or two that say what was refused (pages/bulk.tsx).
    { name: 'numbers', type: 'textarea', required: true, maxLength: MAX_BULK_TEXT + 100, label: { ja: '番号', en: 'Numbers' } },
    { name: 'day', type: 'text', maxLength: 20, label: { ja: '確認する日', en: 'Day' } },
  ],
  timestamps: true,
};
