/**
 * After a search (a page load with conditions), focus goes to the answer's heading
 * (`[data-focus-on-arrival]`), so a screen reader says the count once and a keyboard user starts
 * at the answer; on a form page sent back with errors, to the error summary. Nothing is moved when
 * the visitor has already put focus somewhere.
 */
export function focusOnArrival(root: Document): void {
  const active = root.activeElement;
  if (active && active !== root.body && active !== root.documentElement) return;
  const marker = root.querySelector<HTMLElement>('[data-focus-on-arrival]');
  const target = marker?.dataset.focusOnArrival ? root.getElementById(marker.dataset.focusOnArrival) : root.querySelector<HTMLElement>('[data-error-summary]');
  target?.focus();
}
