import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem, sessionView } from '../test-support/fake-fetch';
import { createAuthProvider, isStaff, roleCanAccess } from './auth-provider';
import { IdleClock } from './idle';
import { Session } from './session';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

function setup(routes: Parameters<typeof fakeFetch>[0], opts: { now?: () => number } = {}) {
  const f = fakeFetch(routes);
  const session = new Session({
    authUrl: 'http://console.test/api/v1/auth',
    meUrl: 'http://console.test/api/v1/me',
    language: () => 'en',
    fetch: f.fetch,
    setTimer: () => 0,
    clearTimer: () => undefined,
    exclusive: (fn) => fn(),
    hint: { mayExist: () => true, set: () => undefined },
  });
  const storage = memoryStorage();
  const idle = new IdleClock({ limitMs: 30 * 60_000, storage, now: opts.now });
  return { auth: createAuthProvider(session, idle), session, sent: f.sent, storage };
}

describe('authProvider', () => {
  it('logs in with the e-mail, and only admins can access resources', async () => {
    const { auth, sent } = setup({ 'POST /api/v1/auth/login': [json(sessionView('t', 'admin'))] });
    await auth.login({ email: ' ops@sokoni.example ', password: 'pw' });
    expect(JSON.parse(sent[0]!.body!)).toEqual({ email: 'ops@sokoni.example', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.canAccess!({ action: 'list', resource: 'users' })).toBe(true);
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(await auth.getIdentity!()).toMatchObject({ email: 'ops@sokoni.example', role: 'admin' });
  });

  it('lets a signed-in buyer through checkAuth (to be refused plainly) but never to a resource', async () => {
    const { auth } = setup({ 'POST /api/v1/auth/login': [json(sessionView('t', 'buyer'))] });
    await auth.login({ email: 'bola@lagos.example', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.canAccess!({ action: 'list', resource: 'users' })).toBe(false);
    expect(await auth.getPermissions!({})).toBe('buyer');
  });

  it('lets an analyst in to read the analytics resources only, never users or money', async () => {
    const { auth, session } = setup({ 'POST /api/v1/auth/login': [json(sessionView('t', 'analyst'))] });
    await auth.login({ email: 'data@sokoni.example', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('analyst');
    expect(await auth.getIdentity!()).toMatchObject({ role: 'analyst' });
    // The layout's check: an analyst gets the console's frame, not the refusal page.
    expect(isStaff(session.currentUser())).toBe(true);
    for (const resource of ['experiments', 'reports-daily-metrics', 'reports-funnel', 'reports-sellers']) {
      expect(await auth.canAccess!({ action: 'list', resource }), resource).toBe(true);
      expect(await auth.canAccess!({ action: 'show', resource }), resource).toBe(true);
    }
    for (const action of ['create', 'edit', 'delete'])
      expect(await auth.canAccess!({ action, resource: 'experiments' }), action).toBe(false);
    for (const resource of [
      'users',
      'orders',
      'payments',
      'payouts',
      'refunds',
      'ledger-entries',
      'audit-logs',
    ])
      expect(await auth.canAccess!({ action: 'list', resource }), resource).toBe(false);
  });

  it('lets admins do everything, the analytics resources included', () => {
    for (const [action, resource] of [
      ['create', 'experiments'],
      ['edit', 'experiments'],
      ['list', 'reports-sellers'],
      ['delete', 'dead-letters'],
    ])
      expect(roleCanAccess('admin', action!, resource!)).toBe(true);
    expect(roleCanAccess('buyer', 'list', 'experiments')).toBe(false);
    expect(roleCanAccess(undefined, 'list', 'experiments')).toBe(false);
    expect(isStaff({ role: 'admin' })).toBe(true);
    expect(isStaff({ role: 'both' })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('brings the session back after a reload through /auth/refresh', async () => {
    const { auth, sent } = setup({ 'POST /api/v1/auth/refresh': [json(sessionView('t2'))] });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/api/v1/auth/refresh']);
  });

  it('rejects checkAuth without a notification when there is no session', async () => {
    const { auth } = setup({ 'POST /api/v1/auth/refresh': [problem(401, 'no session')] });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false });
  });

  it('ends, rather than restores, a session left idle past 30 minutes', async () => {
    let now = 10_000_000;
    const { auth, sent, storage } = setup(
      { 'POST /api/v1/auth/logout': [new Response(null, { status: 204 })] },
      { now: () => now },
    );
    storage.setItem('sokoni.admin.lastActivity', String(now - 31 * 60_000));
    now += 0;
    await expect(auth.checkAuth({})).rejects.toThrow('app.auth.idle_signed_out');
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/api/v1/auth/logout']);
    expect(storage.map.has('sokoni.admin.lastActivity')).toBe(false);
  });

  it('logs out on the server', async () => {
    const { auth, sent, session } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t'))],
      'POST /api/v1/auth/logout': [new Response(null, { status: 204 })],
    });
    await auth.login({ email: 'ops@sokoni.example', password: 'pw' });
    await auth.logout({});
    expect(new URL(sent.at(-1)!.url).pathname).toBe('/api/v1/auth/logout');
    expect(session.isSignedIn()).toBe(false);
  });

  it('treats a 401 that survived the retry as the end of the session, a 403 as a role to re-read', async () => {
    const { auth, session } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t'))],
      'GET /api/v1/me': [json({ ...sessionView('t').user, role: 'seller' })],
    });
    await auth.login({ email: 'ops@sokoni.example', password: 'pw' });
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.currentUser()?.role).toBe('seller');
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});
