/** How long a notification stays on screen, from the description. */
export const TOAST_DURATION_MS = 4500;

export type ToastKind = 'info' | 'success' | 'error';

/**
 * Shows a notification for 4.5 seconds in the page's live region (`[data-toasts]`, ui/Toast),
 * which the server renders empty so that additions are announced. While the pointer or the
 * keyboard focus is on a message it stays (WCAG 2.2.1); its time starts again when they leave.
 * The message's markup is the region's <template>, rendered with the site's styles.
 */
export function toaster(root: Document): ((kind: ToastKind, message: string) => void) | null {
  const region = root.querySelector<HTMLElement>('[data-toasts]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-toast]');
  if (!region || !template) return null;
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

  const dismiss = (toast: HTMLElement) => {
    clearTimeout(timers.get(toast));
    timers.delete(toast);
    toast.remove();
  };
  const schedule = (toast: HTMLElement) =>
    timers.set(
      toast,
      setTimeout(() => dismiss(toast), TOAST_DURATION_MS),
    );
  const hold = () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
  const release = () => {
    for (const toast of region.querySelectorAll<HTMLElement>('[data-toast-item]')) if (!timers.has(toast)) schedule(toast);
  };
  region.addEventListener('mouseenter', hold);
  region.addEventListener('mouseleave', release);
  region.addEventListener('focusin', hold);
  region.addEventListener('focusout', (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) release();
  });

  return (kind, message) => {
    const toast = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    toast.dataset.kind = kind;
    toast.querySelector('[data-toast-message]')!.textContent = message;
    toast.querySelector('button')?.addEventListener('click', () => dismiss(toast));
    region.append(toast);
    schedule(toast);
  };
}
