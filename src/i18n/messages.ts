import type { Locale } from './routing';

/** Every namespace file under messages/{locale}/. Adding a file means adding its name here. */
export const namespaces = [
  'common',
  'navigation',
  'notFound',
  'pagination',
  'toast',
  'home',
  'search',
  'forms',
  'bodies',
  'reports',
  'certified',
  'counts',
  'information',
  'about',
  'openData',
  'accessibility',
  'serverError',
  'verification',
] as const;
export type Namespace = (typeof namespaces)[number];

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
