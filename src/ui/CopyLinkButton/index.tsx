import styles from './CopyLinkButton.module.css';

type Props = { label: string; copiedMessage: string; failedMessage: string };

/**
 * Copies the page address. Sent invisible but holding its place, so nothing moves when the site's
 * script (shell/enhance/copyLink.ts) shows it, where JavaScript and the clipboard are available;
 * the result is said in a notification.
 */
export function CopyLinkButton({ label, copiedMessage, failedMessage }: Props) {
  return (
    <button type="button" className={styles.button} data-copy-link="" data-copied={copiedMessage} data-failed={failedMessage}>
      <span className={styles.icon} aria-hidden="true" />
      {label}
    </button>
  );
}
