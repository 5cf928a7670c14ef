import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

/**
 * What a visitor typed, between the input and the confirmation step (24 hours after it was last
 * saved; the retention job deletes drafts after the days set in /admin, one by default), keyed
 * by a random token in a cookie. Not visible in the admin or the API.
 */
export const FormDrafts: CollectionConfig = {
  slug: 'form-drafts',
  labels: { singular: { ja: '入力途中のフォーム', en: 'Form draft' }, plural: { ja: '入力途中のフォーム', en: 'Form drafts' } },
  admin: { hidden: true },
  access: { create: nobody, read: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true, maxLength: 64, label: { ja: '識別子', en: 'Token' } },
    { name: 'form', type: 'text', required: true, maxLength: 20, label: { ja: 'フォーム', en: 'Form' } },
    // What the visitor has typed so far: bounded by the form post's own limit (FORM_MAX_BODY_BYTES, 1 MB).
    { name: 'values', type: 'json', required: true, label: { ja: '入力内容', en: 'Values' } },
    { name: 'expiresAt', type: 'date', required: true, index: true, label: { ja: '保存期限', en: 'Kept until' } },
  ],
};
