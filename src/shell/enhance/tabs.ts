import { tabKeyTarget } from '@/ui/tabKeys';

/**
 * Tabs whose tabs are links to their own addresses (`[data-tabs]`, ui/Tabs). The server sends
 * every panel, all but the chosen one hidden, so without this a tab is a page. Here they become
 * the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs, choosing one shows its
 * panel at once and puts its address in the location bar.
 */
export function enhanceTabs(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) enhance(container);
}

function enhance(container: HTMLElement): void {
  const list = container.querySelector<HTMLElement>('[data-tab-list]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLAnchorElement>('a[data-tab]'));
  const panelOf = (tab: HTMLAnchorElement) => container.querySelector<HTMLElement>(`#${CSS.escape(tab.dataset.tab!)}`);
  if (tabs.length === 0 || tabs.some((tab) => !panelOf(tab))) return;

  // The list's name moves from the hidden text read without this script to the tablist's label.
  const name = list.querySelector<HTMLElement>('[data-tab-list-name]');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', name?.textContent ?? '');
  name?.remove();

  const select = (chosen: HTMLAnchorElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.toggleAttribute('data-selected', selected);
      panelOf(tab)!.hidden = !selected;
    }
    const href = chosen.getAttribute('href')!;
    if (window.location.pathname !== href) window.history.replaceState(null, '', href + window.location.search);
    if (focus) chosen.focus();
  };

  tabs.forEach((tab, index) => {
    const panel = panelOf(tab)!;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    tab.removeAttribute('aria-current');
    tab.setAttribute('aria-selected', String(!panel.hidden));
    tab.tabIndex = panel.hidden ? -1 : 0;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      select(tab, false);
    });
    tab.addEventListener('keydown', (event) => {
      const next = tabKeyTarget(event.key, index, tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[next]!, true);
    });
  });
}
