import { startIdentity, testDatabaseOrSkip, type IdentityTestApp } from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity e-mail limits (integration)');
const suite = db ? describe : describe.skip;

/** The reset and verification forms cannot be used to flood an inbox: three e-mails an hour each. */
suite('identity: e-mails per address (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const askReset = (email: string) =>
    t.api('/api/v1/auth/password-reset', { method: 'POST', json: { email } });

  it('sends at most three reset e-mails an hour to an address, and answers every request alike', async () => {
    const reg = await t.register();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await askReset(i % 2 ? reg.email.toUpperCase() : reg.email));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.every((r) => r.headers.get('retry-after') === null)).toBe(true);
    expect(await t.events('identity.user.password_reset_requested.v1', reg.user.id)).toHaveLength(3);
    // Another address is not affected.
    const other = await t.register();
    await askReset(other.email);
    expect(await t.events('identity.user.password_reset_requested.v1', other.user.id)).toHaveLength(1);
  });

  it('answers requests for an address without an account the same way', async () => {
    const nobody = `no.account.${Date.now()}@example.org`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askReset(nobody));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
  });

  it('sends at most three verification e-mails an hour (the sign-up one included), then says when to try again', async () => {
    const reg = await t.register();
    const { accessToken } = await t.signIn(reg.email, reg.password);
    const resend = () => t.api('/api/v1/auth/resend-verification', { method: 'POST', token: accessToken });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(202);
    const refused = await t.api('/api/v1/auth/resend-verification', {
      method: 'POST',
      token: accessToken,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const problem: any = await refused.json();
    expect(problem.code).toBe('identity.too_many_emails');
    expect(problem.detail).toMatch(/dernière heure/);
    expect(await t.events('identity.user.email_verification_requested.v1', reg.user.id)).toHaveLength(3);
    // The last link sent still works.
    const token = await t.verificationToken(reg.user.id);
    expect((await t.api('/api/v1/auth/verify-email', { method: 'POST', json: { token } })).status).toBe(200);
  });
});
