import { routesFeatures } from '@/features/routes.registry';
import type { LocalizedText } from '@/platform/localized';

/**
 * The site's own screens that are not CMS pages: the information lists, the two searches and what
 * hangs off them, the forms and the site search. A menu entry links to one of these by choosing it
 * from this list (or to a CMS page by choosing the page); a typed address is only for another site.
 * A feature offers an address to the menu editor by naming it (`screen`) in its `routes.ts`; the
 * list is in the order of src/features/features.ts.
 */
export const SCREENS: readonly { path: string; label: LocalizedText }[] = routesFeatures.flatMap((f) =>
  f.routes.flatMap((route) => (route.screen ? [{ path: route.path, label: route.screen }] : [])),
);

const BY_PATH: ReadonlyMap<string, { path: string; label: LocalizedText }> = new Map(SCREENS.map((s) => [s.path, s]));

/** The screen at this address, if the site has one. */
export function screenAt(path: string): { path: string; label: LocalizedText } | undefined {
  return BY_PATH.get(path);
}

const LABELS = { ja: new Map(SCREENS.map((s) => [s.path, s.label.ja])), en: new Map(SCREENS.map((s) => [s.path, s.label.en])) } as const;

/** Every screen's name in one language, by its address (built once, read by every page's breadcrumbs). */
export const screenLabels = (locale: 'ja' | 'en'): ReadonlyMap<string, string> => LABELS[locale];
