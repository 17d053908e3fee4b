import { decodeJwt } from 'jose';
import { uuidv7 } from '@sokoni/platform/db';
import {
  PASSWORD,
  PROBLEM_JSON,
  refreshCookieOf,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity account page (integration)');
const suite = db ? describe : describe.skip;

const sid = (accessToken: string) => decodeJwt(accessToken).sid as string;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/**
 * The account page's API (issue 12): sessions with device and place, signing them out, changing
 * the e-mail address through a link, storefront preferences and deleting the account, each tried
 * the way an attacker would too.
 */
suite('identity: the account page (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!, { CLIENT_COUNTRY_HEADER: 'CF-IPCountry' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signInWith(email: string, headers: Record<string, string>): Promise<SignedIn> {
    const res = await t.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email, password: PASSWORD },
      headers,
    });
    expect(res.status).toBe(200);
    const body: any = await res.json();
    return { accessToken: body.accessToken, cookie: refreshCookieOf(res)!, user: body.user };
  }

  /** The status `path` answers `token` with, once it is `want` (revocations travel as events). */
  async function statusBecomes(path: string, token: string, want: number): Promise<Response> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await t.api(path, { token });
      if (res.status === want || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const sessions = (token: string) => t.api('/api/v1/account/sessions', { token });
  const refresh = (cookie: string) => t.api('/api/v1/auth/refresh', { method: 'POST', cookie });

  describe('sessions', () => {
    it('lists the caller’s sessions with device and place, the current one first and marked', async () => {
      const reg = await t.register();
      const phone = await signInWith(reg.email, { 'user-agent': ANDROID_CHROME, 'cf-ipcountry': 'ke' });
      const laptop = await signInWith(reg.email, { 'user-agent': WINDOWS_EDGE, 'x-country': 'NG' });
      const res = await sessions(laptop.accessToken);
      expect(res.status).toBe(200);
      const list = (await res.json()) as any[];
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({
        id: sid(laptop.accessToken),
        current: true,
        browser: 'Edge',
        os: 'Windows',
        deviceType: 'desktop',
        // Only the header the operator named is believed.
        country: null,
        network: '127.0.0.0/24',
      });
      expect(list[1]).toMatchObject({
        id: sid(phone.accessToken),
        current: false,
        browser: 'Chrome',
        os: 'Android',
        deviceType: 'mobile',
        country: 'KE',
      });
      // Never the address itself, nor anything of the token.
      expect(JSON.stringify(list)).not.toMatch(/127\.0\.0\.1|userAgent|token/);
      expect((await t.api('/api/v1/account/sessions')).status).toBe(401);
    });

    it('signs one session out at once: its access token and refresh cookie are refused, the others go on', async () => {
      const reg = await t.register();
      const here = await t.signIn(reg.email, reg.password);
      const there = await t.signIn(reg.email, reg.password);
      expect((await t.api('/api/v1/me', { token: there.accessToken })).status).toBe(200);

      const res = await t.api(`/api/v1/account/sessions/${sid(there.accessToken)}`, {
        method: 'DELETE',
        token: here.accessToken,
      });
      expect(res.status).toBe(204);

      const refused = await statusBecomes('/api/v1/me', there.accessToken, 401);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as any).code).toBe('auth.session_revoked');
      expect((await refresh(there.cookie)).status).toBe(401);
      expect((await t.api('/api/v1/me', { token: here.accessToken })).status).toBe(200);
      expect((await refresh(here.cookie)).status).toBe(200);
      const events = await t.events('identity.session.revoked.v1', reg.user.id);
      expect(events.map((e) => e.payload)).toEqual([
        expect.objectContaining({ sessionIds: [sid(there.accessToken)], reason: 'revoked_by_user' }),
      ]);
      // Twice: it is gone.
      const again = await t.api(`/api/v1/account/sessions/${sid(there.accessToken)}`, {
        method: 'DELETE',
        token: here.accessToken,
      });
      expect(again.status).toBe(404);
    });

    it('does not let a user sign out, or learn of, another user’s session', async () => {
      const victim = await t.register();
      const attacker = await t.register();
      const v = await t.signIn(victim.email, victim.password);
      const a = await t.signIn(attacker.email, attacker.password);
      const res = await t.api(`/api/v1/account/sessions/${sid(v.accessToken)}`, {
        method: 'DELETE',
        token: a.accessToken,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(((await res.json()) as any).code).toBe('identity.session_not_found');
      const [row] = await t.sql(`select revoked_at from identity.sessions where id = $1`, [
        sid(v.accessToken),
      ]);
      expect(row.revoked_at).toBeNull();
      expect(await t.events('identity.session.revoked.v1', victim.user.id)).toHaveLength(0);
      expect((await refresh(v.cookie)).status).toBe(200);
      // The attacker's list has their own session only.
      const list = (await (await sessions(a.accessToken)).json()) as any[];
      expect(list.map((s) => s.id)).toEqual([sid(a.accessToken)]);
      // Not an id at all: 400, nothing looked up.
      const bad = await t.api('/api/v1/account/sessions/not-an-id', {
        method: 'DELETE',
        token: a.accessToken,
      });
      expect(bad.status).toBe(400);
    });

    it('signs every other session out and keeps the current one', async () => {
      const reg = await t.register();
      const here = await t.signIn(reg.email, reg.password);
      const b = await t.signIn(reg.email, reg.password);
      const c = await t.signIn(reg.email, reg.password);
      const res = await t.api('/api/v1/account/sessions', { method: 'DELETE', token: here.accessToken });
      expect(res.status).toBe(204);
      expect((await refresh(b.cookie)).status).toBe(401);
      expect((await refresh(c.cookie)).status).toBe(401);
      expect((await statusBecomes('/api/v1/me', c.accessToken, 401)).status).toBe(401);
      expect((await t.api('/api/v1/me', { token: here.accessToken })).status).toBe(200);
      const [event] = await t.events('identity.session.revoked.v1', reg.user.id);
      expect([...event!.payload.sessionIds].sort()).toEqual([sid(b.accessToken), sid(c.accessToken)].sort());
      const list = (await (await sessions(here.accessToken)).json()) as any[];
      expect(list.map((s) => s.id)).toEqual([sid(here.accessToken)]);
    });
  });

  describe('e-mail change', () => {
    const ask = (token: string, json: unknown) =>
      t.api('/api/v1/account/email', { method: 'POST', token, json });
    const confirm = (token: string, linkToken: string | null) =>
      t.api('/api/v1/account/email/confirm', { method: 'POST', token, json: { token: linkToken } });
    const linkOf = async (userId: string) => {
      const [last] = (await t.events('identity.user.email_change_requested.v1', userId)).slice(-1);
      return last ? new URL(last.payload.confirmUrl).searchParams.get('token') : null;
    };

    it('refuses a wrong password and changes nothing', async () => {
      const reg = await t.register();
      const s = await t.signIn(reg.email, reg.password);
      const res = await ask(s.accessToken, { newEmail: 'new.home@example.org', password: 'not my password' });
      expect(res.status).toBe(400);
      const problem: any = await res.json();
      expect(problem.code).toBe('identity.current_password_wrong');
      expect(problem.errors[0].field).toBe('password');
      expect(await t.events('identity.user.email_change_requested.v1', reg.user.id)).toHaveLength(0);
      expect(
        await t.sql(
          `select 1 from identity.one_time_tokens where purpose = 'change_email' and user_id = $1`,
          [reg.user.id],
        ),
      ).toHaveLength(0);
      const same = await ask(s.accessToken, { newEmail: reg.email.toUpperCase(), password: PASSWORD });
      expect(same.status).toBe(400);
      expect(((await same.json()) as any).code).toBe('identity.email_same');
    });

    it('moves the account only when the link is used, once, by its owner', async () => {
      const reg = await t.register({ fullName: 'Kofi Mensah', locale: 'fr' });
      const s = await t.signIn(reg.email, reg.password);
      const newEmail = `kofi.${Date.now().toString(36)}@example.net`;
      const res = await ask(s.accessToken, { newEmail: ` ${newEmail.toUpperCase()} `, password: PASSWORD });
      expect(res.status).toBe(202);
      const [event] = await t.events('identity.user.email_change_requested.v1', reg.user.id);
      expect(event!.payload).toMatchObject({
        userId: reg.user.id,
        email: reg.email,
        newEmail,
        fullName: 'Kofi Mensah',
        locale: 'fr',
        newEmailTaken: false,
      });
      expect(event!.payload.confirmUrl).toMatch(/^http:\/\/sokoni\.test\/account\/confirm-email\?token=/);
      // Nothing changed yet.
      expect(((await (await t.api('/api/v1/me', { token: s.accessToken })).json()) as any).email).toBe(
        reg.email,
      );
      const link = await linkOf(reg.user.id);

      // Another signed-in user holding the link gets nowhere, and does not spend it.
      const other = await t.register();
      const o = await t.signIn(other.email, other.password);
      const stolen = await confirm(o.accessToken, link);
      expect(stolen.status).toBe(400);
      expect(((await stolen.json()) as any).code).toBe('identity.token_invalid');

      const done = await confirm(s.accessToken, link);
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ id: reg.user.id, email: newEmail, verified: true });
      const reused = await confirm(s.accessToken, link);
      expect(reused.status).toBe(400);
      expect(((await reused.json()) as any).code).toBe('identity.token_invalid');

      const changed = await t.events('identity.user.email_changed.v1', reg.user.id);
      expect(changed.map((e) => e.payload)).toEqual([
        expect.objectContaining({ oldEmail: reg.email, newEmail }),
      ]);
      const profile = await t.events('identity.user.profile_updated.v1', reg.user.id);
      expect(profile.at(-1)!.payload.email).toBe(newEmail);
      await t.signIn(newEmail, PASSWORD);
      const old = await t.api('/api/v1/auth/login', {
        method: 'POST',
        json: { email: reg.email, password: PASSWORD },
      });
      expect(old.status).toBe(401);
    });

    it('answers a taken address like a free one, tells its owner, and sends no link', async () => {
      const owner = await t.register({ fullName: 'Zawadi Otieno', locale: 'sw' });
      const reg = await t.register();
      const s = await t.signIn(reg.email, reg.password);
      const res = await ask(s.accessToken, { newEmail: owner.email, password: PASSWORD });
      expect(res.status).toBe(202);
      expect(await res.text()).toBe('');
      const [event] = await t.events('identity.user.email_change_requested.v1', reg.user.id);
      expect(event!.payload).toMatchObject({
        email: reg.email,
        newEmail: owner.email,
        newEmailTaken: true,
        confirmUrl: '',
        takenByFullName: 'Zawadi Otieno',
        takenByLocale: 'sw',
      });
      const tokens = await t.sql(
        `select 1 from identity.one_time_tokens where purpose = 'change_email' and user_id = $1 and used_at is null`,
        [reg.user.id],
      );
      expect(tokens).toHaveLength(0);
    });

    it('refuses an expired link and leaves the address as it was', async () => {
      const reg = await t.register();
      const s = await t.signIn(reg.email, reg.password);
      expect(
        (await ask(s.accessToken, { newEmail: `late.${Date.now()}@example.org`, password: PASSWORD })).status,
      ).toBe(202);
      const link = await linkOf(reg.user.id);
      await t.sql(
        `update identity.one_time_tokens set expires_at = now() - interval '1 minute' where user_id = $1 and purpose = 'change_email'`,
        [reg.user.id],
      );
      const res = await confirm(s.accessToken, link);
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).code).toBe('identity.token_expired');
      const [row] = await t.sql(`select email from identity.users where id = $1`, [reg.user.id]);
      expect(row.email).toBe(reg.email);
    });
  });

  describe('preferences', () => {
    it('stores language and currency on the account and returns them with the session user', async () => {
      const reg = await t.register();
      const s = await t.signIn(reg.email, reg.password);
      const before = (await t.events('identity.user.profile_updated.v1', reg.user.id)).length;
      const res = await t.api('/api/v1/me', {
        method: 'PATCH',
        token: s.accessToken,
        json: { language: 'ha', currency: 'kes' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ language: 'ha', currency: 'KES' });
      const again = await t.signIn(reg.email, reg.password);
      expect(again.user).toMatchObject({ language: 'ha', currency: 'KES' });
      // Not part of the profile other services keep: no event.
      expect(await t.events('identity.user.profile_updated.v1', reg.user.id)).toHaveLength(before);

      for (const [json, code] of [
        [{ language: 'xx' }, 'identity.language_unknown'],
        [{ currency: 'ABC' }, 'identity.currency_unknown'],
      ] as const) {
        const bad = await t.api('/api/v1/me', { method: 'PATCH', token: s.accessToken, json });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as any).code).toBe(code);
      }
      const [row] = await t.sql(`select language, currency from identity.users where id = $1`, [reg.user.id]);
      expect(row).toEqual({ language: 'ha', currency: 'KES' });
    });
  });

  describe('deleting the account', () => {
    const remove = (token: string, json: unknown) =>
      t.api('/api/v1/account/delete', { method: 'POST', token, json });

    async function rowsUntil<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const rows = await read();
        if (rows.length >= n || Date.now() > deadline) return rows;
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    it('refuses a wrong password or confirmation and changes nothing', async () => {
      const reg = await t.register();
      const s = await t.signIn(reg.email, reg.password);
      const noWord = await remove(s.accessToken, { password: PASSWORD, confirmation: 'delete it' });
      expect(noWord.status).toBe(400);
      expect(((await noWord.json()) as any).errors[0].field).toBe('confirmation');
      const wrong = await remove(s.accessToken, { password: 'not my password', confirmation: 'DELETE' });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as any).code).toBe('identity.current_password_wrong');
      const [row] = await t.sql(`select email, deleted_at from identity.users where id = $1`, [reg.user.id]);
      expect(row).toEqual({ email: reg.email, deleted_at: null });
      expect((await t.api('/api/v1/me', { token: s.accessToken })).status).toBe(200);
      expect(await t.events('identity.user.deleted.v1', reg.user.id)).toHaveLength(0);
    });

    it('refuses a seller with an order in progress until trade says it is finished', async () => {
      const seller = await t.register({ role: 'seller' });
      const s = await t.signIn(seller.email, seller.password);
      const orderId = uuidv7();
      const order = { orderId, buyerId: uuidv7(), sellerId: seller.user.id, reference: 'SK-TEST-0001' };
      await t.publish(
        'trade.checkout.placed.v1',
        { checkoutId: uuidv7(), buyerId: order.buyerId, orders: [{ ...order, status: 'pending_payment' }] },
        { producer: 'trade', occurredAt: new Date(Date.now() - 60_000) },
      );
      await t.publish(
        'trade.order.status_changed.v1',
        { order: { ...order, status: 'paid' }, action: 'pay', fromStatus: 'pending_payment' },
        { producer: 'trade', key: orderId, occurredAt: new Date(Date.now() - 30_000) },
      );
      await rowsUntil(
        () => t.sql(`select 1 from identity.trade_orders where order_id = $1 and status = 'paid'`, [orderId]),
        1,
      );

      const refused = await remove(s.accessToken, { password: PASSWORD, confirmation: 'DELETE' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'identity.delete_open_orders' });

      await t.publish(
        'trade.order.status_changed.v1',
        { order: { ...order, status: 'completed' }, action: 'confirm_receipt', fromStatus: 'delivered' },
        { producer: 'trade', key: orderId },
      );
      await rowsUntil(
        () =>
          t.sql(`select 1 from identity.trade_orders where order_id = $1 and status = 'completed'`, [
            orderId,
          ]),
        1,
      );
      expect((await remove(s.accessToken, { password: PASSWORD, confirmation: 'DELETE' })).status).toBe(204);
    });

    it('refuses a seller with money still to withdraw, in the newest balance trade announced', async () => {
      const seller = await t.register({ role: 'seller' });
      const s = await t.signIn(seller.email, seller.password);
      const balance = (currency: string, availableMinor: bigint, secondsAgo: number) =>
        t.publish(
          'trade.seller_balance.changed.v1',
          { sellerId: seller.user.id, currency, availableMinor, entryId: uuidv7() },
          { producer: 'trade', key: seller.user.id, occurredAt: new Date(Date.now() - secondsAgo * 1000) },
        );
      const stored = (currency: string, minor: string) =>
        rowsUntil(
          () =>
            t.sql(
              `select 1 from identity.trade_seller_balances
               where seller_id = $1 and currency = $2 and available_minor = $3`,
              [seller.user.id, currency, minor],
            ),
          1,
        );
      await balance('KES', 150_000n, 60);
      await balance('GHS', 0n, 60);
      await stored('KES', '150000');
      await stored('GHS', '0');

      const refused = await remove(s.accessToken, { password: PASSWORD, confirmation: 'DELETE' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'identity.delete_balance' });

      // An older announcement arriving late does not bring the money back; the payout's does clear it.
      await balance('KES', 0n, 10);
      await stored('KES', '0');
      await balance('KES', 150_000n, 30);
      await new Promise((r) => setTimeout(r, 300));
      expect(
        await t.sql(
          `select available_minor from identity.trade_seller_balances where seller_id = $1 and currency = 'KES'`,
          [seller.user.id],
        ),
      ).toEqual([{ available_minor: '0' }]);
      expect((await remove(s.accessToken, { password: PASSWORD, confirmation: 'DELETE' })).status).toBe(204);
    });

    it('erases the personal data, signs out everywhere, keeps the id, and frees the address', async () => {
      const reg = await t.register({
        fullName: 'Amara Nwosu',
        businessName: 'Onitsha Fabrics',
        phone: '+234 803 000 0000',
        city: 'Onitsha',
        country: 'NG',
      });
      const a = await signInWith(reg.email, { 'user-agent': ANDROID_CHROME });
      const b = await t.signIn(reg.email, reg.password);
      const res = await remove(a.accessToken, { password: PASSWORD, confirmation: 'DELETE' });
      expect(res.status).toBe(204);

      const [row] = await t.sql(`select * from identity.users where id = $1`, [reg.user.id]);
      expect(row).toMatchObject({
        email: `deleted-${reg.user.id}@deleted.invalid`,
        full_name: '',
        business_name: '',
        phone: null,
        city: null,
        email_verified_at: null,
        country: 'NG',
      });
      expect(row.deleted_at).toBeInstanceOf(Date);
      const sessionRows = await t.sql(
        `select revoked_at, ip, user_agent from identity.sessions where user_id = $1`,
        [reg.user.id],
      );
      expect(sessionRows.every((r) => r.revoked_at && r.ip === null && r.user_agent === null)).toBe(true);

      expect((await statusBecomes('/api/v1/me', b.accessToken, 401)).status).toBe(401);
      expect((await statusBecomes('/api/v1/me', a.accessToken, 401)).status).toBe(401);
      expect((await refresh(b.cookie)).status).toBe(401);
      const login = await t.api('/api/v1/auth/login', {
        method: 'POST',
        json: { email: reg.email, password: PASSWORD },
      });
      expect(login.status).toBe(401);

      const [deleted] = await t.events('identity.user.deleted.v1', reg.user.id);
      expect(deleted!.payload.userId).toBe(reg.user.id);
      // Nothing personal travels: the id, the role and when.
      expect(Object.keys(deleted!.payload).filter((k) => !k.startsWith('$'))).toEqual([
        'userId',
        'role',
        'deletedAt',
      ]);
      const [revoked] = await t.events('identity.session.revoked.v1', reg.user.id);
      expect(revoked!.payload.reason).toBe('account_deleted');

      // The address may be used again, by a new account with a new id.
      const again = await t.register({ email: reg.email });
      expect(again.user.id).not.toBe(reg.user.id);
    });

    it('does not let an administrator delete their own staff account', async () => {
      const admin = await t.admin();
      const res = await remove(admin.accessToken, { password: PASSWORD, confirmation: 'DELETE' });
      expect(res.status).toBe(409);
      expect(((await res.json()) as any).code).toBe('identity.delete_admin');
    });
  });
});
