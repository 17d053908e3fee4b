import { Role } from '@sokoni/contracts';
import {
  PASSWORD,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity analyst role (integration)');
const suite = db ? describe : describe.skip;

/**
 * The staff role `analyst`: only an admin gives it, the database accepts it (the check constraint
 * was migrated), and it opens none of identity's admin routes (it reads analytics, not users).
 */
suite('identity: the analyst role (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startIdentity(db!);
    admin = await t.admin('ops@sokoni.example');
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (id: string, json: unknown, token = admin.accessToken) =>
    t.api(`/api/v1/admin/users/${id}`, { method: 'PUT', json, token });
  const roleOf = async (id: string) =>
    (await t.sql<{ role: string }>(`select role from identity.users where id = $1`, [id]))[0]!.role;

  it('lets an admin make a user an analyst, recorded as a role change naming the admin', async () => {
    const who = await t.register({
      fullName: 'Wanjiru Kamau',
      businessName: 'Sokoni Insights',
      role: 'seller',
    });
    const res = await put(who.user.id, { role: 'analyst' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: who.user.id, role: 'analyst' });
    expect(await roleOf(who.user.id)).toBe('analyst');

    const [changed] = await t.events('identity.user.role_changed.v1', who.user.id);
    expect(changed).toMatchObject({ actorId: admin.user.id });
    expect(changed!.payload).toMatchObject({ oldRole: Role.SELLER, newRole: Role.ANALYST });

    // The back office lists analysts by role.
    const listed = await t.api(`/api/v1/admin/users?filter=${encodeURIComponent('{"role":"analyst"}')}`, {
      token: admin.accessToken,
    });
    expect(((await listed.json()) as any[]).map((u) => u.id)).toEqual([who.user.id]);

    // Signing in again (maybe within the second of the change) gives a token with the new role.
    const analyst = await t.signIn(who.email, who.password);
    expect(analyst.user.role).toBe('analyst');
    const me = await t.api('/api/v1/me', { token: analyst.accessToken });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: who.user.id, role: 'analyst' });
  });

  it('keeps an analyst out of every admin route of identity (403), changing nothing', async () => {
    const who = await t.register({ fullName: 'Baraka Otieno', businessName: 'Sokoni Data' });
    expect((await put(who.user.id, { role: 'analyst' })).status).toBe(200);
    const analyst = await t.signIn(who.email, who.password);
    const victim = await t.register({ fullName: 'Zawadi Mushi', businessName: 'Arusha Coffee' });

    for (const res of [
      await t.api('/api/v1/admin/users', { token: analyst.accessToken }),
      await t.api(`/api/v1/admin/users/${victim.user.id}`, { token: analyst.accessToken }),
      await put(victim.user.id, { role: 'admin' }, analyst.accessToken),
      await put(who.user.id, { role: 'admin' }, analyst.accessToken),
      await t.api(`/api/v1/admin/users/${victim.user.id}/suspend`, {
        method: 'POST',
        json: { reason: 'analysts may not' },
        token: analyst.accessToken,
      }),
      await t.api(`/api/v1/admin/users/${victim.user.id}/plan`, { token: analyst.accessToken }),
      await t.api('/api/v1/admin/supplier-verifications', { token: analyst.accessToken }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(((await res.json()) as any).code).toBe('auth.forbidden');
    }
    expect(await roleOf(who.user.id)).toBe('analyst');
    expect(await roleOf(victim.user.id)).toBe('buyer');
    const [row] = await t.sql(`select suspended_at from identity.users where id = $1`, [victim.user.id]);
    expect(row.suspended_at).toBeNull();
  });

  it('registers a buyer when sign-up asks for a staff role', async () => {
    for (const role of ['analyst', 'admin']) {
      const reg = await t.register({ fullName: 'Juma Said', businessName: 'Pemba Cloves', role });
      expect(reg.user.role).toBe('buyer');
      expect(await roleOf(reg.user.id)).toBe('buyer');
      const [registered] = await t.events('identity.user.registered.v1', reg.user.id);
      expect(registered!.payload.role).toBe(Role.BUYER);
    }
  });

  it('does not let an admin make themselves an analyst (409)', async () => {
    const res = await put(admin.user.id, { role: 'analyst' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).code).toBe('identity.cannot_change_own_account');
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  it('refuses an unknown role (400) and the database refuses one too', async () => {
    const who = await t.register({ fullName: 'Neema Ally', businessName: 'Tanga Sisal' });
    const res = await put(who.user.id, { role: 'owner' });
    expect(res.status).toBe(400);
    expect(await roleOf(who.user.id)).toBe('buyer');
    await expect(
      t.sql(`update identity.users set role = 'owner' where id = $1`, [who.user.id]),
    ).rejects.toThrow(/users_role_check/);
  });

  it('does not let an analyst delete their own staff account (409), as for an admin', async () => {
    const who = await t.register({ fullName: 'Imani Chege', businessName: 'Sokoni Reports' });
    expect((await put(who.user.id, { role: 'analyst' })).status).toBe(200);
    const analyst = await t.signIn(who.email, who.password);
    const res = await t.api('/api/v1/account/delete', {
      method: 'POST',
      token: analyst.accessToken,
      json: { password: PASSWORD, confirmation: 'DELETE' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).code).toBe('identity.delete_admin');
    const [row] = await t.sql(`select deleted_at from identity.users where id = $1`, [who.user.id]);
    expect(row.deleted_at).toBeNull();
  });
});
