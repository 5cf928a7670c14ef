import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

/**
 * The position of each accreditation in the site's two status lists (revocation, suspension;
 * docs/decisions/0032). A credential names its position, and a verifier reads the bit there for
 * as long as the credential lives, so a position is given once and never given again: rows are
 * only ever added (never edited or deleted, even when the body's record is), and a new one takes
 * the next number after the largest ever given. Written and read only by the site's own code
 * (server/statusEntries.ts); closed to every role and the APIs, hidden from /admin.
 */
export const CREDENTIAL_STATUS_ENTRIES = 'credential-status-entries';

export const CredentialStatusEntries: CollectionConfig = {
  slug: CREDENTIAL_STATUS_ENTRIES,
  labels: { singular: { ja: '資格証明の状態リストの位置', en: 'Credential status position' }, plural: { ja: '資格証明の状態リストの位置', en: 'Credential status positions' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'accreditationNumber', type: 'text', required: true, unique: true, index: true, label: { ja: '認定番号', en: 'Accreditation number' } },
    { name: 'position', type: 'number', required: true, unique: true, index: true, label: { ja: '状態リストの位置', en: 'Position in the status lists' } },
  ],
  timestamps: true,
};
