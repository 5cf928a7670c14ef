/**
 * Adds what native <details> lacks to the header menu: one column open at a time, Escape closes
 * (and returns focus), a click outside closes, and a column closes when the keyboard focus leaves
 * it (an open panel would otherwise cover the links focus moves to).
 */
export function enhanceMenus(root: Document): void {
  for (const nav of root.querySelectorAll<HTMLElement>('nav[data-menu]')) enhanceMenu(root, nav);
}

function enhanceMenu(root: Document, nav: HTMLElement): void {
  const columns = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[data-menu-column]'));

  // On the click that opens a column (Enter and Space on a summary click it too), before it
  // opens: `toggle` events arrive later, and a late one would close a column opened after it.
  nav.addEventListener('click', (event) => {
    const details = (event.target as Element).closest('summary')?.parentElement;
    if (!details?.matches('details[data-menu-column]') || (details as HTMLDetailsElement).open) return;
    for (const other of columns()) if (other !== details) other.open = false;
  });
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = columns().find((d) => d.open);
    if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
      return;
    }
    const menu = nav.querySelector<HTMLDetailsElement>('details[data-menu-root]');
    const summary = menu?.querySelector('summary');
    if (menu?.open && summary && getComputedStyle(summary).display !== 'none') {
      menu.open = false;
      summary.focus();
    }
  });
  nav.addEventListener('focusout', (event) => {
    const column = (event.target as Element).closest<HTMLDetailsElement>('details[data-menu-column]');
    if (column?.open && event.relatedTarget !== null && !column.contains(event.relatedTarget as Node)) column.open = false;
  });
  root.addEventListener('pointerdown', (event) => {
    if (nav.contains(event.target as Node)) return;
    for (const d of columns()) d.open = false;
  });
}
