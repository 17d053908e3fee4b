import {
  listQuery,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity admin users: sessions, suspend, reinstate (integration)');
const suite = db ? describe : describe.skip;

/**
 * What staff see and do about a user's sign-ins: the active sessions on the user's page, and the
 * dedicated suspend / reinstate actions (the same use case as the edit form's PUT).
 */
suite('identity: admin user sessions, suspension and reinstatement (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startIdentity(db!);
    admin = await t.admin('support@sokoni.example');
  });
  afterAll(async () => {
    await t?.close();
  });

  const show = async (id: string) => {
    const res = await t.api(`/api/v1/admin/users/${id}`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    return (await res.json()) as any;
  };
  const post = (id: string, action: 'suspend' | 'reinstate', json: unknown, token = admin.accessToken) =>
    t.api(`/api/v1/admin/users/${id}/${action}`, { method: 'POST', json, token });

  it('shows the user’s active sessions (newest use first) on the user’s page only, not in the list', async () => {
    const who = await t.register({ fullName: 'Fatou Ndiaye', businessName: 'Thiès Mangoes', country: 'SN' });
    const login = (userAgent: string) =>
      t.api('/api/v1/auth/login', {
        method: 'POST',
        json: { email: who.email, password: who.password },
        headers: { 'user-agent': userAgent },
      });
    expect((await login('Mozilla/5.0 (Android 14) phone')).status).toBe(200);
    const second = await login('Mozilla/5.0 (Windows NT 10.0) office');
    expect(second.status).toBe(200);
    const ended = await t.signIn(who.email, who.password);
    expect(
      (await t.api('/api/v1/auth/logout', { method: 'POST', cookie: ended.cookie })).status,
    ).toBeLessThan(300);
    // One more that has run out: an expired family is no longer a session.
    await t.sql(
      `insert into identity.sessions (id, user_id, expires_at, last_used_at) values (gen_random_uuid(), $1, now() - interval '1 day', now())`,
      [who.user.id],
    );
    await t.sql(
      `update identity.sessions set last_used_at = now() + interval '1 minute' where user_id = $1 and user_agent like '%office'`,
      [who.user.id],
    );

    const user = await show(who.user.id);
    expect(user).toMatchObject({ id: who.user.id, email: who.email });
    expect(user.sessions).toHaveLength(2);
    expect(user.sessions.map((s: any) => s.userAgent)).toEqual([
      'Mozilla/5.0 (Windows NT 10.0) office',
      'Mozilla/5.0 (Android 14) phone',
    ]);
    for (const s of user.sessions) {
      expect(Object.keys(s).sort()).toEqual([
        'createdAt',
        'expiresAt',
        'id',
        'ip',
        'lastUsedAt',
        'userAgent',
      ]);
      expect(new Date(s.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(s.ip).toEqual(expect.any(String));
    }
    expect(JSON.stringify(user)).not.toMatch(/tokenHash|token_hash|refresh/i);

    const list = (await (
      await t.api(`/api/v1/admin/users${listQuery({ filter: { id: [who.user.id] } })}`, {
        token: admin.accessToken,
      })
    ).json()) as any[];
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('sessions');

    // react-admin's edit form sends the shown record back, sessions included: still accepted.
    const put = await t.api(`/api/v1/admin/users/${who.user.id}`, {
      method: 'PUT',
      json: { ...user, role: 'seller' },
      token: admin.accessToken,
    });
    expect(put.status).toBe(200);
  });

  it('POST suspend ends every session, blocks sign-in and refresh, and is an event naming the admin', async () => {
    const who = await t.register({ fullName: 'Moses Otieno', businessName: 'Kisumu Fish', country: 'KE' });
    const a = await t.signIn(who.email, who.password);
    const b = await t.signIn(who.email, who.password);
    expect((await show(who.user.id)).sessions).toHaveLength(2);

    for (const body of [{}, { reason: '  ' }, { reason: 'no' }]) {
      const res = await post(who.user.id, 'suspend', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(((await res.json()) as any).errors[0].field).toBe('reason');
    }
    expect((await show(who.user.id)).suspended).toBe(false);

    const res = await post(who.user.id, 'suspend', { reason: 'Chargebacks under investigation' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      suspended: true,
      suspensionReason: 'Chargebacks under investigation',
    });
    expect((await show(who.user.id)).sessions).toEqual([]);
    const revoked = await t.sql(`select revoked_reason from identity.sessions where user_id = $1`, [
      who.user.id,
    ]);
    expect(revoked.map((r) => r.revoked_reason)).toEqual(['suspended', 'suspended']);
    for (const s of [a, b]) {
      const refresh = await t.api('/api/v1/auth/refresh', { method: 'POST', cookie: s.cookie });
      expect(refresh.status).toBe(401);
    }
    const login = await t.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: who.email, password: who.password },
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(((await login.json()) as any).code).toBe('identity.account_suspended');
    expect(
      login.headers
        .getSetCookie()
        .some((c) => c.startsWith('sokoni_refresh=') && !c.startsWith('sokoni_refresh=;')),
    ).toBe(false);
    const [event] = await t.events('identity.user.suspended.v1', who.user.id);
    expect(event).toMatchObject({ actorId: admin.user.id });
    expect(event!.payload.reason).toBe('Chargebacks under investigation');
  });

  it('POST reinstate lifts the suspension with an optional reason in the event; sign-in works again', async () => {
    const who = await t.register({ fullName: 'Grace Mensah', businessName: 'Tema Textiles', country: 'GH' });
    expect((await post(who.user.id, 'suspend', { reason: 'Identity check' })).status).toBe(200);
    const res = await post(who.user.id, 'reinstate', { reason: 'Documents checked' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ suspended: false, suspensionReason: null });
    const [event] = await t.events('identity.user.reinstated.v1', who.user.id);
    expect(event).toMatchObject({ actorId: admin.user.id });
    expect(event!.payload).toMatchObject({ userId: who.user.id, reason: 'Documents checked' });
    expect((await t.signIn(who.email, who.password)).accessToken).toEqual(expect.any(String));

    // Without a reason, and when not suspended: nothing to do, no event.
    expect((await post(who.user.id, 'reinstate', {})).status).toBe(200);
    expect(await t.events('identity.user.reinstated.v1', who.user.id)).toHaveLength(1);
  });

  it('refuses suspending oneself (409), unknown users (404) and non-admins (403)', async () => {
    const self = await post(admin.user.id, 'suspend', { reason: 'testing the lock' });
    expect(self.status).toBe(409);
    expect(((await self.json()) as any).code).toBe('identity.cannot_change_own_account');
    const missing = await post('0190a0b0-0000-7000-8000-000000000000', 'suspend', { reason: 'whoever' });
    expect(missing.status).toBe(404);
    const buyer = await t.register();
    const buyerIn = await t.signIn(buyer.email, buyer.password);
    const target = await t.register();
    for (const res of [
      await post(target.user.id, 'suspend', { reason: 'not my call' }, buyerIn.accessToken),
      await post(target.user.id, 'reinstate', {}, buyerIn.accessToken),
      await t.api(`/api/v1/admin/users/${target.user.id}`, { token: buyerIn.accessToken }),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as any).code).toBe('auth.forbidden');
    }
    const [row] = await t.sql(`select suspended_at from identity.users where id = $1`, [target.user.id]);
    expect(row.suspended_at).toBeNull();
  });

  it('a suspended or demoted admin cannot act with the access token issued before (identity re-reads the actor)', async () => {
    const colleague = await t.admin('colleague@sokoni.example');
    const other = await t.register();
    const act = () =>
      Promise.all([
        post(other.user.id, 'suspend', { reason: 'acting after removal' }, colleague.accessToken),
        t.api('/api/v1/admin/supplier-verifications/0190a0b0-0000-7000-8000-000000000000/approve', {
          method: 'POST',
          json: {},
          token: colleague.accessToken,
        }),
      ]);
    // While active, the colleague may act (404: there is no such verification).
    const [ok, missing] = await act();
    expect(ok.status).toBe(200);
    expect(missing.status).toBe(404);
    expect((await post(other.user.id, 'reinstate', {}, colleague.accessToken)).status).toBe(200);

    // Refused either way: by the token revocation once identity's own consumer has read the event
    // (401, so the front end refreshes and is signed out), by the use case re-reading the actor until then.
    const refusedAs = async (res: Response) => `${res.status} ${((await res.json()) as any).code}`;
    const REFUSED = /^(401 auth\.token_revoked|403 auth\.forbidden)$/;
    expect((await post(colleague.user.id, 'suspend', { reason: 'Left the company' })).status).toBe(200);
    for (const res of await act()) expect(await refusedAs(res)).toMatch(REFUSED);
    expect((await post(colleague.user.id, 'reinstate', {})).status).toBe(200);
    const demoted = await t.api(`/api/v1/admin/users/${colleague.user.id}`, {
      method: 'PUT',
      json: { role: 'buyer' },
      token: admin.accessToken,
    });
    expect(demoted.status).toBe(200);
    for (const res of await act()) expect(await refusedAs(res)).toMatch(REFUSED);
    const [row] = await t.sql(`select suspended_at from identity.users where id = $1`, [other.user.id]);
    expect(row.suspended_at).toBeNull();
  });
});
