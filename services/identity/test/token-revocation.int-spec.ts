import {
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity token revocation (integration)');
const suite = db ? describe : describe.skip;

/**
 * Identity applies to its own routes what every service applies: once its relay has put the
 * suspension or role change on the bus and its own consumer group has read it, access tokens issued
 * before are refused, without waiting for them to expire.
 */
suite('identity: access tokens revoked by suspension and role change (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startIdentity(db!);
    admin = await t.admin('ops.revocation@sokoni.example');
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (id: string, json: unknown) =>
    t.api(`/api/v1/admin/users/${id}`, { method: 'PUT', json, token: admin.accessToken });

  /** The status `path` answers `token` with, once it is `want` (the event travels asynchronously). */
  async function statusBecomes(path: string, token: string, want: number): Promise<Response> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await t.api(path, { token });
      if (res.status === want || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('refuses a suspended user’s access token on their next request', async () => {
    const who = await t.register({ fullName: 'Musa Bello', businessName: 'Kano Hides', country: 'NG' });
    const session = await t.signIn(who.email, who.password);
    expect((await t.api('/api/v1/me', { token: session.accessToken })).status).toBe(200);

    const res = await put(who.user.id, { suspended: true, suspensionReason: 'Chargebacks' });
    expect(res.status).toBe(200);

    const refused = await statusBecomes('/api/v1/me', session.accessToken, 401);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'auth.token_revoked', status: 401 });
    // And the front end's refresh is refused too: the user is signed out.
    const refresh = await t.api('/api/v1/auth/refresh', { method: 'POST', cookie: session.cookie });
    expect(refresh.status).toBe(401);
    // Nobody else is affected.
    expect((await t.api('/api/v1/me', { token: admin.accessToken })).status).toBe(200);
  });

  it('takes admin rights away from a demoted admin at once; the refreshed token carries the new role', async () => {
    const who = await t.register({ fullName: 'Wanjiru Kamau', businessName: 'Sokoni Ops', country: 'KE' });
    expect((await put(who.user.id, { role: 'admin' })).status).toBe(200);
    const staff = await t.signIn(who.email, who.password);
    expect(staff.user.role).toBe('admin');
    expect((await t.api('/api/v1/admin/users', { token: staff.accessToken })).status).toBe(200);

    expect((await put(who.user.id, { role: 'seller' })).status).toBe(200);

    const refused = await statusBecomes('/api/v1/admin/users', staff.accessToken, 401);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('auth.token_revoked');

    const refresh = await t.api('/api/v1/auth/refresh', { method: 'POST', cookie: staff.cookie });
    expect(refresh.status).toBe(200);
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const me = await t.api('/api/v1/me', { token: accessToken });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: who.user.id, role: 'seller' });
    expect((await t.api('/api/v1/admin/users', { token: accessToken })).status).toBe(403);
  });
});
