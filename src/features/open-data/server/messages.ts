import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/routing';

import en from '../../../../messages/en/openData.json';
import ja from '../../../../messages/ja/openData.json';

// The API's answers are not pages: the one namespace they speak is taken directly (typed by the
// Japanese file like every other), rather than the whole catalogue next-intl loads for a page.
const catalogue = { ja, en } as const;

/** The API's messages in one language. */
export const openDataMessages = (lang: Locale) => createTranslator({ locale: lang, messages: { openData: catalogue[lang] }, namespace: 'openData' });

export type OpenDataMessages = ReturnType<typeof openDataMessages>;
