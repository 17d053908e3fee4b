import { connect } from 'node:net';
import { createServer } from 'node:http';
import { refreshCookie, startHarness, type Harness } from './standalone-harness.js';

/** One request line sent as written (fetch would normalise it); answers the status code. */
async function rawStatus(base: string, requestLine: string, headers = ''): Promise<number> {
  const { hostname, port } = new URL(base);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let got = '';
    socket.on('data', (c: Buffer) => (got += c.toString('latin1')));
    socket.on('end', () => resolve(got));
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${headers}\r\n`);
  });
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

/**
 * A staff member's first day, through the gateway of the standalone run exactly as the back office
 * (react-admin with ra-data-simple-rest) would call it: the operator makes them admin with the CLI,
 * they find a trader, change the role, suspend the account, and read the e-mail log.
 */
const ADMIN_ORIGIN = 'http://localhost:5174';
const WEB_ORIGIN = 'http://localhost:5173';

describe('staff administration through the gateway (standalone)', () => {
  let h: Harness;
  const adminEmail = 'ops@sokoni.example';
  const adminPassword = 'acacia shade at noon 31';
  const userEmail = 'ama.owusu@cocoa-coop.example';
  const userPassword = 'cocoa pods in Kumasi 88';
  const buyerEmail = 'bola@lagos-foods.example';
  let user: any;
  let userCookie: string;
  let userToken: string;
  let adminToken: string;
  let adminId: string;
  let buyerToken: string;

  const list = (
    resource: string,
    q: { sort?: unknown; range?: unknown; filter?: unknown },
    token?: string,
  ) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) params.set(k, JSON.stringify(v));
    return h.api(`/api/v1/admin/${resource}?${params.toString()}`, { token });
  };
  const signIn = (email: string, password: string) =>
    h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
  /** What `path` answers `token` with once it is `want`: revocations travel as events, in moments. */
  const statusBecomes = async (path: string, token: string, want: number) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await h.api(path, { token });
      if (res.status === want || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    h = await startHarness({ CORS_ORIGINS: `${WEB_ORIGIN},${ADMIN_ORIGIN}` });
    const reg = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email: userEmail,
        password: userPassword,
        fullName: 'Ama Owusu',
        businessName: 'Ashanti Cocoa Cooperative',
        country: 'GH',
      },
    });
    expect(reg.status).toBe(201);
    user = await reg.json();
    const login = await signIn(userEmail, userPassword);
    expect(login.status).toBe(200);
    userCookie = refreshCookie(login)!;
    userToken = ((await login.json()) as any).accessToken;

    expect(
      (
        await h.api('/api/v1/auth/register', {
          method: 'POST',
          json: {
            email: buyerEmail,
            password: userPassword,
            fullName: 'Bola Adeyemi',
            businessName: 'Lagos Foods',
            country: 'NG',
          },
        })
      ).status,
    ).toBe(201);
    buyerToken = ((await (await signIn(buyerEmail, userPassword)).json()) as any).accessToken;
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('creates the first admin with the CLI, and running it again keeps them admin without error', async () => {
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/Created admin ops@sokoni\.example/);
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/Already an admin: ops@sokoni\.example/);
    // A refused password is an error exit with the reason, not a half-made account.
    await expect(h.createAdmin('weak@sokoni.example', 'short')).rejects.toThrow(/password_too_short/);

    const login = await signIn(adminEmail, adminPassword);
    expect(login.status).toBe(200);
    const session: any = await login.json();
    expect(session.user).toMatchObject({ email: adminEmail, role: 'admin', verified: true });
    adminToken = session.accessToken;
    adminId = session.user.id;

    const admins = await list('users', { filter: { role: 'admin' } }, adminToken);
    expect(admins.headers.get('content-range')).toBe('users 0-0/1');
    expect(((await admins.json()) as any[]).map((u) => u.email)).toEqual([adminEmail]);
    // Three runs of the CLI, each a fresh Node process loading identity: 60 s ran out on a loaded
    // CI machine (the browser and integration suites run beside this one).
  }, 180_000);

  it('finds a trader by q, makes them a seller and suspends them with a reason', async () => {
    const found = await list(
      'users',
      { filter: { q: 'ashanti cocoa' }, sort: ['createdAt', 'DESC'], range: [0, 9] },
      adminToken,
    );
    expect(found.status).toBe(200);
    expect(found.headers.get('content-range')).toBe('users 0-0/1');
    const [row] = (await found.json()) as any[];
    expect(row).toMatchObject({ id: user.id, email: userEmail, role: 'buyer', suspended: false });
    expect((await h.api('/api/v1/me', { token: userToken })).status).toBe(200);

    const role = await h.api(`/api/v1/admin/users/${user.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...row, role: 'seller' },
    });
    expect(role.status).toBe(200);
    expect(await role.json()).toMatchObject({ role: 'seller' });

    // The access token issued as a buyer is refused from now on, not when it expires; the front
    // end's refresh gets one with the new role.
    const revoked = await statusBecomes('/api/v1/me', userToken, 401);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'auth.token_revoked' });
    const refreshed = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: userCookie });
    expect(refreshed.status).toBe(200);
    userCookie = refreshCookie(refreshed)!;
    const sellerToken: string = ((await refreshed.json()) as any).accessToken;
    expect(await (await h.api('/api/v1/me', { token: sellerToken })).json()).toMatchObject({
      role: 'seller',
    });
    expect((await h.api('/api/v1/seller/products', { token: sellerToken })).status).toBe(200);

    const noReason = await h.api(`/api/v1/admin/users/${user.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { suspended: true },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(((await noReason.json()) as any).errors.map((e: any) => e.field)).toContain('suspensionReason');

    const reason = 'Counterfeit certificates of origin';
    const suspend = await h.api(`/api/v1/admin/users/${user.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { suspended: true, suspensionReason: reason },
    });
    expect(suspend.status).toBe(200);
    expect(await suspend.json()).toMatchObject({ role: 'seller', suspended: true, suspensionReason: reason });

    // Every service refuses the suspended seller's access token at once: identity and catalogue.
    for (const path of ['/api/v1/me', '/api/v1/seller/products']) {
      const out = await statusBecomes(path, sellerToken, 401);
      expect({ path, status: out.status }).toEqual({ path, status: 401 });
      expect(await out.json()).toMatchObject({ code: 'auth.token_revoked' });
    }

    const self = await h.api(`/api/v1/admin/users/${adminId}`, {
      method: 'PUT',
      token: adminToken,
      json: { suspended: true, suspensionReason: 'testing myself' },
    });
    expect(self.status).toBe(409);

    const shown = await h.api(`/api/v1/admin/users/${user.id}`, { token: adminToken });
    expect(await shown.json()).toMatchObject({ role: 'seller', suspended: true, suspensionReason: reason });
  });

  it('keeps the suspended trader out: no sign-in (403), and the old refresh cookie is dead', async () => {
    const login = await signIn(userEmail, userPassword);
    expect(login.status).toBe(403);
    expect(login.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(((await login.json()) as any).code).toBe('identity.account_suspended');
    expect(refreshCookie(login)).toBeUndefined();

    const refreshed = await h.api('/api/v1/auth/refresh', { method: 'POST', cookie: userCookie });
    expect(refreshed.status).toBe(401);
  });

  it('shows the verification e-mail in the delivery log, with its body and link', async () => {
    // Delivery follows the registration event asynchronously; the log fills once it is handled.
    const deadline = Date.now() + 15_000;
    let res: Response;
    let rows: any[];
    do {
      res = await list('emails', { filter: { to: userEmail } }, adminToken);
      expect(res.status).toBe(200);
      rows = (await res.json()) as any[];
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    } while (rows.length === 0 && Date.now() < deadline);
    expect(res.headers.get('content-range')).toMatch(/^emails 0-\d+\/\d+$/);
    const verification = rows.find((r) => r.template === 'verify-email');
    expect(verification).toMatchObject({ to: userEmail, status: 'sent', userId: user.id });
    // The list is for scanning: bodies (with their secret links) only on the record itself.
    expect(verification).not.toHaveProperty('text');

    const one = await h.api(`/api/v1/admin/emails/${verification.id}`, { token: adminToken });
    expect(one.status).toBe(200);
    const mail: any = await one.json();
    expect(mail.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{20,}/);
    expect(mail.subject).toEqual(expect.any(String));

    const others = await list('emails', { filter: { to: 'nobody@example.org' } }, adminToken);
    expect(others.headers.get('content-range')).toBe('emails */0');
  });

  it('refuses staff pages to a buyer (403) and to anonymous callers (401) at the gateway', async () => {
    for (const path of ['/api/v1/admin/users', '/api/v1/admin/emails', `/api/v1/admin/users/${user.id}`]) {
      const asBuyer = await h.api(path, { token: buyerToken });
      expect({ path, status: asBuyer.status }).toEqual({ path, status: 403 });
      expect(asBuyer.headers.get('content-type')).toMatch(/application\/problem\+json/);

      const anonymous = await h.api(path);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      expect(anonymous.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await anonymous.json()).toMatchObject({ status: 401, code: 'auth.unauthenticated' });

      const forged = await h.api(path, { token: `${adminToken.slice(0, -4)}AAAA` });
      expect({ path, status: forged.status }).toEqual({ path, status: 401 });
    }
    const put = await h.api(`/api/v1/admin/users/${user.id}`, {
      method: 'PUT',
      token: buyerToken,
      json: { suspended: false },
    });
    expect(put.status).toBe(403);
  });

  it('lets the back office origin read lists across origins, Content-Range included', async () => {
    const preflight = await h.api('/api/v1/admin/users', {
      method: 'OPTIONS',
      headers: {
        origin: ADMIN_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization/);
    expect(preflight.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);

    const actual = await list('users', { range: [0, 0] }, adminToken);
    const withOrigin = await h.api('/api/v1/admin/users?range=%5B0%2C0%5D', {
      token: adminToken,
      headers: { origin: ADMIN_ORIGIN },
    });
    expect(withOrigin.status).toBe(200);
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(withOrigin.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(withOrigin.headers.get('content-range')).toBe(actual.headers.get('content-range'));

    const stranger = await h.api('/api/v1/admin/users', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is no open proxy: absolute-form targets and dot segments cannot reach past the routes', async () => {
    // An internal address the gateway must never fetch for a caller.
    const hits: string[] = [];
    const internal = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('internal');
    });
    await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
    const { port } = internal.address() as { port: number };
    try {
      const ssrf = `GET http://127.0.0.1:${port}/api/v1/categories/../../../secret HTTP/1.1`;
      expect(await rawStatus(h.app.url, ssrf)).toBe(400);
      expect(hits).toEqual([]);
    } finally {
      await new Promise((r) => internal.close(r));
    }
    // Routed as the admin route it resolves to, so the gateway asks for a token first.
    expect(await rawStatus(h.app.url, 'GET /api/v1/countries/%2e%2e/admin/users HTTP/1.1')).toBe(401);
    const asAdmin = await rawStatus(
      h.app.url,
      'GET /api/v1/countries/%2e%2e/admin/users HTTP/1.1',
      `Authorization: Bearer ${adminToken}\r\n`,
    );
    expect(asAdmin).toBe(200);
  });
});
