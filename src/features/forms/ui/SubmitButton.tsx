import styles from './Form.module.css';

/**
 * The final "send" button: the site's script (shell/enhance/forms.ts) disables it once the post
 * is on its way, so a second click sends nothing twice.
 */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  return (
    <button type="submit" className={styles.primary} data-pending-label={pendingLabel}>
      {label}
    </button>
  );
}
