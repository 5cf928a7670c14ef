'use client';

import { useFormStatus } from 'react-dom';

import styles from './Form.module.css';

/** The final "send" button: disabled while the post is on its way, so a second click does nothing. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.primary} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
