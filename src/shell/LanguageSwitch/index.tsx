import styles from './LanguageSwitch.module.css';

type Props = {
  /** The address of this page in the other language (or that language's home page). */
  href: string;
  /** The other language's code, for `hreflang` and `lang`. */
  targetLocale: string;
  /** The other language's own name: 日本語 or English. */
  targetName: string;
  /** "言語 / Language": readable by both a Japanese and an English reader. */
  label: string;
  /** Announced while the other language loads. */
  switchingLabel: string;
};

/** "言語 / Language" with each half in its own language, so each is read out in the right voice. */
function LabelInBothLanguages({ label }: { label: string }) {
  const [first = label, second] = label.split(' / ');
  if (!second) return <>{label}</>;
  const langOf = (text: string) => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? 'ja' : 'en');
  return (
    <>
      <span lang={langOf(first)}>{first}</span> / <span lang={langOf(second)}>{second}</span>
    </>
  );
}

/** A plain link; the site's script (shell/enhance/languageSwitch.ts) shows a spinner while the page loads. */
export function LanguageSwitch({ href, targetLocale, targetName, label, switchingLabel }: Props) {
  return (
    <div className={styles.switch}>
      <span className={styles.globe} aria-hidden="true" />
      <span className={styles.label}>
        <LabelInBothLanguages label={label} />:
      </span>{' '}
      <a href={href} hrefLang={targetLocale} lang={targetLocale} className={styles.link} data-language-switch="">
        {targetName}
      </a>
      <span role="status" className={styles.status} data-switch-status="" data-switching={switchingLabel} data-spinner-class={styles.spinner} />
    </div>
  );
}
