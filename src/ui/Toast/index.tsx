'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import styles from './Toast.module.css';

/** How long a notification stays on screen, from the description. */
export const TOAST_DURATION_MS = 4500;

export type ToastKind = 'info' | 'success' | 'error';
type ToastMessage = { id: number; kind: ToastKind; message: string; description?: string };

const ToastContext = createContext<((toast: Omit<ToastMessage, 'id'>) => void) | null>(null);

/** Shows a notification for 4.5 seconds in a live region, so screen readers announce it. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (toast: Omit<ToastMessage, 'id'>) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  // While the pointer or the keyboard focus is on a message it stays (WCAG 2.2.1): its time
  // starts again when they leave.
  const hold = useCallback(() => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
  }, []);
  const shown = useRef<ToastMessage[]>([]);
  useEffect(() => {
    shown.current = toasts;
  }, [toasts]);
  const release = useCallback(() => {
    for (const toast of shown.current)
      if (!timers.current.has(toast.id))
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS),
        );
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* The live region exists before any message, so additions are announced. */}
      <div
        className={styles.region}
        role="status"
        aria-live="polite"
        aria-atomic="false"
        onMouseEnter={hold}
        onMouseLeave={release}
        onFocus={hold}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) release();
        }}
      >
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
            <div className={styles.text}>
              <p className={styles.message}>{toast.message}</p>
              {toast.description && <p className={styles.description}>{toast.description}</p>}
            </div>
            <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
