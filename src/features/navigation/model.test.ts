import { describe, expect, it } from 'vitest';

import { ADDRESSES } from '@/i18n/addresses';

import { screenLabels } from './screens';
import { breadcrumbTrail, indexByHref, menuForLocale, type NavItem, pathPrefixes, type ResolvedSiteTree } from './model';
import { defaultSiteTree } from './tree';
import type { SiteNode } from './types';

const item = (href: string, label: string, inEnglishMenu: boolean, children: NavItem[] = []): NavItem => ({
  href,
  label,
  inEnglishMenu,
  children,
});

const tree: ResolvedSiteTree = {
  columns: [
    { heading: 'Services', items: [item('/service', 'Services', true, [item('/service/product', 'Product', true)])] },
    { heading: 'Information', items: [item('/recruit', 'Recruitment', false)] },
    { heading: 'About', items: [item('/about', 'About', true, [item('/about/basic', 'Basic', true), item('/about/basic/holiday', 'Holidays', false)])] },
  ],
  footer: [item('/privacy', 'Privacy', true), item('/link', 'Links', false)],
};

describe('menuForLocale', () => {
  it('shows every entry in Japanese', () => {
    expect(menuForLocale(tree, 'ja')).toBe(tree);
  });

  it('keeps only the English selection, dropping columns left empty', () => {
    const en = menuForLocale(tree, 'en');
    expect(en.columns.map((c) => c.heading)).toEqual(['Services', 'About']);
    expect(en.columns[1]?.items[0]?.children.map((c) => c.href)).toEqual(['/about/basic']);
    expect(en.footer.map((f) => f.href)).toEqual(['/privacy']);
  });
});

describe('breadcrumbTrail', () => {
  it('derives every ancestor from the site tree', () => {
    expect(breadcrumbTrail({ path: '/about/basic', currentLabel: 'Basic information', homeLabel: 'Home', tree })).toEqual([
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About' },
      { href: '/about/basic', label: 'Basic information' },
    ]);
  });

  it('prefers a CMS page title over the menu label and skips addresses nothing names', () => {
    const trail = breadcrumbTrail({
      path: '/about/nowhere/deep',
      currentLabel: 'Deep page',
      homeLabel: 'Home',
      tree,
      pageTitles: new Map([['/about', 'About the Board']]),
    });
    expect(trail.map((c) => c.label)).toEqual(['Home', 'About the Board', 'Deep page']);
  });

  it("names an ancestor the menu leaves out by its feature's screen, as a new list's item page has it", () => {
    const trail = breadcrumbTrail({
      path: '/bulletins/first',
      currentLabel: 'The first bulletin',
      homeLabel: 'Home',
      tree,
      screenLabels: new Map([['/bulletins', 'Bulletins']]),
    });
    expect(trail).toEqual([
      { href: '/', label: 'Home' },
      { href: '/bulletins', label: 'Bulletins' },
      { href: '/bulletins/first', label: 'The first bulletin' },
    ]);
  });

  it('takes the screens from what the features declare, in each language', () => {
    expect(screenLabels('ja').get(ADDRESSES.news)).toBe('お知らせ');
    expect(screenLabels('en').get(ADDRESSES.certifiedOrganisations)).toBe('Search certified organisations');
  });

  it('is only the home crumb on the home page', () => {
    expect(breadcrumbTrail({ path: '/', currentLabel: 'Home', homeLabel: 'Home', tree })).toEqual([{ href: '/', label: 'Home' }]);
  });
});

describe('pathPrefixes', () => {
  it('lists each ancestor address', () => {
    expect(pathPrefixes('/about/basic/charter')).toEqual(['/about', '/about/basic', '/about/basic/charter']);
  });
});

describe('the default site tree', () => {
  const all: SiteNode[] = [];
  const walk = (nodes: SiteNode[] | undefined) => nodes?.forEach((n) => (all.push(n), walk(n.children)));
  defaultSiteTree.columns.forEach((c) => walk(c.sections));
  walk(defaultSiteTree.footer);

  it('has the three columns of the description', () => {
    expect(defaultSiteTree.columns).toHaveLength(3);
    const hrefs = defaultSiteTree.columns.map((c) => c.sections.map((s) => s.href));
    expect(hrefs[0]).toEqual(expect.arrayContaining(['/service', '/accreditation']));
    expect(hrefs[1]).toEqual(
      expect.arrayContaining(['/certification_institutions', '/cert_reports', '/ms_certifications/list', '/about/publicity', '/news', '/public_comments', '/recruit']),
    );
    expect(hrefs[2]).toEqual(expect.arrayContaining(['/about', '/inquiry']));
  });

  it('names each address once, as a clean locale-less path, in both languages', () => {
    const hrefs = all.map((n) => n.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const node of all) {
      expect(node.href).toMatch(/^\/[A-Za-z0-9_/-]*[A-Za-z0-9_-]$/);
      expect(node.label.ja.trim()).not.toBe('');
      expect(node.label.en.trim()).not.toBe('');
    }
  });

  it('gives the English menu a shorter, connected selection', () => {
    const english = all.filter((n) => n.inEnglishMenu);
    expect(english.length).toBeGreaterThan(5);
    expect(english.length).toBeLessThan(all.length);
    const check = (nodes: SiteNode[] | undefined, parentIn: boolean) =>
      nodes?.forEach((n) => {
        if (n.inEnglishMenu) expect(parentIn).toBe(true);
        check(n.children, Boolean(n.inEnglishMenu));
      });
    defaultSiteTree.columns.forEach((c) => check(c.sections, true));
  });

  it('indexes every entry by path for breadcrumbs', () => {
    const resolved: ResolvedSiteTree = {
      columns: defaultSiteTree.columns.map((c) => ({
        heading: c.heading.ja,
        items: c.sections.map(function toItem(n: SiteNode): NavItem {
          return item(n.href, n.label.ja, Boolean(n.inEnglishMenu), (n.children ?? []).map(toItem));
        }),
      })),
      footer: [],
    };
    expect(indexByHref(resolved).get('/about/basic/charter')?.label).toBeTruthy();
  });
});
