import '#server-only';

import type { Payload } from 'payload';

import { certificatesByNumbers, certificateStatus, sqlClient, statusOf, type AccreditedBody, type CertificateRow } from './directories';
import { type HistoryRow, validityOn, type Verdict } from '../history';
import { VALIDITY_HISTORY } from '@/features/validity-history';
import { certificateKey } from '@/features/validity-history';
import { toHistoryRow } from './rows';

/** One record a number named: an accredited body or a certificate, its verdict for the day, and what it is. */
export type Match =
  | { subject: 'body'; key: string; verdict: Verdict; body: AccreditedBody; statusToday: ReturnType<typeof statusOf> }
  | { subject: 'certificate'; key: string; verdict: Verdict; certificate: CertificateRow; statusToday: ReturnType<typeof certificateStatus> };

export type Lookup = { number: string; matches: Match[] };

/** The history rows of many subjects, grouped by key, oldest first; 200 keys a query. */
async function histories(payload: Payload, subject: 'body' | 'certificate', keys: readonly string[]): Promise<Map<string, HistoryRow[]>> {
  const grouped = new Map<string, HistoryRow[]>();
  for (let i = 0; i < keys.length; i += 200) {
    const { docs } = await payload.find({
      collection: VALIDITY_HISTORY as 'validity-history',
      where: { and: [{ subject: { equals: subject } }, { subjectKey: { in: keys.slice(i, i + 200) } }, { enteredInError: { not_equals: true } }] },
      sort: ['recordedOn', 'createdAt'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: {
        subjectKey: true,
        recordedOn: true,
        validFrom: true,
        validUntil: true,
        renewedOn: true,
        suspendedFrom: true,
        suspendedUntil: true,
        endedOn: true,
        endKind: true,
        decision: true,
      },
    });
    for (const doc of docs) {
      const list = grouped.get(doc.subjectKey) ?? [];
      list.push(toHistoryRow(doc));
      grouped.set(doc.subjectKey, list);
    }
  }
  return grouped;
}

/**
 * What each number names on `day`: accredited bodies by current or former accreditation number,
 * certificates by certificate number (several when certification bodies reuse a number), each
 * with its verdict from the validity history. A handful of queries for any count of numbers
 * (bodies, certificates, and the histories of each, in batches), so a thousand numbers cost about
 * as much as ten.
 */
export async function lookUp(payload: Payload, numbers: readonly string[], day: string, today: string): Promise<Lookup[]> {
  const unique = [...new Set(numbers)];
  const bodies: AccreditedBody[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { or: [{ accreditationNumber: { in: chunk } }, { oldAccreditationNumber: { in: chunk } }] },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    });
    bodies.push(...docs);
  }
  const certificates = await certificatesByNumbers(sqlClient(payload), unique);
  const [bodyHistory, certificateHistory] = await Promise.all([
    histories(payload, 'body', bodies.flatMap((b) => [b.accreditationNumber, b.oldAccreditationNumber ?? '']).filter(Boolean)),
    histories(
      payload,
      'certificate',
      certificates.map((c) => certificateKey(c.bodyNumber, c.certificateNumber)),
    ),
  ]);
  const bodyRows = (b: AccreditedBody) => [
    ...(bodyHistory.get(b.accreditationNumber) ?? []),
    ...(b.oldAccreditationNumber ? (bodyHistory.get(b.oldAccreditationNumber) ?? []) : []),
  ];
  return numbers.map((number) => ({
    number,
    matches: [
      ...bodies
        .filter((b) => b.accreditationNumber === number || b.oldAccreditationNumber === number)
        .map((body): Match => ({ subject: 'body', key: `body-${body.id}`, verdict: validityOn(bodyRows(body), day), body, statusToday: statusOf(body) })),
      ...certificates
        .filter((c) => c.certificateNumber === number)
        .map((certificate): Match => ({
          subject: 'certificate',
          key: `certificate-${certificate.id}`,
          verdict: validityOn(certificateHistory.get(certificateKey(certificate.bodyNumber, certificate.certificateNumber)) ?? [], day),
          certificate,
          statusToday: certificateStatus(certificate.decision, certificate.expiresOn, today),
        })),
    ],
  }));
}
