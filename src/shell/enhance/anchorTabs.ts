import { tabKeyTarget } from '@/ui/tabKeys';

/**
 * Sections that become tabs (`[data-anchor-tabs]`, ui/AnchorTabs). The server sends a list of
 * links and every section under its own heading, each addressable (`#directors`), so without
 * this the page is whole. Here the links become a WAI-ARIA tablist (arrow keys, Home, End); the
 * address's `#` chooses a tab and choosing one puts it in the address.
 */
export function enhanceAnchorTabs(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-anchor-tabs]')) enhance(root, container);
}

function enhance(root: Document, container: HTMLElement): void {
  const toc = container.querySelector<HTMLElement>('nav[data-anchor-toc]');
  const sections = Array.from(container.querySelectorAll<HTMLElement>(':scope > section[id]'));
  if (!toc || sections.length === 0) return;
  const { listClass = '', tabClass = '' } = container.dataset;

  const list = root.createElement('div');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', toc.getAttribute('aria-label') ?? '');
  list.className = listClass;
  const tabs = sections.map((section) => {
    const heading = section.querySelector<HTMLElement>(':scope > h2, :scope > h3');
    const tab = root.createElement('a');
    tab.id = `tab-${section.id}`;
    tab.href = `#${section.id}`;
    tab.className = tabClass;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', section.id);
    tab.textContent = heading?.textContent ?? section.id;
    heading?.classList.add('visually-hidden');
    section.setAttribute('role', 'tabpanel');
    section.setAttribute('aria-labelledby', tab.id);
    section.tabIndex = 0;
    list.append(tab);
    return tab;
  });
  toc.replaceWith(list);
  container.dataset.enhanced = '';

  const show = (index: number) =>
    sections.forEach((section, i) => {
      section.hidden = i !== index;
      tabs[i]!.setAttribute('aria-selected', String(i === index));
      tabs[i]!.tabIndex = i === index ? 0 : -1;
    });
  const fromAddress = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return Math.max(
      0,
      sections.findIndex((s) => s.id === id),
    );
  };
  const choose = (index: number, focus: boolean) => {
    window.history.replaceState(null, '', `#${sections[index]!.id}`);
    show(index);
    if (focus) tabs[index]!.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      choose(index, false);
    });
    tab.addEventListener('keydown', (event) => {
      const next = tabKeyTarget(event.key, index, tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      choose(next, true);
    });
  });
  window.addEventListener('hashchange', () => show(fromAddress()));
  show(fromAddress());
}
