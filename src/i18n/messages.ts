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
  'data',
  'accessibility',
  'serverError',
  'verification',
  'coverage',
  'imports',
  'requests',
  'alerts',
  'credentials',
] as const;
export type Namespace = (typeof namespaces)[number];

export type Messages = Record<Namespace, Record<string, unknown>>;

const loaded = new Map<Locale, Promise<Messages>>();

/** Every message of a language, read once per process (the files are part of the build). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

async function readMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
