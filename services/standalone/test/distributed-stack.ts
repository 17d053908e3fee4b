import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../src/free-port.js';
import { readMailbox } from './mailbox-reader.js';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** The services of the distributed run, each its own process (docker-compose.yml), gateway last. */
export const SERVICES = [
  'identity',
  'catalogue',
  'cart',
  'trade',
  'messaging',
  'notifications',
  'analytics',
  'audit',
] as const;
export type ServiceName = (typeof SERVICES)[number] | 'gateway';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From SIGTERM to exit; undefined when the process ended without being asked to. */
  ms?: number;
}

/** One service's process, its output going to a log file of its own. */
export interface ServiceProcess {
  child: ChildProcess;
  log: string;
  exited: Promise<Exit>;
  termAt?: number;
}
type Proc = ServiceProcess;

export interface StackOptions {
  databaseUrl: string;
  kafkaBrokers: string[];
  /** With a database number of the stack's own (redis://host:port/N): keys never meet another run's. */
  redisUrl: string;
  kafkaIdempotent: boolean;
  logLevel?: string;
  bootTimeoutMs?: number;
}

export interface DistributedStack {
  /** The gateway's base URL. */
  url: string;
  dir: string;
  api(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Waits for notifications' dev mailbox to hold a message to `to` whose header matches `subject`. */
  mail(to: string, subject: RegExp, timeoutMs?: number): Promise<string>;
  /** The admin CLI of the distributed run (as docker-compose.yml's comment), against the stack's database. */
  createAdmin(email: string, password: string): Promise<string>;
  /** The last lines of a service's log, for a failure message. */
  logTail(name: ServiceName, lines?: number): Promise<string>;
  /** Every log's tail, each under its name. */
  logTails(lines?: number): Promise<string>;
  /** The spans every process exported so far (OTLP to the stack's receiver), of one trace if given. */
  spans(traceId?: string): ReceivedSpan[];
  /** SIGTERM to every process, SIGKILL to those still running after `graceMs`; how each ended. */
  stop(graceMs?: number): Promise<Record<ServiceName, Exit>>;
}

/** Builds the services when a dist entry point is missing (a fresh checkout). */
export async function ensureBuilt(): Promise<void> {
  const entries = [...SERVICES, 'gateway', 'standalone'].map((s) => join(ROOT, 'services', s, 'dist'));
  if (entries.every((d) => existsSync(join(d, 'main.js')))) return;
  await run(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });
}

/** A 32-byte key as the *_KEY settings take it: each run its own, never a checked-in one. */
const key = () => randomBytes(32).toString('base64');

/**
 * Applies every service's migrations with the migration job's CLI, then starts each service and
 * the gateway as `node services/<name>/dist/main.js` on free ports, all at once, and waits until
 * the gateway reports every service ready. Services do not migrate on start (DB_MIGRATE_ON_START
 * false), as in docker-compose.yml.
 */
export async function startDistributedStack(options: StackOptions): Promise<DistributedStack> {
  const dir = await mkdtemp(join(tmpdir(), 'sokoni-distributed-'));
  // Every process exports its spans here, as to a collector: the walk checks one trace across them.
  const traces = await startOtlpReceiver();
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    DATABASE_URL: options.databaseUrl,
    DB_MIGRATE_ON_START: 'false',
    DB_POOL_MAX: '4',
    KAFKA_BROKERS: options.kafkaBrokers.join(','),
    KAFKA_IDEMPOTENT: String(options.kafkaIdempotent),
    REDIS_URL: options.redisUrl,
    LOG_LEVEL: options.logLevel ?? 'info',
    NODE_ENV: 'test',
    OTEL_EXPORTER_OTLP_ENDPOINT: traces.url,
  };
  await run(process.execPath, [join(ROOT, 'services/standalone/dist/cli/migrate.js')], {
    cwd: dir,
    env: base,
  }).catch(async (error: unknown) => {
    await traces.close();
    throw error;
  });

  const ports = new Map<ServiceName, number>();
  for (const name of [...SERVICES, 'gateway'] as const) {
    let port = await freePort();
    while ([...ports.values()].includes(port)) port = await freePort();
    ports.set(name, port);
  }
  const urlOf = (name: ServiceName) => `http://127.0.0.1:${ports.get(name)}`;
  const gatewayUrl = urlOf('gateway');
  const mailboxDir = join(dir, 'mailbox');
  // The admin CLI seals with identity's key.
  const identityKeys = {
    SIGNING_KEY_ENCRYPTION_KEY_FILE: serviceSettings('identity', dir, urlOf).SIGNING_KEY_ENCRYPTION_KEY_FILE!,
  };

  const procs = new Map<ServiceName, Proc>();
  const reaper = startReaper();
  for (const name of [...SERVICES, 'gateway'] as const)
    procs.set(
      name,
      spawnService(name, dir, reaper, {
        ...base,
        ...serviceSettings(name, dir, urlOf),
        PORT: String(ports.get(name)),
        HOST: '127.0.0.1',
        PUBLIC_URL: gatewayUrl,
      }),
    );

  const tail = async (name: ServiceName, lines = 40) => {
    const all = (await readFile(procs.get(name)!.log, 'utf8').catch(() => '')).split('\n');
    // Warnings and errors say what went wrong; the access log around them mostly does not.
    const notable = all.filter((l) => l.length > 0 && !l.startsWith('{"level":"info"'));
    return [...notable.slice(-lines), '…', ...all.slice(-4)].map((l) => l.slice(0, 1_500)).join('\n');
  };
  const logTails = async (lines = 40) =>
    (
      await Promise.all(
        [...procs.keys()].map(async (n) => `----- ${n} (${procs.get(n)!.log})\n${await tail(n, lines)}`),
      )
    ).join('\n');

  const stop: DistributedStack['stop'] = async (graceMs = 15_000) => {
    const entries = [...procs.entries()];
    for (const [, p] of entries) terminate(p);
    const killers = entries.map(([, p]) => setTimeout(() => p.child.kill('SIGKILL'), graceMs));
    const exits = await Promise.all(entries.map(async ([n, p]) => [n, await p.exited] as const));
    killers.forEach(clearTimeout);
    reaper.end();
    // After the exits: each process flushes its last spans as it closes.
    await traces.close();
    return Object.fromEntries(exits) as Record<ServiceName, Exit>;
  };

  const stack: DistributedStack = {
    url: gatewayUrl,
    dir,
    api: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      return fetch(`${gatewayUrl}${path}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    },
    mail: (to, subject, timeoutMs = 30_000) => readMailbox(mailboxDir, to, subject, timeoutMs),
    createAdmin: async (email, password) => {
      const cli = join(ROOT, 'services/standalone/dist/cli/create-admin.js');
      const { stdout } = await run(process.execPath, [cli, '--email', email, '--password', password], {
        cwd: dir,
        env: { ...base, ...identityKeys },
      });
      return stdout;
    },
    logTail: tail,
    logTails,
    spans: (traceId) => traces.spans(traceId),
    stop,
  };

  try {
    await waitUntilReady(stack, procs, options.bootTimeoutMs ?? 120_000);
  } catch (error) {
    await stop(2_000);
    throw new Error(`${(error as Error).message}\n${await logTails()}`, { cause: error });
  }
  return stack;
}

/**
 * The settings a service needs beyond the shared ones (database, broker, Redis, port), each file
 * and key under `dir`, the way docker-compose.yml gives them; `urlOf` says where the others listen.
 */
export function serviceSettings(
  name: ServiceName,
  dir: string,
  urlOf: (name: ServiceName) => string,
): Record<string, string> {
  const jwks = `${urlOf('identity')}/.well-known/jwks.json`;
  switch (name) {
    case 'identity':
      return {
        SIGNING_KEY_ENCRYPTION_KEY_FILE: join(dir, 'identity-keys', 'signing.key'),
        STORAGE_DIR: join(dir, 'verification-documents'),
      };
    case 'catalogue':
      return { JWKS_URL: jwks, STORAGE_DIR: join(dir, 'uploads'), MEDIA_URL_SECRET: key() };
    case 'trade':
      return {
        JWKS_URL: jwks,
        STORAGE_DIR: join(dir, 'trade-documents'),
        PAYOUT_DATA_ENCRYPTION_KEY_FILE: join(dir, 'trade-keys', 'payout.key'),
      };
    case 'messaging':
      return { JWKS_URL: jwks, STORAGE_DIR: join(dir, 'message-attachments') };
    case 'notifications':
      return {
        JWKS_URL: jwks,
        DEV_MAILBOX_DIR: join(dir, 'mailbox'),
        UNSUBSCRIBE_LINK_KEY_FILE: join(dir, 'notifications-keys', 'unsubscribe.key'),
      };
    case 'gateway':
      return {
        ...Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, urlOf(s)])),
        // Every request of the test comes from 127.0.0.1.
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      };
    default:
      return { JWKS_URL: jwks };
  }
}

/**
 * Starts `node services/<name>/dist/main.js` in `dir` with exactly `env` (the image's command), its
 * output in `<dir>/<name>.log`, watched by `reaper`.
 */
export function spawnService(
  name: ServiceName,
  dir: string,
  reaper: Reaper,
  env: Record<string, string>,
): ServiceProcess {
  const log = join(dir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [join(ROOT, 'services', name, 'dist', 'main.js')], {
    cwd: dir,
    env: { ...env, SERVICE: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  reaper.watch(child.pid!);
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const proc: ServiceProcess = {
    child,
    log,
    exited: new Promise((done) =>
      child.once('exit', (code, signal) => {
        // The streams may still hold the last lines: flush them before saying it ended.
        reaper.forget(child.pid!);
        setTimeout(() => {
          out.end();
          done({ code, signal, ...(proc.termAt ? { ms: Date.now() - proc.termAt } : {}) });
        }, 50);
      }),
    ),
  };
  return proc;
}

/** SIGTERM, as Kubernetes sends it, noting when (Exit.ms counts from here). */
export function terminate(proc: ServiceProcess): void {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.termAt = Date.now();
  proc.child.kill('SIGTERM');
}

// Kills the services if the test process dies without stopping them (a killed jest, a timeout):
// its stdin is a pipe from this process, so it sees the end of it however this process ends.
const REAPER = `
const pids = new Set();
let buf = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => {
  buf += chunk;
  for (let i = buf.indexOf('\\n'); i >= 0; i = buf.indexOf('\\n')) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    if (line.startsWith('-')) pids.delete(line.slice(1)); else pids.add(line);
  }
});
process.stdin.on('end', () => {
  for (const pid of pids) try { process.kill(Number(pid), 'SIGKILL'); } catch {}
  process.exit(0);
});
`;

export type Reaper = ReturnType<typeof startReaper>;

export function startReaper() {
  const child = spawn(process.execPath, ['-e', REAPER], { stdio: ['pipe', 'ignore', 'inherit'] });
  child.unref();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  const send = (line: string) => {
    if (child.stdin.writable) child.stdin.write(`${line}\n`);
  };
  return {
    watch: (pid: number) => send(String(pid)),
    forget: (pid: number) => send(`-${pid}`),
    end: () => child.stdin.end(),
  };
}

/** The gateway's /api/v1/health answers 200 only when every service's /ready does. */
async function waitUntilReady(stack: DistributedStack, procs: Map<ServiceName, Proc>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    for (const [name, p] of procs)
      if (p.child.exitCode !== null || p.child.signalCode !== null)
        throw new Error(`${name} exited during start-up (${p.child.exitCode ?? p.child.signalCode})`);
    const res = await stack.api('/api/v1/health').catch((e: Error) => e);
    if (res instanceof Response) {
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } else last = res.message;
    if (Date.now() > deadline)
      throw new Error(`the distributed stack was not ready within ${timeoutMs} ms: ${last}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Removes the stack's temporary folder (logs, keys, files); kept when a test failed, to read. */
export const removeStackDir = (stack: DistributedStack) => rm(stack.dir, { recursive: true, force: true });

/** Reads until `ok` holds or time runs out; returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
