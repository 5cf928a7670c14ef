import { availableParallelism } from 'node:os';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; a feature's integration tests (`*.int.test.ts`) in its tests/
// folder; cross-cutting ones in tests/int.
const include = ['src/**/*.test.{ts,tsx}', 'tests/int/**/*.test.{ts,tsx}'];

// The integration tests that start Payload on the default database (startTestPayload) run a
// second time on PostgreSQL when a server is given (TEST_POSTGRES_URL, set by .ci/run), so the
// whole integration suite runs on both engines. Suites already written for both engines
// (`*.sqlite.*` beside `*.postgres.*`) and tests of the SQLite file itself are not repeated.
const onPostgresToo = [
  'src/features/accredited-bodies/tests/accredited-bodies.int.test.ts',
  'src/features/accredited-bodies/tests/import-check.int.test.ts',
  'src/features/cms-pages/tests/pages.int.test.ts',
  'src/features/credentials/tests/credentials.int.test.ts',
  'src/features/forms/tests/forms.int.test.ts',
  'src/features/forms/tests/mail-drain.int.test.ts',
  'src/features/navigation/tests/menu.int.test.ts',
  'src/features/news/tests/publishing.int.test.ts',
  'src/features/open-data/tests/changes.int.test.ts',
  'src/features/open-data/tests/open-data.int.test.ts',
  'src/features/open-data/tests/snapshots.int.test.ts',
  'src/features/verification/tests/history.int.test.ts',
  'src/features/verification/tests/corrections.int.test.ts',
  'tests/int/admin-dates.test.ts',
  'tests/int/seed.test.ts',
  'tests/int/staff-sign-in.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      '@tests': path.resolve(import.meta.dirname, 'tests'),
      // `server-only` throws outside React Server Components; tests run those modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests share one Payload instance per file; files run in separate workers.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Every core runs one:
    // on two cores the suite is bound by the CPU (876 s for 136 files, against 877 s for 123 files
    // in one worker), and on a machine with more cores it is that much shorter.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'sqlite', include } },
      ...(process.env.TEST_POSTGRES_URL ? [{ extends: true, test: { name: 'postgres', include: onPostgresToo, env: { TEST_DATABASE: 'postgres' } } }] : []),
    ],
  },
});
