import {
  PASSWORD,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity phone verification (integration)');
const suite = db ? describe : describe.skip;

/**
 * Proving a phone number with a code texted to it: the code travels only in the event notifications
 * texts from, is stored hashed, works once, for ten minutes, for the number it was sent to, and
 * five wrong guesses burn it; sending is limited to one a minute and five a day.
 */
suite('identity: phone verification (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  let phones = 0;
  /** A signed-in user with a phone number of their own. */
  async function withPhone(fields: Record<string, unknown> = {}) {
    const phone = `+254 712 345 ${String(++phones).padStart(3, '0')}`;
    const reg = await t.register({ phone, ...fields });
    const s = await t.signIn(reg.email, reg.password);
    return { id: reg.user.id as string, token: s.accessToken, email: reg.email, phone };
  }

  const sendCode = (token: string, headers: Record<string, string> = {}) =>
    t.api('/api/v1/account/phone/code', { method: 'POST', token, headers });
  const verify = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api('/api/v1/account/phone/verify', { method: 'POST', token, json: body, headers });
  const me = async (token: string) => (await (await t.api('/api/v1/me', { token })).json()) as any;
  const lastCode = async (userId: string) => {
    const sent = await t.events('identity.user.phone_verification_requested.v1', userId);
    return sent.at(-1)!.payload.code;
  };
  /** Another code than the right one, so a "wrong" guess can never be right by chance. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** As if the last code had been sent more than a minute ago. */
  const minuteLater = (userId: string) =>
    t.sql(
      `update identity.phone_code_sends set sent_at = sent_at - interval '61 seconds' where user_id = $1`,
      [userId],
    );

  it('sends a six-digit code for the account’s number in the event only, and stores only its hash', async () => {
    const u = await withPhone({ locale: 'sw' });
    expect((await me(u.token)).phoneVerified).toBe(false);
    const before = Date.now();
    const res = await sendCode(u.token);
    expect(res.status).toBe(202);

    const [event] = await t.events('identity.user.phone_verification_requested.v1', u.id);
    expect(event!.payload).toMatchObject({ userId: u.id, phone: u.phone, locale: 'sw' });
    expect(event!.payload.code).toMatch(/^[0-9]{6}$/);
    expect(event!.actorId).toBe(u.id);
    const expiresAt = Number(event!.payload.expiresAt!.seconds) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);

    const rows = await t.sql('select * from identity.phone_codes where user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: u.phone, attempts: 0 });
    expect(JSON.stringify(rows[0])).not.toContain(event!.payload.code);
  });

  it('refuses a code to an account without a phone number (409, in the caller’s language)', async () => {
    const reg = await t.register();
    const s = await t.signIn(reg.email, reg.password);
    const res = await sendCode(s.accessToken, { 'accept-language': 'fr' });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem: any = await res.json();
    expect(problem.code).toBe('identity.phone_missing');
    expect(problem.detail).toMatch(/numéro de téléphone/);
    expect(await t.events('identity.user.phone_verification_requested.v1', reg.user.id)).toHaveLength(0);
  });

  it('sends at most one code a minute and five a day (429 with Retry-After); a new code replaces the old', async () => {
    const u = await withPhone();
    expect((await sendCode(u.token)).status).toBe(202);
    const first = await lastCode(u.id);

    const soon = await sendCode(u.token);
    expect(soon.status).toBe(429);
    expect(((await soon.json()) as any).code).toBe('identity.too_many_phone_codes');
    const wait = Number(soon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await t.events('identity.user.phone_verification_requested.v1', u.id)).toHaveLength(1);

    await minuteLater(u.id);
    expect((await sendCode(u.token)).status).toBe(202);
    const second = await lastCode(u.id);
    if (second !== first) {
      const old = await verify(u.token, { code: first });
      expect(old.status).toBe(400);
      expect(((await old.json()) as any).code).toBe('identity.phone_code_invalid');
    }

    for (let i = 3; i <= 5; i++) {
      await minuteLater(u.id);
      expect((await sendCode(u.token)).status).toBe(202);
    }
    await minuteLater(u.id);
    const daily = await sendCode(u.token, { 'accept-language': 'en' });
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(((await daily.json()) as any).detail).toMatch(/today/);
    expect(await t.events('identity.user.phone_verification_requested.v1', u.id)).toHaveLength(5);

    // The latest code is the one that works.
    const res = await verify(u.token, { code: await lastCode(u.id) });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong code (400) and counts it; the right one still works afterwards', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const code = await lastCode(u.id);
    const res = await verify(u.token, { code: wrong(code) }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem: any = await res.json();
    expect(problem.code).toBe('identity.phone_code_invalid');
    expect(problem.detail).toMatch(/4 attempt/);
    expect(problem.errors[0].field).toBe('code');
    expect((await t.sql('select attempts from identity.phone_codes where user_id = $1', [u.id]))[0]).toEqual({
      attempts: 1,
    });
    expect((await me(u.token)).phoneVerified).toBe(false);
    expect((await verify(u.token, { code })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    await t.sql(
      `update identity.phone_codes set expires_at = now() - interval '1 second' where user_id = $1`,
      [u.id],
    );
    const res = await verify(u.token, { code: await lastCode(u.id) }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    const problem: any = await res.json();
    expect(problem.code).toBe('identity.phone_code_invalid');
    expect(problem.detail).toMatch(/expired/);
    expect((await me(u.token)).phoneVerified).toBe(false);
    expect(await t.events('identity.user.phone_verified.v1', u.id)).toHaveLength(0);
  });

  it('burns the code after five wrong tries: even the right one is refused, with word to ask again', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const code = await lastCode(u.id);
    for (let i = 0; i < 5; i++) expect((await verify(u.token, { code: wrong(code) })).status).toBe(400);
    const res = await verify(u.token, { code }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    const problem: any = await res.json();
    expect(problem.code).toBe('identity.phone_code_invalid');
    expect(problem.detail).toMatch(/too many times.*new one/);
    expect((await me(u.token)).phoneVerified).toBe(false);
    expect(await t.events('identity.user.phone_verified.v1', u.id)).toHaveLength(0);

    // A new code works again.
    await minuteLater(u.id);
    await sendCode(u.token);
    expect((await verify(u.token, { code: await lastCode(u.id) })).status).toBe(200);
  });

  it('a code is good only for the number it was sent to: changing the phone invalidates it', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const code = await lastCode(u.id);
    const patched = await t.api('/api/v1/me', {
      method: 'PATCH',
      token: u.token,
      json: { phone: '+254 799 000 111' },
    });
    expect(patched.status).toBe(200);
    expect(await t.sql('select 1 from identity.phone_codes where user_id = $1', [u.id])).toHaveLength(0);
    const res = await verify(u.token, { code });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).code).toBe('identity.phone_code_invalid');
    expect((await me(u.token)).phoneVerified).toBe(false);
  });

  it('verifies the number once even when two verifications race, then a changed number is unverified', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const code = await lastCode(u.id);
    const both = await Promise.all([verify(u.token, { code }), verify(u.token, { code })]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const ok: any = await both.find((r) => r.status === 200)!.json();
    expect(ok).toMatchObject({ id: u.id, phone: u.phone, phoneVerified: true });
    expect(((await both.find((r) => r.status === 409)!.json()) as any).code).toBe(
      'identity.phone_already_verified',
    );

    const verified = await t.events('identity.user.phone_verified.v1', u.id);
    expect(verified).toHaveLength(1);
    expect(verified[0]!.payload).toMatchObject({ userId: u.id, phone: u.phone });
    expect(verified[0]!.actorId).toBe(u.id);
    expect(await t.sql('select 1 from identity.phone_codes where user_id = $1', [u.id])).toHaveLength(0);
    expect((await me(u.token)).phoneVerified).toBe(true);

    const again = await sendCode(u.token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).code).toBe('identity.phone_already_verified');

    // Same number again: still verified. Another number: not any more.
    await t.api('/api/v1/me', { method: 'PATCH', token: u.token, json: { phone: u.phone, city: 'Nakuru' } });
    expect((await me(u.token)).phoneVerified).toBe(true);
    await t.api('/api/v1/me', { method: 'PATCH', token: u.token, json: { phone: '+254 700 222 333' } });
    expect((await me(u.token)).phoneVerified).toBe(false);
    const [row] = await t.sql('select phone_verified_at from identity.users where id = $1', [u.id]);
    expect(row.phone_verified_at).toBeNull();
  });

  it('refuses a malformed body with a 400 problem and changes nothing', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const code = await lastCode(u.id);
    for (const body of [
      {},
      { code: '12345' },
      { code: 123456 },
      { code: 'abcdef' },
      { code, extra: 1 },
      { code: null },
    ]) {
      const res = await verify(u.token, body, { 'accept-language': 'fr' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.errors.length).toBeGreaterThan(0);
    }
    const malformed = await verify(u.token, { code: '12 34' }, { 'accept-language': 'fr' });
    expect(((await malformed.json()) as any).errors[0]).toMatchObject({
      field: 'code',
      message: expect.stringMatching(/six chiffres/),
    });
    expect((await t.sql('select attempts from identity.phone_codes where user_id = $1', [u.id]))[0]).toEqual({
      attempts: 0,
    });
    expect((await me(u.token)).phoneVerified).toBe(false);
    expect(await t.events('identity.user.phone_verified.v1', u.id)).toHaveLength(0);
    // Spaces inside the code are forgiven: it is the same code.
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect((await verify(u.token, { code: spaced })).status).toBe(200);
  });

  it('is documented for the storefront’s generated client', async () => {
    const doc: any = await (await t.api('/openapi.json')).json();
    const code = doc.paths['/api/v1/account/phone/code'].post.responses;
    expect(code['202']).toBeDefined();
    expect(code['429'].content['application/problem+json']).toBeDefined();
    const verified = doc.paths['/api/v1/account/phone/verify'].post;
    expect(verified.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/User',
    );
    expect(doc.components.schemas.User.properties.phoneVerified.type).toBe('boolean');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api('/api/v1/account/phone/code', { method: 'POST' })).status).toBe(401);
    expect(
      (await t.api('/api/v1/account/phone/verify', { method: 'POST', json: { code: '123456' } })).status,
    ).toBe(401);
  });

  it('deleting the account erases the verification and any code', async () => {
    const u = await withPhone();
    await sendCode(u.token);
    const res = await t.api('/api/v1/account/delete', {
      method: 'POST',
      token: u.token,
      json: { password: PASSWORD, confirmation: 'DELETE' },
    });
    expect(res.status).toBe(204);
    const [row] = await t.sql('select phone, phone_verified_at from identity.users where id = $1', [u.id]);
    expect(row).toEqual({ phone: null, phone_verified_at: null });
    expect(await t.sql('select 1 from identity.phone_codes where user_id = $1', [u.id])).toHaveLength(0);
    expect(await t.sql('select 1 from identity.phone_code_sends where user_id = $1', [u.id])).toHaveLength(0);
  });
});
