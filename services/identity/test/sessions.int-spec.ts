import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import {
  PROBLEM_JSON,
  refreshCookieOf,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity sessions (integration)');
const suite = db ? describe : describe.skip;

/** Sign-in, refresh rotation and the keys that sign access tokens, checked against the stored rows. */
suite('identity: sessions, tokens and keys (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refresh = (cookie: string) => t.api('/api/v1/auth/refresh', { method: 'POST', cookie });

  it('revokes the whole session family when a rotated refresh token comes back, and only that family', async () => {
    const reg = await t.register();
    const phone = await t.signIn(reg.email, reg.password);
    const laptop = await t.signIn(reg.email, reg.password);

    const r1 = await refresh(phone.cookie);
    expect(r1.status).toBe(200);
    const c2 = refreshCookieOf(r1)!;
    const r2 = await refresh(c2);
    expect(r2.status).toBe(200);
    const c3 = refreshCookieOf(r2)!;
    expect(new Set([phone.cookie, c2, c3]).size).toBe(3);

    // The first token was exchanged already: whoever shows it again is not the only holder.
    const reuse = await refresh(phone.cookie);
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(((await reuse.json()) as any).code).toBe('identity.refresh_invalid');
    // The cookie is cleared so the browser stops presenting it.
    expect(reuse.headers.getSetCookie().join(';')).toMatch(/sokoni_refresh=;/);
    // The newest token of the family is dead too: the thief's copy and the victim's alike.
    expect((await refresh(c3)).status).toBe(401);

    const sessions = await t.sql(
      `select id, revoked_at, revoked_reason from identity.sessions where user_id = $1 order by created_at`,
      [reg.user.id],
    );
    expect(sessions).toHaveLength(2);
    const [phoneSession, laptopSession] = sessions;
    expect(phoneSession.revoked_at).not.toBeNull();
    expect(phoneSession.revoked_reason).toBe('refresh_token_reuse');
    const family = await t.sql(
      `select used_at from identity.refresh_tokens where session_id = $1 order by created_at`,
      [phoneSession.id],
    );
    // Three tokens minted in the family (sign-in + two rotations), two of them exchanged.
    expect(family).toHaveLength(3);
    expect(family.filter((f) => f.used_at !== null)).toHaveLength(2);

    // The other device's session is a different family and keeps working.
    expect(laptopSession.revoked_at).toBeNull();
    expect((await refresh(laptop.cookie)).status).toBe(200);
  });

  it('refuses a suspended user at sign-in with 403 and starts no session', async () => {
    const reg = await t.register();
    await t.sql(`update identity.users set suspended_at = now(), suspension_reason = 'test' where id = $1`, [
      reg.user.id,
    ]);
    const res = await t.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: reg.email, password: reg.password },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(((await res.json()) as any).code).toBe('identity.account_suspended');
    expect(
      res.headers
        .getSetCookie()
        .some((c) => c.startsWith('sokoni_refresh=') && !c.startsWith('sokoni_refresh=;')),
    ).toBe(false);
    expect(await t.sql(`select id from identity.sessions where user_id = $1`, [reg.user.id])).toHaveLength(0);
    const failed = await t.events('identity.user.sign_in_failed.v1', reg.user.id);
    expect(failed.map((e) => e.payload.reason)).toEqual(['suspended']);

    // A wrong password still says 401, so suspension is only revealed to whoever knows the password.
    const wrong = await t.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: reg.email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);
  });

  it('publishes the ES256 public key at /.well-known/jwks.json, and nothing private', async () => {
    const res = await t.api('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const jwks: any = await res.json();
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        kid: expect.any(String),
      });
      expect(key).toHaveProperty('x');
      expect(key).toHaveProperty('y');
      expect(key).not.toHaveProperty('d');
    }
    expect(JSON.stringify(jwks)).not.toMatch(/"d"\s*:/);

    // An access token is verifiable with nothing but the published keys.
    const reg = await t.register();
    const { accessToken } = await t.signIn(reg.email, reg.password);
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const { payload } = await jwtVerify(accessToken, createLocalJWKSet(jwks), {
      issuer: 'sokoni-identity',
      audience: 'sokoni',
    });
    expect(payload).toMatchObject({ sub: reg.user.id, role: 'buyer', email: reg.email, verified: false });
    // The private half exists only in identity's own table, and only sealed (signing-keys.int-spec.ts).
    const [row] = await t.sql(`select private_jwk, private_jwk_sealed from identity.signing_keys limit 1`);
    expect(row.private_jwk).toBeNull();
    expect(row.private_jwk_sealed).toMatch(/^v1\./);
  });

  it('writes problem details in the caller’s language (fr, ar, sw; others fall back to English)', async () => {
    const reg = await t.register();
    const expectations: [string, RegExp, string][] = [
      ['fr-FR,fr;q=0.9,en;q=0.5', /Un compte existe déjà/, 'fr'],
      ['ar-EG', /يوجد حساب/, 'ar'],
      ['sw', /Tayari kuna akaunti/, 'sw'],
      ['de-DE', /already exists/, 'en'],
    ];
    for (const [acceptLanguage, detail, lang] of expectations) {
      const res = await t.api('/api/v1/auth/register', {
        method: 'POST',
        headers: { 'accept-language': acceptLanguage },
        json: {
          email: reg.email,
          password: reg.password,
          fullName: 'Juma Ali',
          businessName: 'Zanzibar Spice',
          country: 'TZ',
        },
      });
      expect({ acceptLanguage, status: res.status }).toEqual({ acceptLanguage, status: 409 });
      expect(res.headers.get('content-language')).toBe(lang);
      const problem: any = await res.json();
      expect(problem.detail).toMatch(detail);
      expect(problem.code).toBe('identity.email_taken');
    }

    // Validation messages too, field by field.
    const invalid = await t.api('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      json: { email: 'pas-une-adresse', password: 'court' },
    });
    expect(invalid.status).toBe(400);
    const problem: any = await invalid.json();
    const fields = problem.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'fullName', 'businessName', 'country']));
    const emailError = problem.errors.find((e: { field: string }) => e.field === 'email');
    expect(emailError.message).toMatch(/adresse e-mail valide/);

    // A link problem in Swahili: the service's own messages, not just the shared ones.
    const sw = await t.api('/api/v1/auth/verify-email', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      json: { token: 'x'.repeat(43) },
    });
    expect(sw.status).toBe(400);
    expect(sw.headers.get('content-language')).toBe('sw');
    expect(await sw.json()).toMatchObject({
      code: 'identity.token_invalid',
      detail: expect.stringMatching(/Kiungo hiki si sahihi/),
    });
  });
});
