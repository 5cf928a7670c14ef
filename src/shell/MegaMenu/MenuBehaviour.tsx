'use client';

import { useEffect } from 'react';

/**
 * Adds what native <details> lacks to the menu rendered on the server: one column open at a
 * time, Escape closes (and returns focus), a click outside closes, and a column closes when the
 * keyboard focus leaves it (an open panel would otherwise cover the links focus moves to).
 * Renders nothing.
 */
export function MenuBehaviour({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    if (!nav) return;
    const columnDetails = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[data-menu-column]'));

    // On the click that opens a column (Enter and Space on a summary click it too), before it
    // opens: `toggle` events arrive later, and a late one would close a column opened after it.
    const onClick = (event: MouseEvent) => {
      const details = (event.target as Element).closest('summary')?.parentElement;
      if (!details?.matches('details[data-menu-column]') || (details as HTMLDetailsElement).open) return;
      for (const other of columnDetails()) if (other !== details) other.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = columnDetails().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector('summary')?.focus();
        return;
      }
      const root = nav.querySelector<HTMLDetailsElement>('details[data-menu-root]');
      const rootSummary = root?.querySelector('summary');
      if (root?.open && rootSummary && getComputedStyle(rootSummary).display !== 'none') {
        root.open = false;
        rootSummary.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (nav.contains(event.target as Node)) return;
      for (const d of columnDetails()) d.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const column = (event.target as Element).closest<HTMLDetailsElement>('details[data-menu-column]');
      if (column?.open && !column.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) column.open = false;
    };
    nav.addEventListener('click', onClick);
    nav.addEventListener('focusout', onFocusOut);
    nav.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('focusout', onFocusOut);
      nav.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [navId]);
  return null;
}
