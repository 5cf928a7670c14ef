'use client';

import { PublishButton, toast, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui';
import { useEffect, useRef } from 'react';

import { adminLanguage, formatAdminDateTime } from './japanTime';
import { publicationWords } from './publicationWords';

const ahead = (value: unknown): value is string => typeof value === 'string' && value > new Date().toISOString();

/**
 * Payload's publish button, saying what it will do: 「公開する」, or 「{日時}に公開予約する」
 * when the publish date and time lie ahead; after the save, a message saying what happened
 * (「公開しました」 / 「予約しました: {日時}」), beside Payload's 「…を保存しました」.
 */
export function PublishControls() {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const words = publicationWords[language];
  const publishedAt = useFormFields(([fields]) => fields.publishedAt?.value);
  const { savedDocumentData } = useDocumentInfo();
  const pressed = useRef<string | null>(null);
  const savedAt = (savedDocumentData as { updatedAt?: string } | undefined)?.updatedAt;

  useEffect(() => {
    if (pressed.current === null || savedAt === undefined || savedAt === pressed.current) return;
    pressed.current = null;
    const saved = savedDocumentData as { _status?: string; publishedAt?: string } | undefined;
    if (saved?._status !== 'published') return;
    toast.success(ahead(saved.publishedAt) ? words.scheduledNow(formatAdminDateTime(saved.publishedAt, language)) : words.publishedNow);
  }, [language, savedAt, savedDocumentData, words]);

  const label = ahead(publishedAt) ? words.schedule(formatAdminDateTime(publishedAt, language)) : words.publish;
  return (
    <span style={{ display: 'contents' }} onClickCapture={() => (pressed.current = savedAt ?? '')}>
      <PublishButton label={label} />
    </span>
  );
}
