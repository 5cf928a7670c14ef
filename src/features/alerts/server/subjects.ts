import type { Payload } from 'payload';

import { bulkCheckNumbers } from '@/features/verification/cms';
import { ADDRESSES, below } from '@/i18n/addresses';
import { loadMessages } from '@/i18n/messages';

import { ALERT_LISTS, type AlertKind, isAlertList, keyFits, type RequestKind } from '../subjects';

/** Something one can follow, as the site names it in both languages, and its page. */
export type NamedSubject = { kind: AlertKind; key: string; name: { ja: string; en: string }; path: string };

const both = async <T>(read: (messages: Record<string, Record<string, unknown>>) => T): Promise<{ ja: T; en: T }> => {
  const [ja, en] = await Promise.all([loadMessages('ja'), loadMessages('en')]);
  return { ja: read(ja as Record<string, Record<string, unknown>>), en: read(en as Record<string, Record<string, unknown>>) };
};

const dig = (messages: Record<string, Record<string, unknown>>, namespace: string, ...path: string[]): string => {
  let value: unknown = messages[namespace];
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : path.join('.');
};

/*
 * The directories are read through Payload's local API (as published: drafts and staff-only
 * fields stay out), not through their features' modules, so that the servers' jobs, which load
 * beside Payload's configuration, do not load the pages that read it.
 */

type BodyDoc = { accreditationNumber: string; nameJa: string; nameEn?: string | null };
type CertificateDoc = { id: number; bodyNumber: string; certificateNumber: string; organisationName: string; organisationNameEn?: string | null };

const namedBody = (b: BodyDoc): NamedSubject => ({
  kind: 'body',
  key: b.accreditationNumber,
  name: { ja: `${b.nameJa}（認定番号 ${b.accreditationNumber}）`, en: `${b.nameEn || b.nameJa} (accreditation ${b.accreditationNumber})` },
  path: below(ADDRESSES.accreditedBodies, encodeURIComponent(b.accreditationNumber)),
});

const namedCertificate = (c: CertificateDoc): NamedSubject => ({
  kind: 'certificate',
  key: `${c.bodyNumber}:${c.certificateNumber}`,
  name: { ja: `${c.organisationName}（登録番号 ${c.certificateNumber}）`, en: `${c.organisationNameEn || c.organisationName} (certificate ${c.certificateNumber})` },
  path: below(ADDRESSES.certifiedOrganisation, c.id),
});

const bodySelect = { accreditationNumber: true, nameJa: true, nameEn: true } as const;
const certificateSelect = { bodyNumber: true, certificateNumber: true, organisationName: true, organisationNameEn: true } as const;

/** Bodies by current or former accreditation number. */
async function bodies(payload: Payload, numbers: string[]): Promise<NamedSubject[]> {
  const found: NamedSubject[] = [];
  for (let i = 0; i < numbers.length; i += 200) {
    const chunk = numbers.slice(i, i + 200);
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { or: [{ accreditationNumber: { in: chunk } }, { oldAccreditationNumber: { in: chunk } }] },
      select: bodySelect,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    });
    found.push(...docs.map((d) => namedBody(d as BodyDoc)));
  }
  return found;
}

/** Certificates by number, whichever certification body issued them (at most 20 a number). */
async function certificates(payload: Payload, numbers: string[]): Promise<NamedSubject[]> {
  const found: NamedSubject[] = [];
  for (let i = 0; i < numbers.length; i += 200) {
    const chunk = numbers.slice(i, i + 200);
    const { docs } = await payload.find({
      collection: 'certified-organisations',
      where: { certificateNumber: { in: chunk } },
      select: certificateSelect,
      limit: chunk.length * 20,
      depth: 0,
      overrideAccess: false,
    });
    found.push(...docs.map((d) => namedCertificate(d as CertificateDoc)));
  }
  return found;
}

/** A certificate by its history key (its body's accreditation number and its own). */
async function certificate(payload: Payload, key: string): Promise<NamedSubject | null> {
  const at = key.indexOf(':');
  const { docs } = await payload.find({
    collection: 'certified-organisations',
    where: { and: [{ bodyNumber: { equals: key.slice(0, at) } }, { certificateNumber: { equals: key.slice(at + 1) } }] },
    select: certificateSelect,
    limit: 1,
    depth: 0,
    overrideAccess: false,
  });
  return docs[0] ? namedCertificate(docs[0] as CertificateDoc) : null;
}

/** The certificates and bodies some numbers name (as a check at /verify/{number} finds them). */
async function numbered(payload: Payload, numbers: string[]): Promise<NamedSubject[]> {
  const found = [...(await bodies(payload, numbers)), ...(await certificates(payload, numbers))];
  return [...new Map(found.map((s) => [`${s.kind}|${s.key}`, s])).values()];
}

/**
 * What a request to follow names, as the site knows it today: one subject, or for a check of one
 * number or of a list of numbers, every certificate and body they matched. Empty when it names
 * nothing the site has.
 */
export async function resolveSubjects(payload: Payload, kind: RequestKind, key: string): Promise<NamedSubject[]> {
  if (!keyFits(kind, key)) return [];
  switch (kind) {
    case 'certificate': {
      const found = await certificate(payload, key);
      return found ? [found] : [];
    }
    case 'body':
      return (await bodies(payload, [key])).filter((b) => b.key === key).slice(0, 1);
    case 'report-type':
      return [{ kind, key, name: await both((m) => dig(m, 'reports', 'types', key)), path: `${ADDRESSES.decisionReports}?type=${key}` }];
    case 'list': {
      if (!isAlertList(key)) return [];
      const list = ALERT_LISTS[key];
      return [{ kind, key, name: await both((m) => dig(m, 'information', list.title, 'title')), path: list.path }];
    }
    case 'number':
      return numbered(payload, [key.normalize('NFKC').trim()]);
    case 'bulk': {
      const numbers = await bulkCheckNumbers(payload, key);
      return numbers ? numbered(payload, numbers) : [];
    }
  }
}

/**
 * Many stored subjects named at once: the certificates and the bodies each in a few queries (200
 * numbers a query), the lists and report types from the messages. Keyed by `kind|key`; a subject
 * the site no longer has is missing.
 */
export async function namesOf(payload: Payload, subjects: readonly { kind: AlertKind; key: string }[]): Promise<Map<string, NamedSubject>> {
  const id = (s: { kind: string; key: string }) => `${s.kind}|${s.key}`;
  const wanted = new Set(subjects.map(id));
  const of = (kind: AlertKind) => [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.key))];
  const found = [
    ...(await certificates(payload, [...new Set(of('certificate').map((key) => key.slice(key.indexOf(':') + 1)))])),
    ...(await bodies(payload, of('body'))),
  ];
  for (const kind of ['list', 'report-type'] as const) for (const key of of(kind)) found.push(...(await resolveSubjects(payload, kind, key)));
  return new Map(found.filter((s) => wanted.has(id(s))).map((s) => [id(s), s]));
}

/** The subjects of stored subscriptions, named for a page or a mail (those the site no longer has keep their key as name). */
export async function nameSubjects(payload: Payload, subjects: { kind: AlertKind; key: string }[]): Promise<NamedSubject[]> {
  const names = await namesOf(payload, subjects);
  return subjects.map((s) => names.get(`${s.kind}|${s.key}`) ?? { ...s, name: { ja: s.key, en: s.key }, path: ADDRESSES.verify });
}
