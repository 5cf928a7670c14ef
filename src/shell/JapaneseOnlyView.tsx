import { getTranslations } from '@/i18n/server';

import { localizedHref } from '@/i18n/routing';

import { PageShell } from './PageShell';

/**
 * The English address of an item written only in Japanese: it says so in English and leads to
 * the Japanese page, so no Japanese text stands under an English heading.
 */
export async function JapaneseOnlyView({ path, listPath }: { path: string; listPath: string }) {
  const t = await getTranslations({ locale: 'en', namespace: 'information' });
  return (
    <PageShell locale="en" path={path} title={t('japaneseOnlyTitle')}>
      <h1>{t('japaneseOnlyTitle')}</h1>
      <p>{t('japaneseOnlyText')}</p>
      <p>
        <a href={localizedHref(path, 'ja')} hrefLang="ja">
          {t('japaneseOnlyLink')}
        </a>
      </p>
      <p>
        <a href={localizedHref(listPath, 'en')}>{t('toList')}</a>
      </p>
    </PageShell>
  );
}
