import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { previewing } from '@/platform/cms/draftPreview';
import { Notice } from '@/ui/Notice';

/** Shown only to staff previewing drafts (draft mode, which /preview turns on): says so and how to leave. */
export async function DraftNotice({ locale }: { locale: Locale }) {
  if (!(await previewing())) return null;
  const t = await getTranslations({ locale, namespace: 'information' });
  return (
    <Notice tone="warning">
      <p>
        {t('draftPreview')} <a href="/preview?exit">{t('draftExit')}</a>
      </p>
    </Notice>
  );
}
