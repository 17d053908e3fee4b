import { MembershipPlan, timestampDate } from '@sokoni/contracts';
import {
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type Registered,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity membership plans (integration)');
const suite = db ? describe : describe.skip;

const PLAN_TOPIC = 'identity.membership.plan_changed.v1';

/**
 * Sellers' membership plans (spec §9), asked of identity directly: the plan and its fee as the
 * seller and staff see them, and every change announced in the outbox in the same transaction, which
 * is what trade snapshots fees from and audit records.
 */
suite('identity: membership plans (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startIdentity(db!);
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  const seller = async (role: 'seller' | 'both' = 'seller'): Promise<Registered & SignedIn> => {
    const reg = await t.register({ role });
    return { ...reg, ...(await t.signIn(reg.email, reg.password)) };
  };
  const buyer = async (): Promise<Registered & SignedIn> => {
    const reg = await t.register({ role: 'buyer' });
    return { ...reg, ...(await t.signIn(reg.email, reg.password)) };
  };
  const getPlan = (token: string, lang = 'en') =>
    t.api('/api/v1/me/plan', { token, headers: { 'accept-language': lang } });
  const choose = (token: string, plan: unknown, lang = 'en') =>
    t.api('/api/v1/me/plan', {
      method: 'POST',
      token,
      json: { plan },
      headers: { 'accept-language': lang },
    });
  const staffSet = (userId: string, body: unknown, token = admin.accessToken, lang = 'en') =>
    t.api(`/api/v1/admin/users/${userId}/plan`, {
      method: 'PATCH',
      token,
      json: body,
      headers: { 'accept-language': lang },
    });
  const stored = async (userId: string) =>
    (await t.sql(`select plan, plan_changed_at from identity.users where id = $1`, [userId]))[0];
  const problem = async (res: Response) => {
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    return (await res.json()) as any;
  };

  it('a new seller starts on Starter (5%), announced at registration; a buyer gets no plan event', async () => {
    const s = await seller('both');
    const [assigned, ...more] = await t.events(PLAN_TOPIC, s.user.id);
    expect(more).toHaveLength(0);
    expect(assigned!.payload).toMatchObject({
      userId: s.user.id,
      oldPlan: MembershipPlan.UNSPECIFIED,
      newPlan: MembershipPlan.STARTER,
      feeBasisPoints: 500,
      changedBy: s.user.id,
      source: 'registration',
      reason: '',
    });
    const res = await getPlan(s.accessToken);
    expect(res.status).toBe(200);
    const view: any = await res.json();
    expect(view).toEqual({
      userId: s.user.id,
      plan: 'starter',
      feeBasisPoints: 500,
      price: { amountMinor: 0, currency: 'USD', interval: 'month' },
      listingLimit: 50,
      changedAt: timestampDate(assigned!.payload.changedAt!).toISOString(),
    });

    const b = await buyer();
    expect(await t.events(PLAN_TOPIC, b.user.id)).toHaveLength(0);
  });

  it('a seller moves to Professional: the fee is 3%, the price $29/month, the change is in the outbox', async () => {
    const s = await seller();
    const res = await choose(s.accessToken, 'professional');
    expect(res.status).toBe(200);
    const view: any = await res.json();
    expect(view).toMatchObject({
      userId: s.user.id,
      plan: 'professional',
      feeBasisPoints: 300,
      price: { amountMinor: 2900, currency: 'USD', interval: 'month' },
      listingLimit: null,
    });
    const row = await stored(s.user.id);
    expect(row.plan).toBe('professional');

    const events = await t.events(PLAN_TOPIC, s.user.id);
    expect(events.map((e) => e.payload.source)).toEqual(['registration', 'seller']);
    const changed = events[1]!;
    expect(changed).toMatchObject({ key: s.user.id, aggregateId: s.user.id, actorId: s.user.id });
    expect(changed.payload).toMatchObject({
      userId: s.user.id,
      oldPlan: MembershipPlan.STARTER,
      newPlan: MembershipPlan.PROFESSIONAL,
      feeBasisPoints: 300,
      changedBy: s.user.id,
      reason: '',
    });
    const changedAt = timestampDate(changed.payload.changedAt!);
    expect(changedAt.toISOString()).toBe(view.changedAt);
    expect(changedAt.getTime()).toBe(new Date(row.plan_changed_at).getTime());
    expect(changedAt.getTime()).toBeGreaterThan(timestampDate(events[0]!.payload.changedAt!).getTime());
    expect(((await (await getPlan(s.accessToken)).json()) as any).plan).toBe('professional');

    // Choosing the plan one has changes nothing and says nothing.
    const again = await choose(s.accessToken, 'professional');
    expect(again.status).toBe(200);
    expect(((await again.json()) as any).changedAt).toBe(view.changedAt);
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(2);

    // And back to Starter.
    expect(((await (await choose(s.accessToken, 'starter')).json()) as any).feeBasisPoints).toBe(500);
    const [, , back] = await t.events(PLAN_TOPIC, s.user.id);
    expect(back!.payload).toMatchObject({
      oldPlan: MembershipPlan.PROFESSIONAL,
      newPlan: MembershipPlan.STARTER,
      feeBasisPoints: 500,
    });
  });

  it('Enterprise is arranged with sales: a seller cannot pick it, and nothing changes', async () => {
    const s = await seller();
    const before = await stored(s.user.id);
    const res = await choose(s.accessToken, 'enterprise', 'sw');
    expect(res.status).toBe(403);
    const p = await problem(res);
    expect(p.code).toBe('identity.plan_contact_sales');
    expect(p.detail).toMatch(/Enterprise/);
    expect(p.detail).not.toMatch(/sales team/);
    expect(await stored(s.user.id)).toEqual(before);
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(1);
  });

  it('a buyer (or staff) has no plan: 403 identity.plan_sellers_only in their language', async () => {
    const b = await buyer();
    const english = await getPlan(b.accessToken);
    expect(english.status).toBe(403);
    const en = await problem(english);
    expect(en.code).toBe('identity.plan_sellers_only');
    expect(en.detail).toBe('Only seller accounts have a membership plan.');

    const french = await choose(b.accessToken, 'professional', 'fr');
    expect(french.status).toBe(403);
    const fr = await problem(french);
    expect(fr.code).toBe('identity.plan_sellers_only');
    expect(fr.detail).toMatch(/vendeurs/);
    expect((await stored(b.user.id)).plan).toBe('starter');
    expect(await t.events(PLAN_TOPIC, b.user.id)).toHaveLength(0);

    const arabic = await choose(admin.accessToken, 'starter', 'ar');
    expect(arabic.status).toBe(403);
    expect((await problem(arabic)).detail).toMatch(/البائعين/);

    expect((await t.api('/api/v1/me/plan')).status).toBe(401);
  });

  it('a name that is no plan is 422 identity.plan_unknown on the plan field, in every language', async () => {
    const s = await seller();
    const details = new Set<string>();
    for (const [plan, lang] of [
      ['platinum', 'en'],
      ['Professional', 'fr'],
      [42, 'ar'],
      [null, 'sw'],
    ] as const) {
      const res = await choose(s.accessToken, plan, lang);
      expect({ plan, status: res.status }).toEqual({ plan, status: 422 });
      const p = await problem(res);
      expect(p.code).toBe('identity.plan_unknown');
      expect(p.errors.map((e: any) => e.field)).toEqual(['plan']);
      expect(p.detail).toContain('starter, professional, enterprise');
      details.add(p.detail);
    }
    expect(details.size).toBe(4);
    expect((await stored(s.user.id)).plan).toBe('starter');
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(1);
  });

  it('staff set any plan with a reason; the event names the admin and carries the reason', async () => {
    const s = await seller();
    const res = await staffSet(s.user.id, { plan: 'enterprise', reason: '  Contract ENT-2026-014 signed  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      userId: s.user.id,
      plan: 'enterprise',
      feeBasisPoints: 200,
      price: null,
    });
    expect((await stored(s.user.id)).plan).toBe('enterprise');
    const [, event] = await t.events(PLAN_TOPIC, s.user.id);
    expect(event).toMatchObject({ actorId: admin.user.id, key: s.user.id });
    expect(event!.payload).toMatchObject({
      userId: s.user.id,
      oldPlan: MembershipPlan.STARTER,
      newPlan: MembershipPlan.ENTERPRISE,
      feeBasisPoints: 200,
      changedBy: admin.user.id,
      source: 'staff',
      reason: 'Contract ENT-2026-014 signed',
    });

    const shown = await t.api(`/api/v1/admin/users/${s.user.id}/plan`, { token: admin.accessToken });
    expect(((await shown.json()) as any).plan).toBe('enterprise');
    // The seller sees it; staying on it is allowed, leaving it for a self-service plan too.
    expect(((await (await getPlan(s.accessToken)).json()) as any).feeBasisPoints).toBe(200);
    expect((await choose(s.accessToken, 'enterprise')).status).toBe(200);
    expect((await choose(s.accessToken, 'professional')).status).toBe(200);
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(3);
  });

  it('staff changes are refused without a reason, for a non-seller, an unknown user or an unknown plan', async () => {
    const s = await seller();
    const b = await buyer();
    const noReason = await staffSet(s.user.id, { plan: 'professional' });
    expect(noReason.status).toBe(400);
    expect(new Set((await problem(noReason)).errors.map((e: any) => e.field))).toEqual(new Set(['reason']));
    expect((await staffSet(s.user.id, { plan: 'professional', reason: 'x' })).status).toBe(400);

    const notSeller = await staffSet(
      b.user.id,
      { plan: 'professional', reason: 'Asked by phone' },
      undefined,
      'fr',
    );
    expect(notSeller.status).toBe(409);
    const p = await problem(notSeller);
    expect(p.code).toBe('identity.plan_user_not_seller');
    expect(p.detail).toMatch(/vendeur/);

    const unknownPlan = await staffSet(s.user.id, { plan: 'gold', reason: 'Asked by phone' });
    expect(unknownPlan.status).toBe(422);
    expect((await problem(unknownPlan)).code).toBe('identity.plan_unknown');

    const missing = await staffSet('01960000-0000-7000-8000-0000000000ff', {
      plan: 'professional',
      reason: 'Asked by phone',
    });
    expect(missing.status).toBe(404);
    expect((await stored(s.user.id)).plan).toBe('starter');
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(1);
    expect(await t.events(PLAN_TOPIC, b.user.id)).toHaveLength(0);
  });

  it('only staff may use the admin route: a seller cannot raise their own plan through it', async () => {
    const s = await seller();
    const b = await buyer();
    for (const who of [s, b]) {
      const res = await staffSet(s.user.id, { plan: 'enterprise', reason: 'I deserve it' }, who.accessToken);
      expect(res.status).toBe(403);
      expect((await problem(res)).code).toBe('auth.forbidden');
      const read = await t.api(`/api/v1/admin/users/${s.user.id}/plan`, { token: who.accessToken });
      expect(read.status).toBe(403);
    }
    expect((await staffSet(s.user.id, { plan: 'enterprise', reason: 'No token' }, '')).status).toBe(401);
    expect((await stored(s.user.id)).plan).toBe('starter');
    expect(await t.events(PLAN_TOPIC, s.user.id)).toHaveLength(1);
  });

  it('concurrent changes of one seller queue: each event starts from the plan the one before left', async () => {
    const s = await seller();
    const wanted = ['professional', 'starter', 'professional', 'starter', 'professional', 'starter'];
    const answers = await Promise.all(wanted.map((plan) => choose(s.accessToken, plan)));
    expect(answers.map((r) => r.status)).toEqual(wanted.map(() => 200));
    const events = await t.events(PLAN_TOPIC, s.user.id);
    for (let i = 1; i < events.length; i++) {
      const prev = events[i - 1]!.payload;
      const cur = events[i]!.payload;
      expect(cur.oldPlan).toBe(prev.newPlan);
      expect(cur.newPlan).not.toBe(cur.oldPlan);
      expect(timestampDate(cur.changedAt!).getTime()).toBeGreaterThan(
        timestampDate(prev.changedAt!).getTime(),
      );
    }
    const last = events.at(-1)!.payload;
    const plan = (await stored(s.user.id)).plan;
    expect(last.newPlan).toBe(plan === 'starter' ? MembershipPlan.STARTER : MembershipPlan.PROFESSIONAL);
  });
});
