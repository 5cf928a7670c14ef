import '#server-only';

import type { Payload } from 'payload';

import { deriveStatus } from '@/features/accredited-bodies/cms';
import { MACHINE_ADDRESSES } from '@/i18n/addresses';
import { sqlClient } from '@/platform/db/payloadSql';
import { siteUrl } from '@/platform/env';
import { siteDid } from '@/platform/signing/keys';
import { todayInJapan } from '@/platform/time/japan';

import { CREDENTIAL_STATUS_ENTRIES } from '../payload/statusEntries';
import { encodeList } from './bitstring';

/** The two purposes a credential's status is given for: revocation (for good) and suspension (for a while). */
export const STATUS_PURPOSES = ['revocation', 'suspension'] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];

export const statusListUrl = (purpose: StatusPurpose, origin = siteUrl()) => `${origin}${MACHINE_ADDRESSES.statusLists}/${purpose}`;

const ENTRIES = CREDENTIAL_STATUS_ENTRIES.replace(/-/g, '_');

export type StatusBits = Record<StatusPurpose, number[]>;

/**
 * Which positions are set in each list, read now from the register: revoked when the
 * accreditation has ended (cancelled, withdrawn, revoked, resigned) or its record is gone;
 * suspended while today is inside its suspension. Read from the same dates as every page of the
 * site (`deriveStatus`), so a list changes the moment an import, an edit or a correction changes
 * them. An accreditation known by a former number answers for that number too.
 */
export async function statusBits(payload: Payload, today = todayInJapan()): Promise<StatusBits> {
  const { rows } = await sqlClient(payload).execute(
    `SELECT e.position, b.id, b.expiry_date, b.suspension_start, b.suspension_end, b.ended_on
       FROM ${ENTRIES} e
       LEFT JOIN accredited_bodies b ON b.id = (SELECT id FROM accredited_bodies WHERE accreditation_number = e.accreditation_number
                                                 UNION ALL SELECT id FROM accredited_bodies WHERE old_accreditation_number = e.accreditation_number LIMIT 1)`,
  );
  const bits: StatusBits = { revocation: [], suspension: [] };
  for (const row of rows) {
    const position = Number(row.position);
    if (row.id === null || row.id === undefined) {
      bits.revocation.push(position);
      continue;
    }
    const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined);
    const status = deriveStatus({ expiryDate: day(row.expiry_date) ?? '9999-12-31', suspensionStart: day(row.suspension_start), suspensionEnd: day(row.suspension_end), endedOn: day(row.ended_on) }, today);
    if (status === 'ended') bits.revocation.push(position);
    else if (status === 'suspended') bits.suspension.push(position);
  }
  return bits;
}

/** A status list as the unsigned credential (BitstringStatusListCredential) the site signs. */
export function statusListCredential(purpose: StatusPurpose, positions: readonly number[], now = new Date(), origin = siteUrl()) {
  const id = statusListUrl(purpose, origin);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: siteDid(origin),
    validFrom: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: { id: `${id}#list`, type: 'BitstringStatusList', statusPurpose: purpose, encodedList: encodeList(positions) },
  };
}
