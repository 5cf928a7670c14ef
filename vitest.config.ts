import path from 'node:path';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      '@tests': path.resolve(import.meta.dirname, 'tests'),
      // `server-only` throws outside React Server Components; tests run those modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    // Unit tests sit beside the code; a feature's integration tests (`*.int.test.ts`) in its
    // tests/ folder; cross-cutting ones in tests/int.
    include: ['src/**/*.test.{ts,tsx}', 'tests/int/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests share one Payload instance per file; files run in separate workers.
    pool: 'forks',
  },
});
