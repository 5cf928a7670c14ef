/**
 * After a search (a page load with conditions), focus goes to the result heading, so a screen
 * reader says the count once and a keyboard user starts at the answer: this marks the heading for
 * the site's script (shell/enhance/focus.ts), which moves nothing when the visitor has already put
 * focus somewhere. Without JavaScript the page title carries the count.
 */
export function FocusOnArrival({ id }: { id: string }) {
  return <span hidden data-focus-on-arrival={id} />;
}
