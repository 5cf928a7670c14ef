/**
 * The pieces of a several-server deployment, started on one machine: Redis (Debian's
 * redis-server) for the shared page cache and counters, N app servers (the site's own server,
 * src/http-server), and nginx (Debian's) as the load balancer and micro-cache in front of them.
 * `npm run start:cluster` and the cluster tests start it through here; a real deployment puts
 * each piece on its own host with the same settings (docs/operations.md, "Several servers").
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Cluster = {
  balancer: string;
  servers: string[];
  redisUrl: string;
  /** Ends app server `index` (0-based) at once with SIGKILL, as a crashed machine would; true when it was running. */
  kill: (index: number) => boolean;
  /** Asks app server `index` to stop (SIGTERM), as a deployment does; resolves with its exit code. */
  terminate: (index: number) => Promise<number | null>;
  /** Starts app server `index` again on its port; resolves when it is ready. */
  restart: (index: number) => Promise<void>;
  /** The process id of app server `index` (a server that restarted by itself would have another). */
  pid: (index: number) => number | undefined;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  /** The balancer's port; app servers take the next ones, Redis (when started here) the one after. */
  port: number;
  appServers: number;
  /** Where Redis keeps its files and nginx its configuration, temporary files and logs. */
  workDir: string;
  /** A Redis already running; otherwise one is started. */
  redisUrl?: string;
  env?: Record<string, string | undefined>;
  /** Without nginx, the app servers alone (tests of the shared state that need no balancer). */
  balancer?: boolean;
  log?: (line: string) => void;
};

/** The first of the binaries that exists, on PATH or at Debian's place. */
export function findBinary(name: string, places: string[]): string | null {
  for (const place of places) if (existsSync(place)) return place;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export const redisServerBinary = () => findBinary('redis-server', [process.env.TEST_REDIS_SERVER ?? '', '/usr/bin/redis-server', '/usr/bin/valkey-server'].filter(Boolean));
export const nginxBinary = () => findBinary('nginx', ['/usr/sbin/nginx']);

/**
 * The balancer: spreads requests over the app servers, takes a server out for 5 s after it fails
 * and sends an idempotent request that met a dead server to the next one; keeps a public page for
 * at most 5 s (pages say `public, s-maxage=60`: the micro-cache is shorter still, so a page is
 * never more than a few seconds older than its publication) and never stores an answer that sets
 * a cookie, one that says private or no-store, or one asked for with a staff session or a draft
 * preview cookie.
 */
export function nginxConfig({ port, servers, workDir }: { port: number; servers: string[]; workDir: string }): string {
  const upstreams = servers.map((s) => `    server ${s.replace(/^https?:\/\//, '')} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Written by scripts/lib/cluster.ts; edit there.
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/client_body;
  proxy_temp_path ${workDir}/proxy_temp;
  fastcgi_temp_path ${workDir}/fastcgi_temp;
  uwsgi_temp_path ${workDir}/uwsgi_temp;
  scgi_temp_path ${workDir}/scgi_temp;
  client_max_body_size 600m;
  proxy_cache_path ${workDir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=2m use_temp_path=off;

  upstream site {
${upstreams}
    keepalive 32;
  }

  # Only an answer that says it may be shared is kept; the site marks searches, forms, the admin
  # and anything with a cookie private, no-store.
  map $upstream_http_cache_control $not_shared {
    ~*private 1;
    ~*no-store 1;
    ~*public 0;
    default 1;
  }
  # A program may ask a page for another form by Accept (a credential, JSON-LD, a signed answer;
  # features/credentials): each form is kept under a key of its own, and a browser's under the page's.
  map $http_accept $accept_form {
    ~*application/vc\\+jwt vc;
    ~*application/ld\\+json ld;
    ~*application/(jose|jwt) jose;
    ~*application/json json;
    default "";
  }
  map $http_cookie $staff_or_draft {
    ~*payload-token 1;
    ~*__prerender_bypass 1;
    default 0;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A server that cannot be reached (stopped, killed) is skipped; a 503 is passed on as it is:
      # it says the database is away, which no other server can change, and counting it as the
      # server's failure would leave nginx with no server at all and its own bare 502.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;

      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri$accept_form;
      proxy_cache_methods GET HEAD;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      proxy_cache_valid 200 301 404 5s;
      # A request with a query string (a search, a filtered list) is private by the site's rule:
      # it goes straight through, never waiting on the cache. No cache lock: with one, requests for
      # an answer that turns out private each waited its 5 s timeout in turn (found by bench:cluster).
      proxy_no_cache $not_shared $upstream_http_set_cookie $staff_or_draft $args;
      proxy_cache_bypass $staff_or_draft $args;
      # A page being refreshed is served from the cache meanwhile, by one request to the servers.
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
}

function waitForReady(child: ChildProcess, what: string, pattern: RegExp, log?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 90 s`)), 90_000);
    const watch = (chunk: Buffer) => {
      const text = chunk.toString();
      if (log) for (const line of text.split('\n').filter(Boolean)) log(`[${what}] ${line}`);
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} stopped (${code})`));
    });
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** A Redis for the site's processes: loopback only, nothing written to disk, in its own process group. */
export async function startRedis(binary: string, port: number, dir: string, log?: (line: string) => void): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await waitForReady(child, 'redis', /Ready to accept connections/, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** One app server on its port, in its own process group. */
export function startAppServer(port: number, env: NodeJS.ProcessEnv, log?: (line: string) => void): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn('node', ['--import', 'tsx', 'src/http-server/index.ts'], {
    env: { ...env, NODE_ENV: 'production', PORT: String(port), BIND_ADDRESS: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return { child, ready: waitForReady(child, `app ${port}`, /ready on/, log) };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, appServers, workDir, log } = options;
  mkdirSync(workDir, { recursive: true });
  // nginx's workers (nobody, when started as root) must reach the folders inside.
  chmodSync(workDir, 0o755);
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child);
  };
  try {
    let redisUrl = options.redisUrl ?? '';
    if (!redisUrl) {
      const binary = redisServerBinary();
      if (!binary) throw new Error('redis-server is not installed (Debian: apt-get install redis-server), and REDIS_URL names no running Redis.');
      const redis = await startRedis(binary, port + appServers + 1, workDir, log);
      children.push(redis.child);
      redisUrl = redis.url;
    }
    const env = { ...process.env, ...options.env, REDIS_URL: redisUrl, TRUSTED_PROXY_HOPS: options.balancer === false ? '0' : '1' };
    const servers: string[] = [];
    const appChildren: ChildProcess[] = [];
    const started = [];
    for (let i = 1; i <= appServers; i++) {
      const server = startAppServer(port + i, env, log);
      children.push(server.child);
      appChildren.push(server.child);
      started.push(server.ready);
      servers.push(`http://127.0.0.1:${port + i}`);
    }
    await Promise.all(started);
    let balancer = servers[0]!;
    if (options.balancer !== false) {
      const binary = nginxBinary();
      if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
      // Started as root, nginx's workers run as nobody: the folders they write must let them.
      for (const dir of ['cache', 'proxy_temp', 'client_body', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) {
        mkdirSync(path.join(workDir, dir), { recursive: true });
        chmodSync(path.join(workDir, dir), 0o777);
      }
      const conf = path.join(workDir, 'nginx.conf');
      writeFileSync(conf, nginxConfig({ port, servers, workDir }));
      const check = spawnSync(binary, ['-t', '-q', '-p', workDir, '-c', conf, '-g', 'daemon off;'], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
      const nginx = spawn(binary, ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      children.push(nginx);
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (nginx.exitCode !== null) throw new Error(`nginx stopped at start (${nginx.exitCode})`);
      balancer = `http://127.0.0.1:${port}`;
    }
    const running = (child: ChildProcess | undefined): child is ChildProcess & { pid: number } => !!child?.pid && child.exitCode === null && child.signalCode === null;
    const kill = (index: number) => {
      const child = appChildren[index];
      if (!running(child)) return false;
      process.kill(-child.pid, 'SIGKILL');
      return true;
    };
    const terminate = (index: number) => {
      const child = appChildren[index];
      if (!running(child)) return Promise.resolve(child?.exitCode ?? null);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      process.kill(child.pid, 'SIGTERM');
      return exited;
    };
    const restart = async (index: number) => {
      if (running(appChildren[index])) throw new Error(`app server ${index} is still running`);
      const server = startAppServer(port + index + 1, env, log);
      children.push(server.child);
      appChildren[index] = server.child;
      await server.ready;
    };
    return { balancer, servers, redisUrl, kill, terminate, restart, pid: (index) => appChildren[index]?.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
