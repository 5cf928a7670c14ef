/**
 * The send buttons of the forms (`button[data-pending-label]`): once the form is on its way the
 * button is disabled and says so, so a second click sends nothing twice.
 */
export function enhanceForms(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form')) {
    const button = form.querySelector<HTMLButtonElement>('button[data-pending-label]');
    if (!button) continue;
    const label = button.textContent;
    // Back to this page from the browser's history: the form can be sent again.
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      button.disabled = false;
      button.removeAttribute('aria-disabled');
      button.textContent = label;
    });
    form.addEventListener('submit', () => {
      // After this turn: a button disabled before the form is read would leave its own value out.
      setTimeout(() => {
        button.disabled = true;
        button.setAttribute('aria-disabled', 'true');
        button.textContent = button.dataset.pendingLabel!;
      });
    });
  }
}
