import { refreshCookie, startHarness, tokenFrom, type Harness } from './standalone-harness.js';

/**
 * The first thing a user does, through the gateway of the standalone run exactly as a browser
 * would: sign up, confirm the e-mail from the dev mailbox, sign in, read the profile, refresh,
 * and sign out — plus the ways it must refuse.
 */
describe('sign-up to sign-out through the gateway (standalone)', () => {
  let h: Harness;
  const password = 'shea butter from Tamale 7';
  const email = 'kwame.mensah@cocoa-coop.example';

  beforeAll(async () => {
    // Every request of this file comes from one address: room for more than the usual 10 failures.
    // The first per-account delay is 5 s here, not 1 s: on a loaded machine a sign-in can take over a
    // second, and the slowed attempt would then arrive after the delay it is meant to meet.
    h = await startHarness({ SIGN_IN_ADDRESS_LIMIT: '30', SIGN_IN_ACCOUNT_FIRST_DELAY_MS: '5000' });
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('registers, verifies, signs in, refreshes, detects reuse and signs out', async () => {
    const reg = await h.api('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      json: {
        email: 'Kwame.Mensah@Cocoa-Coop.example',
        password,
        fullName: 'Kwame Mensah',
        businessName: 'Ashanti Cocoa Coop',
        role: 'seller',
        country: 'gh',
        city: 'Kumasi',
      },
    });
    expect(reg.status).toBe(201);
    const user: any = await reg.json();
    expect(user).toMatchObject({
      email,
      role: 'seller',
      verified: false,
      country: 'GH',
      locale: 'fr',
      avatarInitials: 'AS',
    });
    expect(user).not.toHaveProperty('passwordHash');

    const mail = await h.mail(email, /Subject: Confirmez votre adresse e-mail/);
    const verify = await h.api('/api/v1/auth/verify-email', {
      method: 'POST',
      json: { token: tokenFrom(mail, '/verify-email') },
    });
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as any).verified).toBe(true);
    await h.mail(email, /Subject: Bienvenue sur Sokoni/);

    const again = await h.api('/api/v1/auth/verify-email', {
      method: 'POST',
      json: { token: tokenFrom(mail, '/verify-email') },
    });
    expect(again.status).toBe(400);

    const login = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(login.status).toBe(200);
    const session: any = await login.json();
    const cookie1 = refreshCookie(login);
    expect(cookie1).toBeDefined();
    expect(login.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(login.headers.getSetCookie()[0]).toMatch(/SameSite=Strict/i);

    const me = await h.api('/api/v1/me', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: 'seller', verified: true, city: 'Kumasi' });

    const refreshed = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie1 });
    expect(refreshed.status).toBe(200);
    const cookie2 = refreshCookie(refreshed);
    expect(cookie2).toBeDefined();
    expect(cookie2).not.toBe(cookie1);

    // A twin of that refresh (another tab) within the reuse interval gets the same new token.
    const twin = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie1 });
    expect(twin.status).toBe(200);
    expect(refreshCookie(twin)).toBe(cookie2);
    const next = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie2 });
    expect(next.status).toBe(200);
    const cookie2b = refreshCookie(next);

    // A token two rotations back shows up: someone else holds it. The whole session ends.
    const reuse = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie1 });
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const afterReuse = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie2b });
    expect(afterReuse.status).toBe(401);

    const login2 = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    const cookie3 = refreshCookie(login2);
    const logout = await h.api('/api/v1/auth/logout', { method: 'POST', cookie: cookie3 });
    expect(logout.status).toBe(204);
    const afterLogout = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: cookie3 });
    expect(afterLogout.status).toBe(401);
  });

  it('answers bad input with a clear problem and stores nothing', async () => {
    const base = {
      email: 'ok@example.org',
      password,
      fullName: 'Zainab Bello',
      businessName: 'Kano Hides',
      country: 'NG',
    };
    const cases: [string, unknown, number, string][] = [
      ['malformed e-mail', { ...base, email: 'not-an-email' }, 400, 'email'],
      ['short password', { ...base, password: 'short1' }, 400, 'password'],
      ['common password', { ...base, password: 'Password2024!' }, 400, 'password'],
      ['missing fields', { email: 'ok@example.org' }, 400, 'fullName'],
      ['unknown field', { ...base, isAdmin: true }, 400, 'isAdmin'],
    ];
    for (const [name, body, status, field] of cases) {
      const res = await h.api('/api/v1/auth/register', { method: 'POST', json: body });
      expect({ name, status: res.status }).toEqual({ name, status });
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      const problem: any = await res.json();
      expect(problem.detail).toEqual(expect.any(String));
      expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
    }

    const big = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { ...base, fullName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toMatch(/application\/problem\+json/);

    // None of those created the account: signing in with it fails the same way as any unknown one.
    const login = await h.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'ok@example.org', password },
    });
    expect(login.status).toBe(401);

    const unknownRole = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { ...base, email: 'role@example.org', role: 'admin' },
    });
    expect(unknownRole.status).toBe(201);
    expect(((await unknownRole.json()) as any).role).toBe('buyer');

    const dup = await h.api('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      json: { ...base, email: 'ROLE@example.org' },
    });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as any).detail).toMatch(/Tayari kuna akaunti/);
  });

  it('slows an account after 5 failed sign-ins, the same whether or not it exists, and never locks it', async () => {
    for (const who of ['nobody@example.org', email]) {
      for (let i = 0; i < 5; i++) {
        const r = await h.api('/api/v1/auth/login', {
          method: 'POST',
          json: { email: who, password: 'wrong password here' },
        });
        expect(r.status).toBe(401);
      }
      const slowed = await h.api('/api/v1/auth/login', { method: 'POST', json: { email: who, password } });
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    }
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } })).status).toBe(
      200,
    );
  });

  it('resets a password: always 202, one-time link, every session ended', async () => {
    const who = 'amina@example.org';
    await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email: who, password, fullName: 'Amina Yusuf', businessName: 'Sahel Sesame', country: 'NE' },
    });
    const login = await h.api('/api/v1/auth/login', { method: 'POST', json: { email: who, password } });
    const cookie = refreshCookie(login);

    expect(
      (await h.api('/api/v1/auth/password-reset', { method: 'POST', json: { email: 'ghost@example.org' } }))
        .status,
    ).toBe(202);
    expect(
      (await h.api('/api/v1/auth/password-reset', { method: 'POST', json: { email: who } })).status,
    ).toBe(202);
    const mail = await h.mail(who, /Subject: Reset your Sokoni password/);
    const token = tokenFrom(mail, '/reset-password');

    const weak = await h.api('/api/v1/auth/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'qwertyuiop' },
    });
    expect(weak.status).toBe(400);
    const newPassword = 'baobab trees at dusk 42';
    const ok = await h.api('/api/v1/auth/password-reset/confirm', {
      method: 'POST',
      json: { token, password: newPassword },
    });
    expect(ok.status).toBe(204);
    const reused = await h.api('/api/v1/auth/password-reset/confirm', {
      method: 'POST',
      json: { token, password: newPassword },
    });
    expect(reused.status).toBe(400);

    expect((await h.api('/api/v1/auth/refresh', { method: 'POST', cookie })).status).toBe(401);
    expect(
      (await h.api('/api/v1/auth/login', { method: 'POST', json: { email: who, password } })).status,
    ).toBe(401);
    expect(
      (await h.api('/api/v1/auth/login', { method: 'POST', json: { email: who, password: newPassword } }))
        .status,
    ).toBe(200);
  });
});
