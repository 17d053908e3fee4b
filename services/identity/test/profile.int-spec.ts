import {
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity profile (integration)');
const suite = db ? describe : describe.skip;

/** GET/PATCH /api/v1/me: what a user may change about themselves, and what they may not. */
suite('identity: profile (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (token: string, json: unknown, headers: Record<string, string> = {}) =>
    t.api('/api/v1/me', { method: 'PATCH', token, json, headers });
  const stored = async (id: string) => (await t.sql(`select * from identity.users where id = $1`, [id]))[0];

  it('needs a signed-in caller', async () => {
    expect((await t.api('/api/v1/me')).status).toBe(401);
    const res = await t.api('/api/v1/me', { method: 'PATCH', json: { city: 'Lagos' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
  });

  it('refuses role and verification changes (400 naming the fields) and stores nothing', async () => {
    const reg = await t.register({ fullName: 'Adaeze Obi', businessName: 'Aba Leather', country: 'NG' });
    const { accessToken } = await t.signIn(reg.email, reg.password);
    const before = await stored(reg.user.id);
    for (const body of [
      { role: 'admin' },
      { verified: true },
      { emailVerifiedAt: new Date().toISOString() },
      { fullName: 'Adaeze Obi-Nwosu', role: 'seller' },
      { email: 'other@example.org' },
      { suspended: false },
    ]) {
      const res = await patch(accessToken, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      const forbidden = Object.keys(body).filter((k) => k !== 'fullName');
      expect(problem.errors.map((e: any) => e.field)).toEqual(forbidden);
    }
    expect(await stored(reg.user.id)).toEqual(before);
    expect(await t.events('identity.user.profile_updated.v1', reg.user.id)).toHaveLength(0);
  });

  it('updates the allowed fields, clears optional ones, and writes profile_updated', async () => {
    const reg = await t.register({
      fullName: 'Adaeze Obi',
      businessName: 'Aba Leather',
      country: 'NG',
      phone: '+234 803 000 0000',
      city: 'Aba',
    });
    const { accessToken } = await t.signIn(reg.email, reg.password);
    const res = await patch(accessToken, {
      fullName: '  Adaeze Obi-Nwosu ',
      businessName: 'Zambezi Leatherworks',
      country: 'zm',
      city: 'Lusaka',
      phone: '',
      locale: 'fr-CA',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: reg.user.id,
      email: reg.email,
      fullName: 'Adaeze Obi-Nwosu',
      businessName: 'Zambezi Leatherworks',
      country: 'ZM',
      city: 'Lusaka',
      phone: null,
      locale: 'fr',
      avatarInitials: 'ZA',
      role: 'buyer',
      verified: false,
    });
    const row = await stored(reg.user.id);
    expect(row).toMatchObject({
      full_name: 'Adaeze Obi-Nwosu',
      country: 'ZM',
      phone: null,
      city: 'Lusaka',
      locale: 'fr',
    });

    const events = await t.events('identity.user.profile_updated.v1', reg.user.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(reg.user.id);
    expect(events[0]!.payload).toMatchObject({
      userId: reg.user.id,
      email: reg.email,
      fullName: 'Adaeze Obi-Nwosu',
      businessName: 'Zambezi Leatherworks',
      country: 'ZM',
      city: 'Lusaka',
      phone: '',
      locale: 'fr',
    });

    const me = await t.api('/api/v1/me', { token: accessToken });
    expect(await me.json()).toMatchObject({ fullName: 'Adaeze Obi-Nwosu', country: 'ZM' });

    // The same values again change nothing, so no consumer is told about a change.
    expect((await patch(accessToken, { city: 'Lusaka', country: 'ZM' })).status).toBe(200);
    expect(await t.events('identity.user.profile_updated.v1', reg.user.id)).toHaveLength(1);
  });

  it('refuses an unknown country or malformed values with 400 and keeps the stored profile', async () => {
    const reg = await t.register({ country: 'UG', city: 'Gulu' });
    const { accessToken } = await t.signIn(reg.email, reg.password);
    const before = await stored(reg.user.id);
    const cases: [unknown, string, string?][] = [
      [{ country: 'XX' }, 'country', 'identity.unknown_country'],
      [{ country: 'Uganda' }, 'country'],
      [{ fullName: 'A' }, 'fullName'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ businessName: 42 }, 'businessName'],
      [{ city: 'Kampala', country: 'QQ' }, 'country', 'identity.unknown_country'],
    ];
    for (const [body, field, code] of cases) {
      const res = await patch(accessToken, body, { 'accept-language': 'fr' });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.errors.map((e: any) => e.field)).toContain(field);
      if (code) {
        expect(problem.code).toBe(code);
        expect(problem.detail).not.toMatch(/Choose a country/);
      }
    }
    expect(await stored(reg.user.id)).toEqual(before);
    expect(await t.events('identity.user.profile_updated.v1', reg.user.id)).toHaveLength(0);
  });
});
