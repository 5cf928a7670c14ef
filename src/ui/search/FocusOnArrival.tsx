'use client';

import { useEffect } from 'react';

/**
 * After a search (a page load with conditions), focus goes to the result heading, so a screen
 * reader says the count once and a keyboard user starts at the answer. Nothing is moved when the
 * visitor has already put focus somewhere. Without JavaScript the page title carries the count.
 */
export function FocusOnArrival({ id }: { id: string }) {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
