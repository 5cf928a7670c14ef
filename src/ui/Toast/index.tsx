import styles from './Toast.module.css';

/**
 * The page's live region for notifications, rendered empty so that a message added later is
 * announced, and the markup of one message as a <template>. The site's script
 * (shell/enhance/toast.ts) shows a message there for 4.5 seconds, held while the pointer or the
 * keyboard focus is on it.
 */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  return (
    <>
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="false" data-toasts="" />
      <template data-toast="">
        <div className={styles.toast} data-toast-item="">
          <div className={styles.text}>
            <p className={styles.message} data-toast-message="" />
          </div>
          <button type="button" className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </template>
    </>
  );
}
