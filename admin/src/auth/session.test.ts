import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem, sessionView } from '../test-support/fake-fetch';
import { REFRESH_LOCK, REFRESH_MARGIN_MS, Session } from './session';

const AUTH = 'http://console.test/api/v1/auth';
const ME = 'http://console.test/api/v1/me';

function setup(routes: Parameters<typeof fakeFetch>[0], lang = 'fr') {
  const f = fakeFetch(routes);
  const hint = { may: true };
  let now = 1_000_000;
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const session = new Session({
    authUrl: AUTH,
    meUrl: ME,
    language: () => lang,
    fetch: f.fetch,
    now: () => now,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    exclusive: (fn) => fn(),
    hint: {
      mayExist: () => hint.may,
      set: (on) => {
        hint.may = on;
      },
    },
  });
  return { session, sent: f.sent, timers, hint, advance: (ms: number) => (now += ms) };
}

describe('Session', () => {
  it('signs in with e-mail and password, keeping the token in memory only', async () => {
    const { session, sent } = setup({ 'POST /api/v1/auth/login': [json(sessionView('t1'))] });
    const user = await session.signIn('ops@sokoni.example', 'secret words');
    expect(user.role).toBe('admin');
    expect(await session.accessToken()).toBe('t1');
    expect(sent[0]!.url).toBe(`${AUTH}/login`);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ email: 'ops@sokoni.example', password: 'secret words' });
    expect(sent[0]!.headers.get('accept-language')).toBe('fr');
    expect(sent[0]!.credentials).toBe('same-origin');
  });

  it('throws the server’s localized detail when sign-in is refused', async () => {
    const { session } = setup({
      'POST /api/v1/auth/login': [problem(401, 'E-mail ou mot de passe incorrect.')],
    });
    await expect(session.signIn('a@b.example', 'x')).rejects.toMatchObject({
      message: 'E-mail ou mot de passe incorrect.',
      status: 401,
    });
    expect(session.isSignedIn()).toBe(false);
  });

  it('restores a session after a reload through the refresh cookie', async () => {
    const { session, sent } = setup({ 'POST /api/v1/auth/refresh': [json(sessionView('t2'))] });
    expect(await session.restore()).toBe(true);
    expect(session.currentUser()?.email).toBe('ops@sokoni.example');
    expect(sent.map((r) => r.url)).toEqual([`${AUTH}/refresh`]);
  });

  it('reports no session when the refresh cookie is refused, and remembers there is none', async () => {
    const { session, hint } = setup({ 'POST /api/v1/auth/refresh': [problem(401, 'Session expired')] });
    expect(await session.restore()).toBe(false);
    expect(await session.accessToken()).toBeNull();
    expect(hint.may).toBe(false);
  });

  it('does not try the cookie on a visit with no sign of a session', async () => {
    const { session, sent, hint } = setup({});
    hint.may = false;
    expect(await session.restore()).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('renews the token a minute before it expires, on a timer and on demand', async () => {
    const { session, timers, advance, sent } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t1'))],
      'POST /api/v1/auth/refresh': [json(sessionView('t2')), json(sessionView('t3'))],
    });
    await session.signIn('ops@sokoni.example', 'pw');
    expect(timers[0]!.ms).toBe(600_000 - REFRESH_MARGIN_MS);

    // On demand: close enough to expiry, the next caller gets a fresh token.
    advance(600_000 - REFRESH_MARGIN_MS + 1);
    expect(await session.accessToken()).toBe('t2');
    expect(timers[0]!.cleared).toBe(true);

    // On the timer: it fires and refreshes without anyone asking.
    timers[1]!.fn();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.filter((r) => r.url.endsWith('/refresh'))).toHaveLength(2);
    expect(await session.accessToken()).toBe('t3');
  });

  it('shares one refresh between concurrent callers (a rotated token must not be sent twice)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { session, sent } = setup({
      'POST /api/v1/auth/refresh': [
        async () => {
          await gate;
          return json(sessionView('t9'));
        },
      ],
    });
    const a = session.refresh();
    const b = session.refresh();
    release();
    expect(await Promise.all([a, b])).toEqual([true, true]);
    expect(sent).toHaveLength(1);
  });

  it('keeps the token when the network fails during a refresh', async () => {
    const { session } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t1'))],
      'POST /api/v1/auth/refresh': [
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    });
    await session.signIn('ops@sokoni.example', 'pw');
    expect(await session.refresh()).toBe(true);
    expect(session.isSignedIn()).toBe(true);
  });

  it('signs out on the server and forgets the token and the timer', async () => {
    const { session, sent, timers } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t1'))],
      'POST /api/v1/auth/logout': [new Response(null, { status: 204 })],
    });
    let changes = 0;
    session.subscribe(() => changes++);
    await session.signIn('ops@sokoni.example', 'pw');
    await session.signOut();
    expect(sent.at(-1)!.url).toBe(`${AUTH}/logout`);
    expect(session.isSignedIn()).toBe(false);
    expect(session.currentUser()).toBeNull();
    expect(timers[0]!.cleared).toBe(true);
    expect(changes).toBe(2);
  });

  it('reads the role again from /me, with the Bearer token', async () => {
    const { session, sent } = setup({
      'POST /api/v1/auth/login': [json(sessionView('t1'))],
      'GET /api/v1/me': [json({ ...sessionView('x').user, role: 'buyer' })],
    });
    await session.signIn('ops@sokoni.example', 'pw');
    expect((await session.reloadUser())?.role).toBe('buyer');
    expect(sent.at(-1)!.headers.get('authorization')).toBe('Bearer t1');
    expect(session.currentUser()?.role).toBe('buyer');
  });

  it('refreshes under the Web Lock the storefront uses too, so their tabs take turns', async () => {
    const names: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: <T>(name: string, fn: () => Promise<T>) => (names.push(name), fn()) },
    });
    try {
      const f = fakeFetch({ 'POST /api/v1/auth/refresh': [json(sessionView('t1'))] });
      const session = new Session({ authUrl: AUTH, meUrl: ME, language: () => 'en', fetch: f.fetch });
      expect(await session.refresh()).toBe(true);
      expect(names).toEqual(['sokoni.auth.refresh']);
      expect(REFRESH_LOCK).toBe('sokoni.auth.refresh');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
