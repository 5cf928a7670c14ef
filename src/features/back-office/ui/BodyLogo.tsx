import en from '../../../../messages/en/common.json';
import ja from '../../../../messages/ja/common.json';
import styles from './AdminGraphics.module.css';

/** The body's mark, as the public site's header draws it. */
export function BodyMark({ size }: { size: 'large' | 'small' }) {
  return (
    <span className={size === 'large' ? styles.markLarge : styles.markSmall} aria-hidden="true">
      JAB
    </span>
  );
}

/** The body's mark and name with "staff CMS", in one language: /admin's sign-in and first-use pages, and the site's own sign-in page. */
export function BodyLogo({ language }: { language: 'ja' | 'en' }) {
  const common = language === 'en' ? en : ja;
  return (
    <span className={styles.logo}>
      <BodyMark size="large" />
      <span className={styles.names}>
        <span className={styles.siteName}>{common.siteName}</span>
        <span>{language === 'en' ? 'Staff CMS' : 'スタッフ用管理画面'}</span>
      </span>
    </span>
  );
}
