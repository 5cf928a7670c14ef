import styles from './CopyLinkButton.module.css';

type Props = { label: string; copiedMessage: string; failedMessage: string };

/**
 * Copies the page address. Sent hidden: the site's script (shell/enhance/copyLink.ts) shows it
 * where JavaScript and the clipboard are available, and says the result in a notification.
 */
export function CopyLinkButton({ label, copiedMessage, failedMessage }: Props) {
  return (
    <button type="button" className={styles.button} hidden data-copy-link="" data-copied={copiedMessage} data-failed={failedMessage}>
      <span className={styles.icon} aria-hidden="true" />
      {label}
    </button>
  );
}
