'use client';

import { useTranslation } from '@payloadcms/ui';

import en from '../../../../messages/en/common.json';
import ja from '../../../../messages/ja/common.json';
import styles from './AdminGraphics.module.css';

/** The body's mark, as the public site's header draws it. */
function Mark({ size }: { size: 'large' | 'small' }) {
  return (
    <span className={size === 'large' ? styles.markLarge : styles.markSmall} aria-hidden="true">
      JAB
    </span>
  );
}

/** The sign-in and first-use pages: the body's mark and name in the admin's language, not the CMS vendor's. */
export function AdminLogo() {
  const { i18n } = useTranslation();
  const common = i18n.language === 'en' ? en : ja;
  return (
    <span className={styles.logo}>
      <Mark size="large" />
      <span className={styles.names}>
        <span className={styles.siteName}>{common.siteName}</span>
        <span>{i18n.language === 'en' ? 'Staff CMS' : 'スタッフ用管理画面'}</span>
      </span>
    </span>
  );
}

/** The mark at the top of every admin page (it links to the dashboard). */
export function AdminIcon() {
  return <Mark size="small" />;
}
