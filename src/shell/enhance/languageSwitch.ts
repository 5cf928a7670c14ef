/**
 * The language switch is a plain link; while the other language loads, a spinner says so
 * (`[data-language-switch]`, shell/LanguageSwitch).
 */
export function enhanceLanguageSwitch(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    const status = link.parentElement?.querySelector<HTMLElement>('[data-switch-status]');
    if (!status) continue;
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const spinner = root.createElement('span');
      spinner.className = status.dataset.spinnerClass ?? '';
      spinner.setAttribute('aria-hidden', 'true');
      const text = root.createElement('span');
      text.className = 'visually-hidden';
      text.textContent = status.dataset.switching ?? '';
      status.replaceChildren(spinner, text);
    });
  }
}
