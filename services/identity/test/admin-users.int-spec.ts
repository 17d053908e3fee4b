import { Role } from '@sokoni/contracts';
import {
  listQuery,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type Registered,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity admin users (integration)');
const suite = db ? describe : describe.skip;

/**
 * Staff user management, asked of the identity service directly (no gateway in front): it enforces
 * the admin role itself, speaks the ra-data-simple-rest contract react-admin uses, and records every
 * change as an event naming the admin who made it.
 */
suite('identity: admin user management (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  // Seeded in beforeAll; the list tests run first and know exactly what the table holds.
  let amara: Registered, kofi: Registered, nadia: Registered, thabo: Registered;

  beforeAll(async () => {
    t = await startIdentity(db!);
    admin = await t.admin('ops@sokoni.example');
    amara = await t.register({
      email: 'amara.d@mali-trade.example',
      fullName: 'Amara Diallo',
      businessName: 'Sahel Cotton Ginners',
      country: 'ML',
      role: 'seller',
    });
    kofi = await t.register({
      email: 'kofi@accra-nuts.example',
      fullName: 'Kofi Boateng',
      businessName: 'Volta Cashew',
      country: 'GH',
    });
    nadia = await t.register({
      email: 'nadia@marrakech.example',
      fullName: 'Nadia Haddad',
      businessName: 'Atlas Argan Oil',
      country: 'MA',
      role: 'both',
    });
    thabo = await t.register({
      email: 'thabo@karoo.example',
      fullName: 'Thabo Nkosi',
      businessName: 'Karoo Wool 100%_Traders',
      country: 'ZA',
    });
    await t.markVerified(nadia.user.id);
    await t.sql(`update identity.users set suspended_at = now(), suspension_reason = 'seed' where id = $1`, [
      thabo.user.id,
    ]);
    const created: [Registered, string][] = [
      [amara, '2025-01-10T08:00:00Z'],
      [kofi, '2025-03-15T00:00:00Z'],
      [nadia, '2025-06-01T12:00:00Z'],
      [thabo, '2025-09-01T12:00:00Z'],
    ];
    for (const [who, at] of created)
      await t.sql(`update identity.users set created_at = $2 where id = $1`, [who.user.id, at]);
    buyer = await t.signIn(kofi.email, kofi.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (q: Parameters<typeof listQuery>[0] = {}, token = admin.accessToken) =>
    t.api(`/api/v1/admin/users${listQuery(q)}`, { token });
  const emails = async (res: Response) => {
    const body: any = await res.json();
    if (res.status !== 200) throw new Error(`list answered ${res.status}: ${JSON.stringify(body)}`);
    return (body as any[]).map((u) => u.email as string);
  };
  const put = (id: string, json: unknown, token = admin.accessToken) =>
    t.api(`/api/v1/admin/users/${id}`, { method: 'PUT', json, token });

  describe('who may', () => {
    it('answers 401 without a token and 403 to a buyer, from the service itself', async () => {
      const anonymous = await t.api('/api/v1/admin/users');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-type')).toMatch(PROBLEM_JSON);

      for (const res of [
        await list({}, buyer.accessToken),
        await t.api(`/api/v1/admin/users/${amara.user.id}`, { token: buyer.accessToken }),
        await put(kofi.user.id, { role: 'admin' }, buyer.accessToken),
      ]) {
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
        expect(((await res.json()) as any).code).toBe('auth.forbidden');
      }
      const [row] = await t.sql(`select role from identity.users where id = $1`, [kofi.user.id]);
      expect(row.role).toBe('buyer');
    });
  });

  describe('list (ra-data-simple-rest)', () => {
    it('lists newest first by default with Content-Range and no secrets', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('users 0-4/5');
      const users = (await res.json()) as any[];
      expect(users.map((u) => u.email)).toEqual([
        'ops@sokoni.example',
        thabo.email,
        nadia.email,
        kofi.email,
        amara.email,
      ]);
      for (const u of users) {
        expect(u).not.toHaveProperty('passwordHash');
        expect(JSON.stringify(u)).not.toMatch(/argon2/);
      }
      expect(users[0]).toMatchObject({ role: 'admin', verified: true, suspended: false });
      expect(users[1]).toMatchObject({ suspended: true, suspensionReason: 'seed' });
    });

    it('sorts by any listed field, both ways (id included: react-admin’s default sort)', async () => {
      expect(await emails(await list({ sort: ['email', 'ASC'] }))).toEqual([
        amara.email,
        kofi.email,
        nadia.email,
        'ops@sokoni.example',
        thabo.email,
      ]);
      expect(await emails(await list({ sort: ['fullName', 'DESC'] }))).toEqual([
        thabo.email,
        'ops@sokoni.example',
        nadia.email,
        kofi.email,
        amara.email,
      ]);
      expect(await emails(await list({ sort: ['country', 'asc'] }))).toEqual([
        kofi.email,
        'ops@sokoni.example',
        nadia.email,
        amara.email,
        thabo.email,
      ]);
      expect(await emails(await list({ sort: ['createdAt', 'ASC'] }))).toEqual([
        amara.email,
        kofi.email,
        nadia.email,
        thabo.email,
        'ops@sokoni.example',
      ]);
      // UUIDv7 ids sort by creation: the admin came first, then the four traders in turn.
      const byId = await emails(await list({ sort: ['id', 'ASC'] }));
      expect(byId).toEqual(['ops@sokoni.example', amara.email, kofi.email, nadia.email, thabo.email]);
      expect(await emails(await list({ sort: ['id', 'DESC'] }))).toEqual([...byId].reverse());
    });

    it('pages with range and reports the slice in Content-Range', async () => {
      const first = await list({ sort: ['email', 'ASC'], range: [0, 1] });
      expect(first.headers.get('content-range')).toBe('users 0-1/5');
      expect(await emails(first)).toEqual([amara.email, kofi.email]);
      const last = await list({ sort: ['email', 'ASC'], range: [4, 9] });
      expect(last.headers.get('content-range')).toBe('users 4-4/5');
      expect(await emails(last)).toEqual([thabo.email]);
      const beyond = await list({ range: [10, 19] });
      expect(beyond.status).toBe(200);
      expect(beyond.headers.get('content-range')).toBe('users */5');
      expect(await beyond.json()).toEqual([]);
    });

    it('filters with q across name, e-mail and business name, case-insensitively and literally', async () => {
      const q = async (text: string) => emails(await list({ filter: { q: text }, sort: ['email', 'ASC'] }));
      expect(await q('nkosi')).toEqual([thabo.email]); // full name
      expect(await q('MALI-TRADE')).toEqual([amara.email]); // e-mail only
      expect(await q('argan')).toEqual([nadia.email]); // business name only
      expect(await q('.example')).toHaveLength(5);
      // LIKE wildcards are searched for as text, not as patterns.
      expect(await q('100%_')).toEqual([thabo.email]);
      expect(await q('%')).toEqual([thabo.email]);
      expect(await q('_')).toEqual([thabo.email]);
      expect(await q('no such trader')).toEqual([]);
      const counted = await list({ filter: { q: 'cashew' } });
      expect(counted.headers.get('content-range')).toBe('users 0-0/1');
    });

    it('filters by role, verified, suspended, country and creation dates, combined with AND', async () => {
      const f = async (filter: Record<string, unknown>) =>
        emails(await list({ filter, sort: ['email', 'ASC'] }));
      expect(await f({ role: 'buyer' })).toEqual([kofi.email, thabo.email]);
      expect(await f({ role: 'admin' })).toEqual(['ops@sokoni.example']);
      expect(await f({ verified: true })).toEqual([nadia.email, 'ops@sokoni.example']);
      expect(await f({ verified: 'false' })).toEqual([amara.email, kofi.email, thabo.email]);
      expect(await f({ suspended: true })).toEqual([thabo.email]);
      expect(await f({ suspended: false })).toHaveLength(4);
      expect(await f({ country: 'gh' })).toEqual([kofi.email]);
      expect(await f({ createdFrom: '2025-02-01', createdTo: '2025-07-01' })).toEqual([
        kofi.email,
        nadia.email,
      ]);
      // Both bounds are inclusive.
      expect(await f({ createdFrom: '2025-03-15T00:00:00Z', createdTo: '2025-06-01T12:00:00Z' })).toEqual([
        kofi.email,
        nadia.email,
      ]);
      expect(await f({ createdTo: '2025-01-31' })).toEqual([amara.email]);
      expect(await f({ role: 'buyer', suspended: false })).toEqual([kofi.email]);
      expect(await f({ q: 'example', verified: true, country: 'MA' })).toEqual([nadia.email]);
      // react-admin clears a filter input by sending it empty: that means "no filter", not "empty".
      expect(await f({ q: '', role: null })).toHaveLength(5);
    });

    it('answers getMany (filter={"id":[...]}) with exactly those records', async () => {
      const res = await list({ filter: { id: [amara.user.id, nadia.user.id] } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('users 0-1/2');
      const users = (await res.json()) as any[];
      expect(users.map((u) => u.id).sort()).toEqual([amara.user.id, nadia.user.id].sort());
      const unknown = await list({ filter: { id: ['0190a0b0-0000-7000-8000-000000000000'] } });
      expect(await unknown.json()).toEqual([]);
    });

    it('turns every malformed list query into a 400 problem naming the parameter, never a 500', async () => {
      const raw = (qs: string) => t.api(`/api/v1/admin/users?${qs}`, { token: admin.accessToken });
      const cases: [string, Promise<Response>, string, string][] = [
        ['unknown sort field', list({ sort: ['passwordHash', 'ASC'] }), 'sort', 'list.unknown_sort_field'],
        ['sort not a pair', list({ sort: ['email'] }), 'sort', 'list.bad_sort'],
        ['bad sort order', list({ sort: ['email', 'SIDEWAYS'] }), 'sort', 'list.bad_sort'],
        ['malformed sort JSON', raw('sort=%5B%22email%22'), 'sort', 'list.not_json'],
        ['malformed filter JSON', raw('filter=%7Bq%3A'), 'filter', 'list.not_json'],
        ['malformed range JSON', raw('range=0-24'), 'range', 'list.not_json'],
        ['repeated parameter', raw('sort=%5B%22email%22%2C%22ASC%22%5D&sort=x'), 'sort', 'list.not_json'],
        ['range end before start', list({ range: [5, 2] }), 'range', 'list.bad_range'],
        ['negative range', list({ range: [-1, 3] }), 'range', 'list.bad_range'],
        ['fractional range', list({ range: [0, 1.5] }), 'range', 'list.bad_range'],
        ['range too large', list({ range: [0, 10_000] }), 'range', 'list.range_too_large'],
        ['filter not an object', list({ filter: ['q'] }), 'filter', 'list.bad_filter'],
        ['unknown filter', list({ filter: { passwordHash: 'x' } }), 'filter', 'list.unknown_filter'],
        ['bad role value', list({ filter: { role: 'superuser' } }), 'filter', 'list.bad_filter_value'],
        ['bad boolean', list({ filter: { verified: 'maybe' } }), 'filter', 'list.bad_filter_value'],
        ['bad date', list({ filter: { createdFrom: 'last tuesday' } }), 'filter', 'list.bad_filter_value'],
        ['bad id', list({ filter: { id: ['1; drop table users'] } }), 'filter', 'list.bad_filter_value'],
      ];
      for (const [name, pending, param, code] of cases) {
        const res = await pending;
        expect({ name, status: res.status }).toEqual({ name, status: 400 });
        expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
        const problem: any = await res.json();
        expect({ name, code: problem.code }).toEqual({ name, code: 'list.bad_query' });
        expect({ name, field: problem.errors?.[0]?.field, errorCode: problem.errors?.[0]?.code }).toEqual({
          name,
          field: param,
          errorCode: code,
        });
        expect(problem.detail).toEqual(expect.any(String));
      }
      // The allowed sort fields are named, so the mistake can be fixed from the message alone.
      const res = await list({ sort: ['passwordHash', 'ASC'] });
      expect(((await res.json()) as any).errors[0].message).toMatch(/email/);
      const [{ n }] = await t.sql(`select count(*)::int as n from identity.users`);
      expect(n).toBe(5);
    });
  });

  describe('one user', () => {
    it('reads a user by id; unknown id 404, malformed id 400', async () => {
      const res = await t.api(`/api/v1/admin/users/${nadia.user.id}`, { token: admin.accessToken });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: nadia.user.id,
        email: nadia.email,
        role: 'both',
        verified: true,
      });
      const missing = await t.api('/api/v1/admin/users/0190a0b0-0000-7000-8000-000000000000', {
        token: admin.accessToken,
      });
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as any).code).toBe('identity.user_not_found');
      const malformed = await t.api('/api/v1/admin/users/not-a-uuid', { token: admin.accessToken });
      expect(malformed.status).toBe(400);
      expect(malformed.headers.get('content-type')).toMatch(PROBLEM_JSON);
    });
  });

  describe('changes', () => {
    it('changes a role, as an event naming the acting admin', async () => {
      const who = await t.register({
        fullName: 'Chidi Okeke',
        businessName: 'Onitsha Textiles',
        country: 'NG',
      });
      const res = await put(who.user.id, { role: 'seller' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: who.user.id, role: 'seller' });
      const [row] = await t.sql(`select role from identity.users where id = $1`, [who.user.id]);
      expect(row.role).toBe('seller');

      const events = await t.events('identity.user.role_changed.v1', who.user.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: admin.user.id, aggregateId: who.user.id });
      expect(events[0]!.payload).toMatchObject({
        userId: who.user.id,
        email: who.email,
        oldRole: Role.BUYER,
        newRole: Role.SELLER,
      });

      // Setting the role it already has changes nothing and says nothing.
      expect((await put(who.user.id, { role: 'seller' })).status).toBe(200);
      expect(await t.events('identity.user.role_changed.v1', who.user.id)).toHaveLength(1);

      const bad = await put(who.user.id, { role: 'superadmin' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as any).errors.map((e: any) => e.field)).toEqual(['role']);
    });

    it('accepts the whole record back, as react-admin’s edit form sends it, and changes only what it governs', async () => {
      const who = await t.register({
        fullName: 'Zawadi Mwangi',
        businessName: 'Nairobi Flowers',
        country: 'KE',
      });
      const current: any = await (
        await t.api(`/api/v1/admin/users/${who.user.id}`, { token: admin.accessToken })
      ).json();
      const res = await put(who.user.id, {
        ...current,
        role: 'both',
        email: 'hijacked@example.org',
        fullName: 'Someone Else',
        verified: true,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        role: 'both',
        email: who.email,
        fullName: 'Zawadi Mwangi',
        verified: false,
        suspended: false,
      });
      const [row] = await t.sql(
        `select email, full_name, role, email_verified_at from identity.users where id = $1`,
        [who.user.id],
      );
      expect(row).toEqual({
        email: who.email,
        full_name: 'Zawadi Mwangi',
        role: 'both',
        email_verified_at: null,
      });
    });

    it('suspends only with a reason, revokes every session, blocks sign-in, and reinstates', async () => {
      const who = await t.register({
        fullName: 'Ibrahim Sow',
        businessName: 'Dakar Fish Export',
        country: 'SN',
      });
      const s1 = await t.signIn(who.email, who.password);
      const s2 = await t.signIn(who.email, who.password);

      for (const body of [
        { suspended: true },
        { suspended: true, suspensionReason: '  ' },
        { suspended: true, suspensionReason: null },
      ]) {
        const res = await put(who.user.id, body);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
        const problem: any = await res.json();
        expect(problem.errors.map((e: any) => e.field)).toContain('suspensionReason');
      }
      const [untouched] = await t.sql(`select suspended_at from identity.users where id = $1`, [who.user.id]);
      expect(untouched.suspended_at).toBeNull();
      expect(await t.events('identity.user.suspended.v1', who.user.id)).toHaveLength(0);

      const reason = 'Repeated non-delivery reported by three buyers';
      const res = await put(who.user.id, { suspended: true, suspensionReason: `  ${reason} ` });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ suspended: true, suspensionReason: reason });

      const sessions = await t.sql(
        `select revoked_at, revoked_reason from identity.sessions where user_id = $1`,
        [who.user.id],
      );
      expect(sessions).toHaveLength(2);
      for (const s of sessions) {
        expect(s.revoked_at).not.toBeNull();
        expect(s.revoked_reason).toBe('suspended');
      }
      for (const s of [s1, s2])
        expect((await t.api('/api/v1/auth/refresh', { method: 'POST', cookie: s.cookie })).status).toBe(401);
      const login = await t.api('/api/v1/auth/login', {
        method: 'POST',
        json: { email: who.email, password: who.password },
      });
      expect(login.status).toBe(403);
      expect(((await login.json()) as any).code).toBe('identity.account_suspended');

      const suspended = await t.events('identity.user.suspended.v1', who.user.id);
      expect(suspended).toHaveLength(1);
      expect(suspended[0]).toMatchObject({ actorId: admin.user.id });
      expect(suspended[0]!.payload).toMatchObject({ userId: who.user.id, email: who.email, reason });

      // Suspending again is no new event (and keeps the first reason).
      expect((await put(who.user.id, { suspended: true, suspensionReason: 'another reason' })).status).toBe(
        200,
      );
      expect(await t.events('identity.user.suspended.v1', who.user.id)).toHaveLength(1);

      const back = await put(who.user.id, { suspended: false });
      expect(back.status).toBe(200);
      expect(await back.json()).toMatchObject({
        suspended: false,
        suspendedAt: null,
        suspensionReason: null,
      });
      const reinstated = await t.events('identity.user.reinstated.v1', who.user.id);
      expect(reinstated).toHaveLength(1);
      expect(reinstated[0]).toMatchObject({ actorId: admin.user.id });
      expect(reinstated[0]!.payload).toMatchObject({ userId: who.user.id, email: who.email });
      // Sessions ended by the suspension stay ended; a fresh sign-in works again.
      expect((await t.api('/api/v1/auth/refresh', { method: 'POST', cookie: s1.cookie })).status).toBe(401);
      expect((await t.signIn(who.email, who.password)).accessToken).toEqual(expect.any(String));
    });

    it('does not let an admin suspend or demote themselves (409), but lets them promote someone else', async () => {
      const self = await put(admin.user.id, { suspended: true, suspensionReason: 'locking myself out' });
      expect(self.status).toBe(409);
      expect(self.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(((await self.json()) as any).code).toBe('identity.cannot_change_own_account');
      const demote = await put(admin.user.id, { role: 'buyer' });
      expect(demote.status).toBe(409);
      const [row] = await t.sql(`select role, suspended_at from identity.users where id = $1`, [
        admin.user.id,
      ]);
      expect(row).toEqual({ role: 'admin', suspended_at: null });
      expect(
        await t.sql(`select id from identity.sessions where user_id = $1 and revoked_at is not null`, [
          admin.user.id,
        ]),
      ).toHaveLength(0);

      // Re-stating their own role is harmless.
      expect((await put(admin.user.id, { role: 'admin' })).status).toBe(200);

      const colleague = await t.register({
        fullName: 'Halima Abdi',
        businessName: 'Sokoni Ops',
        country: 'SO',
      });
      const promoted = await put(colleague.user.id, { role: 'admin' });
      expect(promoted.status).toBe(200);
      const [event] = await t.events('identity.user.role_changed.v1', colleague.user.id);
      expect(event).toMatchObject({ actorId: admin.user.id });
      expect(event!.payload.newRole).toBe(Role.ADMIN);
    });

    it('records the CLI’s admin as registered by admin_cli, and promoting an existing account as a role change', async () => {
      const [registered] = await t.events('identity.user.registered.v1', admin.user.id);
      expect(registered!.payload).toMatchObject({ source: 'admin_cli', role: Role.ADMIN });

      const trader = await t.register({ fullName: 'Yaw Asante', businessName: 'Kumasi Gold', country: 'GH' });
      const promoted = await t.admin(trader.email);
      expect(promoted.user).toMatchObject({ id: trader.user.id, role: 'admin', verified: true });
      const [changed] = await t.events('identity.user.role_changed.v1', trader.user.id);
      expect(changed!.payload).toMatchObject({ oldRole: Role.BUYER, newRole: Role.ADMIN });
    });
  });
});
