/**
 * One value per process, whichever copy of a module asks for it. Next loads the app's server
 * code, the instrumentation and the site's own server as bundles of their own, each with its own
 * copy of a module; state all of them must share (the shutdown hooks, the mail a server holds,
 * the sign-in turns) lives on `globalThis` under a registered symbol, made by the first to ask.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`accreditation-site.${name}`);
  const known: T | undefined = Reflect.get(globalThis, key);
  if (known !== undefined) return known;
  const made = make();
  Reflect.set(globalThis, key, made);
  return made;
}
