import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Run by scripts/e2e.ts, which prepares a fresh database, builds and starts the site first.
export default defineConfig({
  // A feature's browser tests live in its folder (src/features/*/tests); cross-cutting ones in tests/e2e.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'tests/security/**/*.spec.ts', 'src/features/*/tests/**/*.spec.ts'],
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
