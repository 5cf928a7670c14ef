'use client';

import { useSyncExternalStore } from 'react';

import { useToast } from '@/ui/Toast';

import styles from './CopyLinkButton.module.css';

type Props = { label: string; copiedMessage: string; failedMessage: string };

const subscribe = () => () => {};

/** Copies the page address; rendered only where JavaScript and the clipboard are available. */
export function CopyLinkButton({ label, copiedMessage, failedMessage }: Props) {
  const canCopy = useSyncExternalStore(
    subscribe,
    () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard),
    () => false,
  );
  const toast = useToast();
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(window.location.href);
          toast({ kind: 'success', message: copiedMessage });
        } catch {
          toast({ kind: 'error', message: failedMessage });
        }
      }}
    >
      <span className={styles.icon} aria-hidden="true" />
      {label}
    </button>
  );
}
