import { FuzzCases, type FuzzCase, type OpenApiDoc } from './openapi-fuzz.js';
import { refreshCookie, startHarness, type Harness } from './standalone-harness.js';

/**
 * Bad input must give a clear 400 and store nothing, on every operation of the API. First the
 * probes of the report that found 41 answers 500 (deep JSON, NUL, null, a repeated parameter) and
 * the other input defects fixed with them; then a fuzz over the merged OpenAPI document, signed in
 * as the demo buyer, the demo seller and an admin, that fails on any 5xx. `FUZZ_SEED=<n>` replays
 * a run (the seed is printed); the gateway's rate limits are raised, since a 429 would hide bugs.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 6;
const PROBLEM_JSON = /^application\/problem\+json/;

describe('hostile input through the gateway (standalone)', () => {
  let h: Harness;
  const token: Record<'buyer' | 'seller' | 'admin', string> = { buyer: '', seller: '', admin: '' };
  const ids: Record<string, string> = {};

  const signIn = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password }, headers });
    expect(res.status).toBe(200);
    return res;
  };
  const json = async (path: string, init: Parameters<Harness['api']>[1] = {}) =>
    (await (await h.api(path, init)).json()) as any;
  /** A 400 problem naming `field` (and `code`, when given). */
  const refused = async (res: Response, field: string, code?: string) => {
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem: any = await res.json();
    const error = problem.errors?.find((e: any) => e.field === field);
    expect({ field, code: error?.code ?? problem.code }).toEqual({ field, code: code ?? expect.any(String) });
    return problem;
  };

  beforeAll(async () => {
    console.log(`openapi fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
    h = await startHarness({
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // One TLS-terminating proxy in front of the gateway (the refresh cookie test).
      TRUST_PROXY_HOPS: '1',
    });
    await h.createAdmin('fuzz-admin@sokoni.example', 'baobab shade at dusk 64');
    const session = async (email: string, password: string) =>
      ((await (await signIn(email, password)).json()) as any).accessToken as string;
    token.buyer = await session('buyer@demo.sokoni.africa', 'Baobab Market 2026');
    token.seller = await session('seller@demo.sokoni.africa', 'Kente Loom 2026');
    token.admin = await session('fuzz-admin@sokoni.example', 'baobab shade at dusk 64');
    ids.buyer = (await json('/api/v1/me', { token: token.buyer })).id;
    ids.seller = (await json('/api/v1/me', { token: token.seller })).id;
    const [category] = await json('/api/v1/admin/categories?range=[0,0]', { token: token.admin });
    ids.category = category.id;
    const product = await json('/api/v1/products', {
      method: 'POST',
      token: token.seller,
      json: productBody(),
    });
    expect(product.status).toBe('draft');
    ids.product = product.id;
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });
  const productBody = () => ({
    title: 'Fuzz target shea butter',
    categoryId: ids.category,
    unit: 'kg',
    moq: 10,
    priceTiers: [{ minQuantity: 10, unitPriceMinor: 500 }],
    currency: 'GHS',
    originCountry: 'GH',
  });

  describe('the four causes of the 500s in the report answer 400 and change nothing', () => {
    it('JSON nested 2,000 deep (4 KB) on a JSON route, signed in or not', async () => {
      const body = '['.repeat(2000) + ']'.repeat(2000);
      for (const t of [undefined, token.buyer]) {
        const res = await h.api('/api/v1/newsletter/subscriptions', {
          method: 'POST',
          token: t,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'http.body_too_deep' });
      }
    });

    it('a NUL character in a string: register, profile, storefront, supplier search', async () => {
      const register = (over: Record<string, unknown>) =>
        h.api('/api/v1/auth/register', {
          method: 'POST',
          json: {
            email: 'nul.probe@example.com',
            password: 'long enough passphrase 77',
            fullName: 'Nul Probe',
            businessName: 'Probe Traders',
            country: 'KE',
            ...over,
          },
        });
      await refused(await register({ fullName: 'a\u0000b' }), 'fullName', 'noNulCharacter');
      await refused(await register({ businessName: 'a\u0000b' }), 'businessName', 'noNulCharacter');
      const me = { method: 'PATCH', token: token.buyer } as const;
      const before = await json('/api/v1/me', { token: token.buyer });
      await refused(await h.api('/api/v1/me', { ...me, json: { fullName: 'a\u0000b' } }), 'fullName');
      const storefront = { method: 'PATCH', token: token.seller, json: { description: 'a\u0000b' } };
      await refused(await h.api('/api/v1/suppliers/me', storefront), 'description');
      await refused(await h.api('/api/v1/suppliers?q=a%00b'), 'q', 'noNulCharacter');
      expect(await json('/api/v1/me', { token: token.buyer })).toEqual(before);
    });

    it('null where a value is required: profile, user role, category names and position', async () => {
      const before = await json('/api/v1/me', { token: token.buyer });
      const me = await h.api('/api/v1/me', { method: 'PATCH', token: token.buyer, json: { fullName: null } });
      await refused(me, 'fullName', 'notNull');
      expect(await json('/api/v1/me', { token: token.buyer })).toEqual(before);
      const admin = { method: 'PUT', token: token.admin } as const;
      await refused(
        await h.api(`/api/v1/admin/users/${ids.buyer}`, { ...admin, json: { role: null } }),
        'role',
      );
      const category = `/api/v1/admin/categories/${ids.category}`;
      const stored = await json(category, { token: token.admin });
      await refused(await h.api(category, { ...admin, json: { names: null } }), 'names');
      await refused(await h.api(category, { ...admin, json: { position: null } }), 'position');
      expect(await json(category, { token: token.admin })).toEqual(stored);
      const names = { en: 'Probe', fr: 'Sonde', ar: 'مسبار', sw: 'Kipimo' };
      const create = { slug: 'null-probe', names, position: null };
      const post = await h.api('/api/v1/admin/categories', {
        method: 'POST',
        token: token.admin,
        json: create,
      });
      await refused(post, 'position', 'notNull');
      expect((await h.api('/api/v1/categories/null-probe')).status).toBe(404);
    });

    it('a repeated query parameter', async () => {
      await refused(await h.api('/api/v1/products/featured?lang=en&lang=fr'), 'lang', 'singleValue');
      await refused(await h.api('/api/v1/countries?lang=en&lang=fr'), 'lang', 'singleValue');
    });
  });

  it('sets the refresh cookie Secure when a trusted proxy says the request came over https', async () => {
    const secure = await signIn('buyer@demo.sokoni.africa', 'Baobab Market 2026', {
      'x-forwarded-proto': 'https',
    });
    expect(secure.headers.getSetCookie().find((c) => c.startsWith('sokoni_refresh='))).toMatch(/;\s*Secure/i);
    const plain = await signIn('buyer@demo.sokoni.africa', 'Baobab Market 2026');
    expect(refreshCookie(plain)).toBeDefined();
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('sokoni_refresh='))).not.toMatch(/Secure/i);
  });

  it('holds profile text to the rule product text follows, and script links however spelt', async () => {
    const before = await json('/api/v1/me', { token: token.buyer });
    for (const [field, value] of [
      ['fullName', '<b>Ngozi</b> Okafor'],
      ['businessName', 'Okafor <img src=x onerror=alert(1)>'],
      ['city', '<script>alert(1)</script>'],
    ] as const) {
      const res = await h.api('/api/v1/me', {
        method: 'PATCH',
        token: token.buyer,
        json: { [field]: value },
      });
      await refused(res, field, 'isFreeText');
    }
    expect(await json('/api/v1/me', { token: token.buyer })).toEqual(before);
    for (const description of ['[spec](java&#115;cript:alert(1))', '[spec](javascript&colon;alert(1))']) {
      const res = await h.api(`/api/v1/products/${ids.product}`, {
        method: 'PATCH',
        token: token.seller,
        json: { description },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).code).toBe('products.unsafe_link');
    }
  });

  it('takes a suspension reason of at most 500 characters on both routes', async () => {
    const user = `/api/v1/admin/users/${ids.buyer}`;
    const long = 'x'.repeat(100_000);
    const put = (body: unknown) => h.api(user, { method: 'PUT', token: token.admin, json: body });
    await refused(await put({ suspended: false, suspensionReason: long }), 'suspensionReason', 'isLength');
    await refused(await put({ suspensionReason: long }), 'suspensionReason', 'isLength');
    const post = await h.api(`${user}/suspend`, {
      method: 'POST',
      token: token.admin,
      json: { reason: long },
    });
    await refused(post, 'reason', 'isLength');
    expect((await json(user, { token: token.admin })).suspended).toBe(false);
  });

  it('answers no operation of the OpenAPI document with a 5xx, whatever it is sent', async () => {
    const doc = (await json('/api/docs/openapi.json')) as OpenApiDoc;
    let n = 0;
    const fuzz = new FuzzCases(
      doc,
      SEED,
      {
        '/api/v1/admin/users/': ids.buyer!,
        '/api/v1/suppliers/': ids.seller!,
        '/api/v1/products/': ids.product!,
        '/api/v1/admin/products/': ids.product!,
        '/api/v1/admin/categories/': ids.category!,
      },
      {
        'POST /api/v1/auth/register': () => ({
          email: `fuzz-${++n}@example.com`,
          password: 'fuzzing the marketplace 2026',
          fullName: 'Fuzz Trader',
          businessName: 'Fuzz Trading Co',
          country: 'KE',
        }),
        'POST /api/v1/admin/categories': () => ({
          slug: `fuzz-${++n}`,
          names: { en: 'Fuzz', fr: 'Fuzz', ar: 'فز', sw: 'Fuzz' },
        }),
        'POST /api/v1/products': () => ({ ...productBody(), title: `Fuzzed product ${++n}` }),
        'POST /api/v1/contact-messages': () => ({
          name: 'Fuzz Sender',
          email: `fuzz-${++n}@example.com`,
          topic: 'general',
          message: 'A question about bulk orders of shea butter.',
        }),
        'POST /api/v1/newsletter/subscriptions': () => ({ email: `fuzz-${++n}@example.com` }),
      },
    );
    const operations = fuzz.operations();
    const cases: [FuzzCase, Who][] = operations.flatMap(({ method, path, op }) => {
      const own = fuzz.casesFor(method, path, op).map((c, i): [FuzzCase, Who] => [c, whoFor(c, i)]);
      // And once without a token: the refusal of an anonymous caller is an answer too.
      return [...own, [own[0]![0], undefined]];
    });
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    const run = async ([c, who]: [FuzzCase, Who]) => {
      const headers: Record<string, string> = c.contentType ? { 'content-type': c.contentType } : {};
      let res: Response;
      try {
        res = await h.api(c.url, { method: c.method, body: c.body, headers, token: who && token[who] });
      } catch (err) {
        failures.push(`${c.method} ${c.operation} [${c.label}] as ${who ?? 'anonymous'}: ${String(err)}`);
        return;
      }
      sent++;
      // The notification stream answers with an event stream that never ends: its status and
      // headers are the answer; the body is let go.
      if (res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        await res.body?.cancel();
        return;
      }
      const text = await res.text();
      const problem = res.status >= 400 && !PROBLEM_JSON.test(res.headers.get('content-type') ?? '');
      if (res.status >= 500 || problem || /\n\s+at /.test(text))
        failures.push(
          `${c.method} ${c.operation} [${c.label}] as ${who ?? 'anonymous'} → ${res.status}: ${text.slice(0, 200)}`,
        );
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          await run(cases[next++]!);
        }
      }),
    );
    console.log(
      `openapi fuzz: ${operations.length} operations, ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${failures.length} failures (seed ${SEED})`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(60);
    expect(failures).toEqual([]);
  }, 420_000); // ~7,000 requests: about 150 s alone, over 200 s beside the other CI processes
});

type Who = 'buyer' | 'seller' | 'admin' | undefined;

/**
 * Who sends a case: staff routes as the admin, selling as the seller, other signed-in routes as the
 * buyer or the seller by turns, public ones by the buyer, the seller or nobody.
 */
function whoFor(c: FuzzCase, i: number): Who {
  if (c.operation.startsWith('/api/v1/admin/')) return 'admin';
  if (/^\/api\/v1\/(seller|products|suppliers\/me|supplier-verifications)/.test(c.operation)) return 'seller';
  return (['buyer', 'seller', undefined] as const)[i % (c.secured ? 2 : 3)];
}
