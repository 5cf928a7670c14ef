import { toaster } from './toast';

/**
 * The "copy this page's link" buttons (`[data-copy-link]`, ui/CopyLinkButton): sent invisible,
 * holding their place, and shown only where the clipboard can be written; the result is said in a notification.
 */
export function enhanceCopyLinks(root: Document): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[data-copy-link]');
  if (buttons.length === 0 || !navigator.clipboard) return;
  const show = toaster(root);
  for (const button of buttons) {
    button.dataset.ready = '';
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(window.location.href);
        show?.('success', button.dataset.copied ?? '');
      } catch {
        show?.('error', button.dataset.failed ?? '');
      }
    });
  }
}
