import {
  PASSWORD,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity registration (integration)');
const suite = db ? describe : describe.skip;

/** Sign-up and e-mail verification against real PostgreSQL: what the unique index and the token table must guarantee. */
suite('identity: registration and e-mail verification (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (email: string) => ({
    email,
    password: PASSWORD,
    fullName: 'Fatuma Njeri',
    businessName: 'Rift Valley Tea',
    country: 'KE',
  });

  it('refuses a second account for the same address in any letter case (409, one row)', async () => {
    const first = await t.api('/api/v1/auth/register', {
      method: 'POST',
      json: body('Fatuma.Njeri@Tea.example'),
    });
    expect(first.status).toBe(201);
    expect(((await first.json()) as any).email).toBe('fatuma.njeri@tea.example');

    const dup = await t.api('/api/v1/auth/register', {
      method: 'POST',
      json: body('  FATUMA.NJERI@tea.EXAMPLE '),
    });
    expect(dup.status).toBe(409);
    expect(dup.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem: any = await dup.json();
    expect(problem).toMatchObject({ status: 409, code: 'identity.email_taken' });
    expect(problem.detail).toMatch(/already exists/);

    const rows = await t.sql(
      `select email from identity.users where lower(email) = 'fatuma.njeri@tea.example'`,
    );
    expect(rows).toEqual([{ email: 'fatuma.njeri@tea.example' }]);
  });

  it('lets exactly one of five simultaneous sign-ups for one address through', async () => {
    const email = 'race@hides.example';
    const variants = [email, email.toUpperCase(), ` ${email}`, 'Race@Hides.example', email];
    const answers = await Promise.all(
      variants.map((e) => t.api('/api/v1/auth/register', { method: 'POST', json: body(e) })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(((await r.json()) as any).code).toBe('identity.email_taken');

    const users = await t.sql<{ id: string }>(`select id from identity.users where email = $1`, [email]);
    expect(users).toHaveLength(1);
    // The losers' transactions rolled back whole: one registration event, one verification token.
    expect(await t.events('identity.user.registered.v1', users[0]!.id)).toHaveLength(1);
    const tokens = await t.sql(`select id from identity.one_time_tokens where user_id = $1`, [users[0]!.id]);
    expect(tokens).toHaveLength(1);
    const registered = await t.sql(
      `select count(*)::int as n from identity.outbox where topic = 'identity.user.registered.v1' and key not in (select id::text from identity.users)`,
    );
    expect(registered[0].n).toBe(0);
  });

  it('answers an expired verification link with 400 token_expired and leaves the account unverified', async () => {
    const { user } = await t.register();
    const token = await t.verificationToken(user.id);
    await t.sql(
      `update identity.one_time_tokens set expires_at = now() - interval '1 minute' where user_id = $1 and purpose = 'verify_email'`,
      [user.id],
    );
    const res = await t.api('/api/v1/auth/verify-email', { method: 'POST', json: { token } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(await res.json()).toMatchObject({
      code: 'identity.token_expired',
      detail: expect.stringMatching(/expired/),
    });

    const [row] = await t.sql(`select email_verified_at from identity.users where id = $1`, [user.id]);
    expect(row.email_verified_at).toBeNull();
    expect(await t.events('identity.user.email_verified.v1', user.id)).toHaveLength(0);
  });

  it('resends the verification link: 401 without a token, 202 with, only the newest link works, then 409', async () => {
    const reg = await t.register();
    const first = await t.verificationToken(reg.user.id);
    const anonymous = await t.api('/api/v1/auth/resend-verification', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(PROBLEM_JSON);

    const { accessToken } = await t.signIn(reg.email, reg.password);
    const resent = await t.api('/api/v1/auth/resend-verification', { method: 'POST', token: accessToken });
    expect(resent.status).toBe(202);
    const second = await t.verificationToken(reg.user.id);
    expect(second).not.toBe(first);
    const requested = await t.events('identity.user.email_verification_requested.v1', reg.user.id);
    expect(requested).toHaveLength(2);
    expect(requested[1]!.payload.verifyUrl).toMatch(/^http:\/\/sokoni\.test\/verify-email\?token=/);

    const old = await t.api('/api/v1/auth/verify-email', { method: 'POST', json: { token: first } });
    expect(old.status).toBe(400);
    expect(((await old.json()) as any).code).toBe('identity.token_invalid');

    const ok = await t.api('/api/v1/auth/verify-email', { method: 'POST', json: { token: second } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).verified).toBe(true);
    expect(await t.events('identity.user.email_verified.v1', reg.user.id)).toHaveLength(1);

    // The access token still says unverified; the answer comes from the database, not the claim.
    const again = await t.api('/api/v1/auth/resend-verification', { method: 'POST', token: accessToken });
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).code).toBe('identity.already_verified');
    expect(await t.events('identity.user.email_verification_requested.v1', reg.user.id)).toHaveLength(2);
  });

  it('stores the token hashed, never the token itself', async () => {
    const { user } = await t.register();
    const token = await t.verificationToken(user.id);
    const rows = await t.sql(`select token_hash from identity.one_time_tokens where user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
