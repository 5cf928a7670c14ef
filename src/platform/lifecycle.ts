/**
 * What a server must do before it stops (hand back the mail it holds, stop its timers), run by
 * the site's server on SIGTERM after it has stopped taking requests (src/http-server/index.ts).
 *
 * The list is one per process (./processWide.ts): Next loads the instrumentation and the app's
 * server code as bundles of their own, each with its own copy of this module, and the server's own
 * code is a third; all of them must see one list.
 */
import { processWide } from './processWide';

type Hook = { name: string; run: () => Promise<void> };
type Lifecycle = { hooks: Hook[]; stopping: boolean };

const state = () => processWide<Lifecycle>('lifecycle', () => ({ hooks: [], stopping: false }));

/** Registers what to do before this process stops. */
export function onShutdown(name: string, run: () => Promise<void>): void {
  state().hooks.push({ name, run });
}

/** True once the process has begun to stop: nothing new (a message to send, a job) should start. */
export function isStopping(): boolean {
  return state().stopping;
}

/** Marks the process as stopping and runs every hook, each for at most `timeoutMs`; a failure or a late hook is logged, never thrown. */
export async function runShutdownHooks(timeoutMs: number): Promise<void> {
  const lifecycle = state();
  lifecycle.stopping = true;
  await Promise.all(
    lifecycle.hooks.map(async (hook) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      try {
        if ((await Promise.race([hook.run().then(() => 'done' as const), late])) === 'late') console.warn(`Shutdown: ${hook.name} did not finish within ${timeoutMs / 1000} s.`);
      } catch (error) {
        console.error(`Shutdown: ${hook.name} failed:`, error);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
