import type { Payload } from 'payload';

import { atomicUpdate } from '@/platform/cms/atomicUpdate';
import { todayInJapan } from '@/platform/time/japan';

import { VALIDITY_HISTORY, VALIDITY_HISTORY_TABLE } from '../payload/history';

/** How far back the sample history reaches. */
const SAMPLE_HISTORY_YEARS = 6;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A past for the sample directories, as if the site had kept their history for some years
 * (labelled `seed`; a real register's history begins with its first import): each sample body
 * and certificate gets a first row on its initial date (at most six years back) stating it valid,
 * before the rows the seed's own imports recorded today; each sample certificate that is
 * suspended or withdrawn today gets the day of that decision some weeks or months ago. So a
 * visitor can ask about a day last year and get an answer rather than "unknown".
 */
export async function seedValidityHistory(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: VALIDITY_HISTORY as 'validity-history', where: { source: { equals: 'seed' } }, overrideAccess: true });
  if (totalDocs > 0) return 0;
  const today = todayInJapan();
  const cutoff = addDays(today, -365 * SAMPLE_HISTORY_YEARS);
  const now = new Date().toISOString();
  const columns = 'subject, subject_key, recorded_on, source, valid_from, valid_until, renewed_on, decision, updated_at, created_at';
  await atomicUpdate(
    payload,
    `INSERT INTO ${VALIDITY_HISTORY_TABLE} (${columns})
     SELECT 'body', accreditation_number, CASE WHEN initial_date > ? THEN initial_date ELSE ? END, 'seed', initial_date, expiry_date, renewal_date, NULL, ?, ?
     FROM accredited_bodies WHERE sample AND initial_date < ?`,
    [cutoff, cutoff, now, now, today],
  );
  await atomicUpdate(
    payload,
    `INSERT INTO ${VALIDITY_HISTORY_TABLE} (${columns})
     SELECT 'certificate', body_number || ':' || certificate_number, CASE WHEN first_registered_on > ? THEN first_registered_on ELSE ? END, 'seed',
       first_registered_on, expires_on, NULL, 'valid', ?, ?
     FROM certified_organisations WHERE sample AND first_registered_on < ?`,
    [cutoff, cutoff, now, now, today],
  );
  // The day each sample suspension or withdrawal was decided: between one and ten months ago, after registration.
  const { docs } = await payload.find({
    collection: 'certified-organisations',
    where: { and: [{ sample: { equals: true } }, { decision: { not_equals: 'valid' } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { bodyNumber: true, certificateNumber: true, firstRegisteredOn: true, expiresOn: true, decision: true },
  });
  for (const doc of docs) {
    const decided = addDays(today, -(30 + (Number(doc.id) % 270)));
    if (decided <= doc.firstRegisteredOn) continue;
    await atomicUpdate(payload, `INSERT INTO ${VALIDITY_HISTORY_TABLE} (${columns}) VALUES ('certificate', ?, ?, 'seed', ?, ?, NULL, ?, ?, ?)`, [
      `${doc.bodyNumber}:${doc.certificateNumber}`,
      decided,
      doc.firstRegisteredOn,
      doc.expiresOn,
      doc.decision,
      now,
      now,
    ]);
  }
  return (await payload.count({ collection: VALIDITY_HISTORY as 'validity-history', where: { source: { equals: 'seed' } }, overrideAccess: true })).totalDocs;
}
