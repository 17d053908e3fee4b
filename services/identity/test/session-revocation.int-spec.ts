import { decodeJwt } from 'jose';
import {
  PASSWORD,
  PROBLEM_JSON,
  refreshCookieOf,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity session revocation (integration)');
const suite = db ? describe : describe.skip;

const sid = (accessToken: string) => decodeJwt(accessToken).sid as string;

/**
 * Sessions that end (sign-out, password change or reset, refresh-token reuse) are announced on
 * identity.session.revoked.v1, so every service refuses their access tokens at once; and two
 * refreshes racing with one token are not mistaken for theft.
 */
suite('identity: ending sessions and refreshing them (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refresh = (cookie: string) => t.api('/api/v1/auth/refresh', { method: 'POST', cookie });
  const revoked = (userId: string) => t.events('identity.session.revoked.v1', userId);

  describe('refresh-token reuse interval', () => {
    it('answers two simultaneous refreshes with one token alike: same new refresh token, session alive', async () => {
      const reg = await t.register();
      const tab = await t.signIn(reg.email, reg.password);
      const [a, b] = await Promise.all([refresh(tab.cookie), refresh(tab.cookie)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [ca, cb] = [refreshCookieOf(a), refreshCookieOf(b)];
      expect(ca).toBeDefined();
      expect(ca).toBe(cb);
      const [ta, tb] = [((await a.json()) as any).accessToken, ((await b.json()) as any).accessToken];
      expect(sid(ta)).toBe(sid(tab.accessToken));
      expect(sid(tb)).toBe(sid(tab.accessToken));
      // The shared successor goes on working, and nothing was revoked.
      expect((await refresh(ca!)).status).toBe(200);
      const [session] = await t.sql(`select revoked_at from identity.sessions where id = $1`, [sid(ta)]);
      expect(session.revoked_at).toBeNull();
      expect(await revoked(reg.user.id)).toHaveLength(0);
    });

    it('still revokes the session when the old token comes back after the interval', async () => {
      const reg = await t.register();
      const signed = await t.signIn(reg.email, reg.password);
      const next = refreshCookieOf(await refresh(signed.cookie))!;
      // As if the 10-second interval had passed.
      await t.sql(
        `update identity.refresh_tokens set used_at = used_at - interval '11 seconds'
          where session_id = $1 and used_at is not null`,
        [sid(signed.accessToken)],
      );
      const late = await refresh(signed.cookie);
      expect(late.status).toBe(401);
      expect(late.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await refresh(next)).status).toBe(401);
      const events = await revoked(reg.user.id);
      expect(events.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          userId: reg.user.id,
          sessionIds: [sid(signed.accessToken)],
          reason: 'reuse_detected',
        }),
      ]);
    });

    it('accepts only the token just before the live one: one two rotations back is reuse', async () => {
      const reg = await t.register();
      const signed = await t.signIn(reg.email, reg.password);
      const second = refreshCookieOf(await refresh(signed.cookie))!;
      const third = refreshCookieOf(await refresh(second))!;
      expect((await refresh(signed.cookie)).status).toBe(401);
      expect((await refresh(third)).status).toBe(401);
      expect((await revoked(reg.user.id)).map((e) => e.payload.reason)).toEqual(['reuse_detected']);
    });

    it('keeps no successor in a form the database alone can read', async () => {
      const reg = await t.register();
      const signed = await t.signIn(reg.email, reg.password);
      const next = refreshCookieOf(await refresh(signed.cookie))!.split('=')[1]!;
      const rows = await t.sql(`select successor_sealed from identity.refresh_tokens where session_id = $1`, [
        sid(signed.accessToken),
      ]);
      const sealed = rows.map((r) => r.successor_sealed).filter(Boolean);
      expect(sealed).toHaveLength(1);
      expect(sealed[0]).toMatch(/^v1\./);
      expect(sealed[0]).not.toContain(next);
    });
  });

  it('announces the ended session on sign-out', async () => {
    const reg = await t.register();
    const phone = await t.signIn(reg.email, reg.password);
    const laptop = await t.signIn(reg.email, reg.password);
    const out = await t.api('/api/v1/auth/logout', { method: 'POST', cookie: phone.cookie });
    expect(out.status).toBe(204);
    // Twice is harmless and says nothing more.
    expect((await t.api('/api/v1/auth/logout', { method: 'POST', cookie: phone.cookie })).status).toBe(204);
    const events = await revoked(reg.user.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe(reg.user.id);
    expect(events[0]!.payload).toMatchObject({
      userId: reg.user.id,
      sessionIds: [sid(phone.accessToken)],
      reason: 'signed_out',
    });
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect((await refresh(laptop.cookie)).status).toBe(200);
  });

  it('ends every session on a password reset and lists them all', async () => {
    const reg = await t.register();
    const a = await t.signIn(reg.email, reg.password);
    const b = await t.signIn(reg.email, reg.password);
    await t.api('/api/v1/auth/password-reset', { method: 'POST', json: { email: reg.email } });
    const [asked] = await t.events('identity.user.password_reset_requested.v1', reg.user.id);
    const token = new URL(asked!.payload.resetUrl).searchParams.get('token');
    const done = await t.api('/api/v1/auth/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'a brand new passphrase 77' },
    });
    expect(done.status).toBe(204);
    const [event] = await revoked(reg.user.id);
    expect(event!.payload.reason).toBe('password_reset');
    expect([...event!.payload.sessionIds].sort()).toEqual([sid(a.accessToken), sid(b.accessToken)].sort());
    expect((await refresh(a.cookie)).status).toBe(401);
    expect((await refresh(b.cookie)).status).toBe(401);
  });

  describe('password change (POST /api/v1/auth/password)', () => {
    const change = (token: string, json: unknown, headers: Record<string, string> = {}) =>
      t.api('/api/v1/auth/password', { method: 'POST', token, json, headers });

    it('ends every session, the caller’s too, and carries the caller on in a new one', async () => {
      const reg = await t.register();
      const here = await t.signIn(reg.email, reg.password);
      const elsewhere = await t.signIn(reg.email, reg.password);
      const res = await change(here.accessToken, {
        currentPassword: PASSWORD,
        password: 'kilimanjaro at dawn 2026',
      });
      expect(res.status).toBe(200);
      const body: any = await res.json();
      const cookie = refreshCookieOf(res)!;
      expect(cookie).toBeDefined();
      expect(sid(body.accessToken)).not.toBe(sid(here.accessToken));
      expect(body.user.id).toBe(reg.user.id);

      const [event] = await revoked(reg.user.id);
      expect(event!.payload.reason).toBe('password_changed');
      expect([...event!.payload.sessionIds].sort()).toEqual(
        [sid(here.accessToken), sid(elsewhere.accessToken)].sort(),
      );
      expect((await refresh(here.cookie)).status).toBe(401);
      expect((await refresh(elsewhere.cookie)).status).toBe(401);
      expect((await refresh(cookie)).status).toBe(200);
      const changed = await t.events('identity.user.password_changed.v1', reg.user.id);
      expect(changed.map((e) => e.payload.reason)).toEqual(['change']);
      // The new password signs in; the old one does not.
      await t.signIn(reg.email, 'kilimanjaro at dawn 2026');
      const old = await t.api('/api/v1/auth/login', {
        method: 'POST',
        json: { email: reg.email, password: PASSWORD },
      });
      expect(old.status).toBe(401);
    });

    it('refuses a wrong current password or a weak new one, and changes nothing', async () => {
      const reg = await t.register();
      const here = await t.signIn(reg.email, reg.password);
      const wrong = await change(
        here.accessToken,
        { currentPassword: 'not it at all', password: 'kilimanjaro at dawn 2026' },
        { 'accept-language': 'sw' },
      );
      expect(wrong.status).toBe(400);
      const problem: any = await wrong.json();
      expect(problem.code).toBe('identity.current_password_wrong');
      expect(problem.errors[0].field).toBe('currentPassword');
      expect(problem.detail).toMatch(/Nenosiri lako la sasa/);

      const weak = await change(here.accessToken, { currentPassword: PASSWORD, password: 'password1' });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as any).errors[0].field).toBe('password');

      const missing = await change(here.accessToken, { password: 'kilimanjaro at dawn 2026' });
      expect(missing.status).toBe(400);

      const anonymous = await t.api('/api/v1/auth/password', {
        method: 'POST',
        json: { currentPassword: PASSWORD, password: 'kilimanjaro at dawn 2026' },
      });
      expect(anonymous.status).toBe(401);

      expect(await revoked(reg.user.id)).toHaveLength(0);
      expect((await refresh(here.cookie)).status).toBe(200);
      await t.signIn(reg.email, PASSWORD);
    });

    it('counts wrong current passwords like failed sign-ins, so a stolen access token cannot guess it', async () => {
      const reg = await t.register();
      const here = await t.signIn(reg.email, reg.password);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await change(here.accessToken, {
          currentPassword: `guess number ${i}`,
          password: 'kilimanjaro at dawn 2026',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses[5]).toBe(429);
    });
  });
});
