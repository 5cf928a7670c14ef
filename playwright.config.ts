import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Specs of what the browser and the page frame do (keyboard, menus, the language switch, toasts,
 * not-found pages, the weight of pages, the description's addresses, process management): the
 * same whichever database is behind them. The PostgreSQL pass of scripts/e2e.ts leaves them to
 * the SQLite pass, as it does the `@markup` sweeps; named on the command line, they run anyway.
 */
export const ENGINE_FREE_SPECS = [
  'tests/e2e/toast.spec.ts',
  'tests/e2e/menu-keyboard.spec.ts',
  'tests/e2e/language.spec.ts',
  'tests/e2e/breadcrumbs.spec.ts',
  'tests/e2e/not-found.spec.ts',
  'tests/e2e/light-pages.spec.ts',
  'tests/e2e/description.spec.ts',
  'tests/e2e/search-pages-html.spec.ts',
  'tests/e2e/workers.spec.ts',
  'tests/e2e/admin-language.spec.ts',
  'src/features/navigation/tests/menu-editor.spec.ts',
  'src/features/accessibility/tests/accessibility.spec.ts',
];

// Run by scripts/e2e.ts, which prepares a fresh database, builds and starts the site first.
export default defineConfig({
  // A feature's browser tests live in its folder (src/features/*/tests); cross-cutting ones in tests/e2e.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'tests/security/**/*.spec.ts', 'src/features/*/tests/**/*.spec.ts'],
  testIgnore: process.env.E2E_ENGINE_PASS_ONLY ? ENGINE_FREE_SPECS : [],
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
  },
});
