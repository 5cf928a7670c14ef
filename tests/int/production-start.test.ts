import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Starts the site's server as production on a public address; resolves with its exit code and what it printed. */
function start(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', 'src/http-server/index.ts'], {
      env: { ...process.env, PAYLOAD_SECRET: undefined, SITE_URL: undefined, CREDENTIAL_SIGNING_KEYS: undefined, ...env, NODE_ENV: 'production', BIND_ADDRESS: '0.0.0.0', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A database with a staff table and no staff account in it. */
async function emptyStaffDatabase(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prod-start-'));
  dirs.push(dir);
  const url = `file:${path.join(dir, 'site.db')}`;
  const client = createClient({ url });
  await client.execute('CREATE TABLE users (id integer primary key, email text)');
  client.close();
  return url;
}

describe('a production start on a public address', () => {
  it('refuses without a staff account, so no one can claim the first one at /admin', async () => {
    const { code, output } = await start({ DATABASE_URL: await emptyStaffDatabase(), SITE_URL: 'https://www.example.invalid', PAYLOAD_SECRET: 'x'.repeat(40) });
    expect(code).toBe(1);
    expect(output).toContain('No staff account exists');
    expect(output).not.toContain('ready on');
  }, 40_000);

  it('refuses without SITE_URL, its own PAYLOAD_SECRET and its signing keys, and says what to set', async () => {
    const { code, output } = await start({ DATABASE_URL: await emptyStaffDatabase() });
    expect(code).toBe(1);
    expect(output).toContain('SITE_URL is not set');
    expect(output).toContain('PAYLOAD_SECRET is not set');
    // Credentials must be checkable for years: a throwaway key made on the server would not be.
    expect(output).toContain('CREDENTIAL_SIGNING_KEYS is not set');
  }, 40_000);

  it('refuses a signing key without its private part, which could sign nothing', async () => {
    const publicOnly = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' };
    const { code, output } = await start({ DATABASE_URL: await emptyStaffDatabase(), CREDENTIAL_SIGNING_KEYS: JSON.stringify([publicOnly]) });
    expect(code).toBe(1);
    expect(output).toContain('CREDENTIAL_SIGNING_KEYS[0] is the signing key and must hold its private part');
  }, 40_000);
});
