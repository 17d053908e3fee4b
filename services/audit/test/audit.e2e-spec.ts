import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '@sokoni/platform/config';
import { bootStandalone, standaloneConfigSchema, type Standalone } from '@sokoni/standalone';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..', '..');

interface Entry {
  id: string;
  seq: number;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetId: string;
  correlationId: string | null;
}

/**
 * Through the gateway of the standalone run, as the back office calls it: the operator creates an
 * admin with the CLI, people sign in (and fail to), and the admin reads it all in the audit log.
 */
describe('audit log through the gateway (standalone)', () => {
  let app: Standalone;
  let dataDir: string;
  const adminEmail = 'auditor@sokoni.example';
  const adminPassword = 'baobab shade at dusk 42';
  let adminToken: string;
  let adminId: string;

  const api = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${app.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
  const signIn = (email: string, password: string) =>
    api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
  const entries = async (filter: Record<string, unknown>): Promise<Entry[]> => {
    const res = await api(`/api/v1/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Entry[];
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sokoni-audit-e2e-'));
    const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' };
    app = await bootStandalone(loadConfig(standaloneConfigSchema, env), env);
    const cli = join(ROOT, 'services/standalone/dist/cli/create-admin.js');
    if (!existsSync(cli)) await run(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });
    await run(process.execPath, [cli, '--email', adminEmail, '--password', adminPassword], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    // Booting every service and running the CLI in a second process: the browser suites allow as much.
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('records the admin created by the CLI, their sign-in and a failed one, for the admin to read', async () => {
    const login = await signIn(adminEmail, adminPassword);
    expect(login.status).toBe(200);
    const session = (await login.json()) as { accessToken: string; user: { id: string } };
    adminToken = session.accessToken;
    adminId = session.user.id;
    expect((await signIn(adminEmail, 'not the password at all')).status).toBe(401);

    // The CLI's events wait in identity's outbox until the running relay publishes them, and events
    // of different keys reach audit in no set order (the in-process bus also lets requests go
    // first): each entry is waited for.
    const arrived = async (query: Record<string, string>): Promise<Entry[]> => {
      const deadline = Date.now() + 15_000;
      let found: Entry[] = [];
      while (found.length === 0 && Date.now() < deadline) {
        found = await entries(query);
        if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
      }
      return found;
    };
    const created = await arrived({ action: 'user.admin_created', targetId: adminId });
    expect(created).toEqual([expect.objectContaining({ actorId: null, targetId: adminId })]);

    const signedIn = await arrived({ action: 'user.signed_in', actorId: adminId });
    expect(signedIn).toEqual([
      expect.objectContaining({
        actorEmail: adminEmail,
        targetId: adminId,
        correlationId: expect.any(String),
      }),
    ]);
    const failed = await arrived({ action: 'user.sign_in_failed', q: adminEmail });
    expect(failed).toEqual([expect.objectContaining({ actorEmail: adminEmail, targetId: adminId })]);

    const verify = await api('/api/v1/admin/audit-logs/verify', { token: adminToken });
    expect(await verify.json()).toMatchObject({ valid: true, firstBroken: null });
  });

  it('is admin-only at the service too: a buyer gets 403 through the gateway', async () => {
    const buyer = await signIn('buyer@demo.sokoni.africa', 'Baobab Market 2026');
    expect(buyer.status).toBe(200);
    const { accessToken } = (await buyer.json()) as { accessToken: string };
    const res = await api('/api/v1/admin/audit-logs', { token: accessToken });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
