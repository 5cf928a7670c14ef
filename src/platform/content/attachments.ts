/** The kinds of file an item may carry, and how a visitor is told what a file is before opening it. */
export const attachmentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** "PDF", "Word" or "Excel", from the file's type. */
export function fileKind(mimeType: string | null | undefined): string {
  if (!mimeType) return '';
  if (mimeType === 'application/pdf') return 'PDF';
  if (/word/.test(mimeType)) return 'Word';
  if (/excel|spreadsheet/.test(mimeType)) return 'Excel';
  return mimeType.split('/').pop()!.toUpperCase();
}

/** A size as people read it: "820 KB", "1.2 MB". */
export function fileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A stored file as an attachment to show: where it is, what it is called, its kind, size and language. */
export type Attachment = { href: string; title: string; kind: string; size: string; language: 'ja' | 'en' | 'both' };

type StoredFile = { url?: string | null; title?: string | null; filename?: string | null; mimeType?: string | null; filesize?: number | null; language?: string | null };

export function attachmentOf(file: unknown): Attachment | null {
  if (!file || typeof file !== 'object') return null;
  const f = file as StoredFile;
  if (!f.url) return null;
  return {
    href: f.url,
    title: f.title || f.filename || '',
    kind: fileKind(f.mimeType),
    size: fileSize(f.filesize),
    language: f.language === 'en' || f.language === 'both' ? f.language : 'ja',
  };
}

/** Stored files as attachments to list, each described by `describe` in the page's language. */
export function listedAttachments(files: unknown, locale: 'ja' | 'en', describe: (attachment: Attachment) => string) {
  return (Array.isArray(files) ? files : [])
    .map(attachmentOf)
    .filter((a): a is Attachment => a !== null)
    .map((a) => ({ href: a.href, title: a.title, hrefLang: a.language === 'both' || a.language === locale ? undefined : a.language, meta: describe(a) }));
}
