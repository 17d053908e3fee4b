import { randomUUID } from 'node:crypto';
import { sharedHarness, type Harness } from '../../standalone/test/standalone-harness.js';

/**
 * The `analyst` staff role reads analytics and nothing else: through the gateway of the running
 * marketplace, every money action (refunds, dispute decisions, which release or refund escrow,
 * payouts, payments, the ledger), catalogue moderation and user management answers 403 with the
 * problem document, and changes nothing. The same calls made by an admin are not refused, so a 403
 * here is the role's and not a broken route. Runs on the shared stack: what it creates carries this
 * run's mark.
 */
const RUN = Date.now().toString(36);
const PASSWORD = 'kapok seeds at Moshi 27';

interface Call {
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  json?: unknown;
}

describe('an analyst is refused money and user actions in every service (gateway)', () => {
  let h: Harness;
  let admin: string;
  let analyst: string;
  let victimId: string;

  const signIn = async (email: string): Promise<string> => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const register = async (email: string, fullName: string): Promise<string> => {
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email, password: PASSWORD, fullName, businessName: `${fullName} Ltd`, country: 'KE' },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const call = (c: Call, token: string) => h.api(c.path, { method: c.method, json: c.json, token });

  beforeAll(async () => {
    h = await sharedHarness();
    const adminEmail = `ops.${RUN}@sokoni.example`;
    expect(await h.createAdmin(adminEmail, PASSWORD)).toMatch(/admin/i);
    admin = await signIn(adminEmail);
    const analystEmail = `neema.${RUN}@insight.example`;
    const analystId = await register(analystEmail, 'Neema Juma');
    victimId = await register(`baraka.${RUN}@trader.example`, 'Baraka Otieno');
    const made = await h.api(`/api/v1/admin/users/${analystId}`, {
      method: 'PUT',
      token: admin,
      json: { role: 'analyst' },
    });
    expect(made.status).toBe(200);
    analyst = await signIn(analystEmail);
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  const someId = randomUUID();
  const calls: Call[] = [
    // trade: money
    { what: 'orders list', method: 'GET', path: '/api/v1/admin/orders' },
    { what: 'an order', method: 'GET', path: `/api/v1/admin/orders/${someId}` },
    {
      what: 'a staff refund',
      method: 'POST',
      path: `/api/v1/admin/orders/${someId}/refund`,
      json: { reason: 'analysts may not' },
    },
    { what: 'disputes list', method: 'GET', path: '/api/v1/admin/disputes' },
    {
      what: 'a dispute decision (release)',
      method: 'POST',
      path: `/api/v1/admin/disputes/${someId}/decision`,
      json: { outcome: 'release', note: 'analysts may not' },
    },
    { what: 'payouts', method: 'GET', path: '/api/v1/admin/payouts' },
    { what: 'refunds', method: 'GET', path: '/api/v1/admin/refunds' },
    { what: 'payments', method: 'GET', path: '/api/v1/admin/payments' },
    { what: 'ledger balances', method: 'GET', path: '/api/v1/admin/ledger/balances' },
    { what: 'ledger verification', method: 'GET', path: '/api/v1/admin/ledger/verify' },
    // catalogue: moderation
    { what: 'products to moderate', method: 'GET', path: '/api/v1/admin/products' },
    {
      what: 'a product approval',
      method: 'POST',
      path: `/api/v1/admin/products/${someId}/approve`,
      json: {},
    },
    {
      what: 'a product rejection',
      method: 'POST',
      path: `/api/v1/admin/products/${someId}/reject`,
      json: { reason: 'analysts may not' },
    },
    // identity: users, plans, supplier verification
    { what: 'users list', method: 'GET', path: '/api/v1/admin/users' },
    { what: 'a user', method: 'GET', path: '/api/v1/admin/users/:victim' },
    { what: 'a role change', method: 'PUT', path: '/api/v1/admin/users/:victim', json: { role: 'admin' } },
    {
      what: 'a suspension',
      method: 'POST',
      path: '/api/v1/admin/users/:victim/suspend',
      json: { reason: 'analysts may not' },
    },
    { what: 'a reinstatement', method: 'POST', path: '/api/v1/admin/users/:victim/reinstate', json: {} },
    {
      what: 'a plan change',
      method: 'PATCH',
      path: '/api/v1/admin/users/:victim/plan',
      json: { plan: 'professional' },
    },
    {
      what: 'a supplier verification approval',
      method: 'POST',
      path: `/api/v1/admin/supplier-verifications/${someId}/approve`,
      json: {},
    },
  ];
  const withVictim = (c: Call): Call => ({ ...c, path: c.path.replace(':victim', victimId) });

  it('answers 403 with the problem document to every one of them', async () => {
    const refused: string[] = [];
    for (const c of calls.map(withVictim)) {
      const res = await call(c, analyst);
      const body = (await res.json().catch(() => null)) as { code?: string } | null;
      if (res.status !== 403 || !res.headers.get('content-type')?.startsWith('application/problem+json'))
        refused.push(`${c.what}: ${res.status}`);
      else if (body?.code !== 'auth.forbidden') refused.push(`${c.what}: ${body?.code}`);
    }
    expect(refused).toEqual([]);
  });

  it('changes nothing: the user keeps their role, account and plan', async () => {
    const user = await h.api(`/api/v1/admin/users/${victimId}`, { token: admin });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id: victimId, role: 'buyer', suspended: false });
    const plan = await h.api(`/api/v1/admin/users/${victimId}/plan`, { token: admin });
    expect(plan.status).toBe(200);
    expect(((await plan.json()) as { plan: string }).plan).not.toBe('professional');
  });

  it('is refused by the role, not by a broken route: an admin gets through the same doors', async () => {
    for (const c of calls.filter((x) => x.method === 'GET').map(withVictim)) {
      const res = await call(c, admin);
      // Lists and reads: 200; a made-up order id: 404 — anything but a refusal.
      expect([c.what, res.status === 401 || res.status === 403]).toEqual([c.what, false]);
    }
    // And the analyst does read what is theirs.
    expect((await h.api('/api/v1/analytics/dashboards/ceo', { token: analyst })).status).toBe(200);
    expect((await h.api('/api/v1/admin/analytics/reports/daily-metrics', { token: analyst })).status).toBe(
      200,
    );
  });
});
