import type { Payload, RequestContext } from 'payload';

import { ADDRESSES, below } from '@/i18n/addresses';
import type { AccreditedBody } from '@/payload-types';
import { siteUrl } from '@/platform/env';
import { todayInJapan } from '@/platform/time/japan';

import { certificatePdf } from './pdf';

/** Sample bodies of each scheme that get certificates: the first ones by number. */
export const SAMPLE_CERTIFICATES_PER_SCHEME = 2;

const context: RequestContext = { disableRevalidate: true };

/**
 * Certificates in Japanese and English for a few sample bodies of each scheme, drawn now with the
 * site's address in their QR codes (`SITE_URL`), stored as media and attached to the bodies.
 * Bodies that already have a file are left alone (staff may have uploaded one). Returns how many
 * files were made; none without a Japanese font (the log says so).
 */
export async function seedSampleCertificates(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: 'accredited-bodies', where: { sample: { equals: true } }, sort: 'accreditationNumber', limit: 0, depth: 0, pagination: false });
  const perScheme = new Map<string, AccreditedBody[]>();
  for (const body of docs) {
    const list = perScheme.get(body.scheme) ?? [];
    if (list.length < SAMPLE_CERTIFICATES_PER_SCHEME && !body.certificateJa && !body.certificateEn) perScheme.set(body.scheme, [...list, body]);
  }
  const issuedOn = todayInJapan();
  let made = 0;
  for (const body of [...perScheme.values()].flat()) {
    const ids: Partial<Record<'ja' | 'en', number>> = {};
    for (const locale of ['ja', 'en'] as const) {
      const verifyUrl = `${siteUrl()}${locale === 'en' ? '/en' : ''}${below(ADDRESSES.verify, encodeURIComponent(body.accreditationNumber))}`;
      const bytes = await certificatePdf(body, { locale, verifyUrl, issuedOn });
      if (!bytes) {
        payload.logger.warn('No Japanese font (npm install brings @expo-google-fonts/biz-udpgothic): the sample bodies get no certificate PDFs.');
        return made;
      }
      const media = await payload.create({
        collection: 'media',
        locale: 'ja',
        context,
        data: { alt: `認定証 ${body.accreditationNumber}（見本）` },
        file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: `${body.accreditationNumber}_${locale}.pdf`, size: bytes.length },
      });
      await payload.update({ collection: 'media', id: media.id, locale: 'en', context, data: { alt: `Certificate of Accreditation ${body.accreditationNumber} (sample)` } });
      ids[locale] = media.id as number;
      made++;
    }
    await payload.update({ collection: 'accredited-bodies', id: body.id, context, data: { certificateJa: ids.ja, certificateEn: ids.en } });
  }
  return made;
}
