import type { Payload, RequestContext } from 'payload';

import { samplePdf } from './samplePdf';
import type { OptionalEnglish, SampleAttachment } from './sampleText';

const context: RequestContext = { disableRevalidate: true };

const fileName = (name: OptionalEnglish, index: number) =>
  `${
    (name.en ?? 'document')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'document'
  }-${index}.pdf`;

let counter = 0;

/**
 * A sample attachment as a stored file: a small PDF generated here (title and a few lines, in
 * the file's language), with its title in both languages. Returns the file's id.
 */
export async function createSampleFile(payload: Payload, attachment: SampleAttachment, lines: OptionalEnglish[] = []): Promise<number> {
  const bytes = await samplePdf({ title: attachment.name, lines, language: attachment.language });
  const created = await payload.create({
    collection: 'files',
    locale: 'ja',
    context,
    data: { title: attachment.name.ja, language: attachment.language },
    file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: fileName(attachment.name, ++counter), size: bytes.length },
  });
  if (attachment.name.en) {
    await payload.update({ collection: 'files', id: created.id, locale: 'en', context, data: { title: attachment.name.en } });
  }
  return created.id as number;
}

/** The seed day at a relative day, at 10:00 in Japan (items are published in office hours). */
export function seedInstant(relativeDay: number, today = new Date()): string {
  const day = new Date(today.getTime() + relativeDay * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  // 10:00 in Japan is 01:00 UTC the same day, so the ISO day equals the day in Japan.
  return new Date(`${ymd}T10:00:00+09:00`).toISOString();
}

/** The seed day at a relative day, as `YYYY-MM-DD` in Japan. */
export const seedDay = (relativeDay: number, today = new Date()) => seedInstant(relativeDay, today).slice(0, 10);
