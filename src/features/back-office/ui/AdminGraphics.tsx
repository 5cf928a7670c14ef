'use client';

import { useTranslation } from '@payloadcms/ui';

import { BodyLogo, BodyMark } from './BodyLogo';

/** The sign-in and first-use pages: the body's mark and name in the admin's language, not the CMS vendor's. */
export function AdminLogo() {
  const { i18n } = useTranslation();
  return <BodyLogo language={i18n.language === 'en' ? 'en' : 'ja'} />;
}

/** The mark at the top of every admin page (it links to the dashboard). */
export function AdminIcon() {
  return <BodyMark size="small" />;
}
