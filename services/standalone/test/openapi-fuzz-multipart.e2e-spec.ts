import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenApiDoc } from './openapi-fuzz.js';
import {
  exampleFields,
  multipartCases,
  multipartOperations,
  type MultipartCase,
  type MultipartTarget,
} from './openapi-fuzz-multipart.js';
import { startHarness, type Harness } from './standalone-harness.js';

/**
 * Every multipart route of the OpenAPI document (shipping documents, dispute evidence and answers,
 * product images, verification documents), sent hostile forms through the gateway by the user
 * entitled to upload there, to a target that takes uploads now: never a 5xx, every 4xx a
 * problem+json, a form whose files break a rule refused by the upload checks, and no file kept on
 * disk that the API does not show (a refused request stores nothing). `FUZZ_SEED=<n>` replays a
 * run's random parts; `FUZZ_TRACE=1` prints every answer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 4;
const PROBLEM_JSON = /^application\/problem\+json/;
/** A spreadsheet the bulk upload takes: the required columns and one good row. */
const BULK_CSV = new Uint8Array(
  Buffer.from(
    'title,unit,moq,currency,tier_1_min_quantity,tier_1_unit_price,origin_country\r\n' +
      'Fuzzed bulk row,kg,10,GHS,10,5,GH\r\n',
  ),
);
type Who = 'buyer' | 'seller' | 'newSeller';

describe('hostile multipart forms through the gateway (standalone)', () => {
  let h: Harness;
  const token: Record<Who, string> = { buyer: '', seller: '', newSeller: '' };
  /** Orders of the demo buyer with the demo seller: accepted, shipped, disputed. */
  const order = { accepted: '', shipped: '', disputed: '' };
  let disputeId = '';
  let rfqId = '';
  let productId = '';
  let categoryId = '';

  const api = (path: string, who: Who | undefined, init: Parameters<Harness['api']>[1] = {}) =>
    h.api(path, {
      ...init,
      token: who && token[who],
      headers: { 'idempotency-key': `fuzz-${crypto.randomUUID()}`, ...init.headers },
    });
  const json = async (path: string, who: Who | undefined, init: Parameters<Harness['api']>[1] = {}) => {
    const res = await api(path, who, init);
    const body: any = await res.json();
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const signIn = async (email: string, password: string) =>
    (await json('/api/v1/auth/login', undefined, { method: 'POST', json: { email, password } })).accessToken;

  /** A paid order of the demo seller's made-to-order product, accepted by the seller. */
  const acceptedOrder = async (productId: string, moq: number): Promise<string> => {
    const body = {
      currency: 'KES',
      shippingAddress: {
        fullName: 'Fuzz Buyer',
        line1: '1 Moi Avenue',
        city: 'Nairobi',
        postalCode: '00100',
        country: 'KE',
        phone: '+254712345678',
      },
      items: [{ productId, quantity: moq }],
    };
    // Trade learns the demo catalogue from catalogue's events; on a slow machine that takes a while.
    let checkout: any;
    for (const deadline = Date.now() + 90_000; !checkout;) {
      const res = await api('/api/v1/checkout', 'buyer', { method: 'POST', json: body });
      if (res.status === 201) checkout = await res.json();
      else if (res.status === 400 || Date.now() > deadline)
        throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
      else await new Promise((r) => setTimeout(r, 500));
    }
    const paid = { method: 'POST', json: { outcome: 'succeeded' } };
    await json(`/api/v1/payments/sandbox/${checkout.payment.id}/complete`, 'buyer', paid);
    const id: string = checkout.orders[0].id;
    for (const deadline = Date.now() + 30_000; ;) {
      if ((await json(`/api/v1/orders/${id}`, 'buyer')).status === 'paid') break;
      if (Date.now() > deadline) throw new Error(`order ${id} was never paid`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await json(`/api/v1/orders/${id}/accept`, 'seller', { method: 'POST', json: {} });
    return id;
  };
  const ship = (id: string) =>
    json(`/api/v1/orders/${id}/ship`, 'seller', {
      method: 'POST',
      json: { carrier: 'DHL Express', trackingNumber: 'JD014600003828' },
    });

  beforeAll(async () => {
    console.log(`multipart fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
    h = await startHarness({ RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    token.buyer = await signIn('buyer@demo.sokoni.africa', 'Baobab Market 2026');
    token.seller = await signIn('seller@demo.sokoni.africa', 'Kente Loom 2026');
    // A seller with no verification yet: the demo seller's would answer 409 before any upload check.
    const email = `fuzz-seller-${SEED}@example.com`;
    const password = 'fuzzing the uploads 2026';
    await json('/api/v1/auth/register', undefined, {
      method: 'POST',
      json: {
        email,
        password,
        fullName: 'Fuzz Seller',
        businessName: 'Fuzz Exports',
        country: 'KE',
        role: 'seller',
      },
    });
    token.newSeller = await signIn(email, password);

    const category = await json('/api/v1/categories/agriculture', undefined);
    categoryId = category.id;
    productId = (
      await json('/api/v1/products', 'seller', {
        method: 'POST',
        json: {
          title: 'Fuzzed upload target',
          categoryId: category.id,
          unit: 'kg',
          moq: 10,
          priceTiers: [{ minQuantity: 10, unitPriceMinor: 500 }],
          currency: 'GHS',
          originCountry: 'GH',
        },
      })
    ).id;
    const mine = await json('/api/v1/seller/products?pageSize=50', 'seller');
    const sold = mine.items.find((p: any) => p.status === 'published' && !p.readyToShip);
    if (!sold) throw new Error('the demo seller has no published made-to-order product to sell');
    order.accepted = await acceptedOrder(sold.id, sold.moq);
    order.shipped = await acceptedOrder(sold.id, sold.moq);
    order.disputed = await acceptedOrder(sold.id, sold.moq);
    await ship(order.shipped);
    await ship(order.disputed);
    // An RFQ of the demo buyer's, open for its files.
    const day = 24 * 3600 * 1000;
    rfqId = (
      await json('/api/v1/rfqs', 'buyer', {
        method: 'POST',
        json: {
          title: 'Fuzzed RFQ: sesame seeds, hulled',
          categoryId: category.id,
          description: 'Hulled white sesame, 99.95 % purity, in 25 kg bags.',
          quantity: 20,
          unit: 'tonne',
          currency: 'USD',
          incoterm: 'FOB',
          destinationCountry: 'KE',
          neededBy: new Date(Date.now() + 60 * day).toISOString().slice(0, 10),
          quoteDeadline: new Date(Date.now() + 30 * day).toISOString(),
          visibility: 'open',
          maxQuotes: 10,
        },
      })
    ).id;
    disputeId = (
      await json(`/api/v1/orders/${order.disputed}/disputes`, 'buyer', {
        method: 'POST',
        json: { reason: 'damaged', description: 'Two of the ten bags arrived torn and wet.' },
      })
    ).id;
  }, 240_000);
  afterAll(async () => {
    await h?.stop();
  });

  /** Files kept on disk by the services that take uploads. */
  const filesOnDisk = async () => {
    const dirs = ['uploads', 'trade-documents', 'verification-documents'];
    const out: Record<string, number> = {};
    for (const dir of dirs)
      out[dir] = (
        await readdir(join(h.dataDir, dir), { recursive: true, withFileTypes: true }).catch(() => [])
      ).filter((e) => e.isFile()).length;
    return out;
  };
  /** What the API shows of the fuzz targets' files, and the names trade kept. */
  const filesShown = async () => {
    const product = await json(`/api/v1/products/${productId}`, 'seller');
    const shipment = (await json(`/api/v1/orders/${order.accepted}`, 'seller')).shipment;
    const disputes = [
      ...(await json(`/api/v1/orders/${order.shipped}/disputes`, 'buyer')),
      ...(await json(`/api/v1/orders/${order.disputed}/disputes`, 'buyer')),
    ];
    const verifications = await json('/api/v1/supplier-verifications/mine', 'newSeller');
    const rfq = await json(`/api/v1/rfqs/${rfqId}`, 'buyer');
    const names: string[] = [
      ...(shipment?.documents ?? []).map((d: any) => d.name),
      ...disputes.flatMap((d: any) => d.evidence.map((e: any) => e.name)),
      ...rfq.attachments.map((a: any) => a.fileName),
    ];
    // The storefront keeps one logo and one banner, the replaced ones deleted.
    const storefront = await json('/api/v1/suppliers/me', 'seller');
    const pictures = [storefront.logoUrl, storefront.bannerUrl].filter(Boolean).length;
    const counts = {
      // Each image is kept with its thumbnail.
      uploads: product.images.length * 2 + pictures,
      'trade-documents': names.length,
      'verification-documents': verifications.reduce((n: number, v: any) => n + v.documentCount, 0),
    };
    return { counts, names };
  };

  it('answers every multipart route of the document without a 5xx, and keeps only what it accepted', async () => {
    const doc = (await (await h.api('/api/docs/openapi.json')).json()) as OpenApiDoc;
    // Who may upload where, and to what: a multipart route missing here fails the test.
    const targets: Record<string, MultipartTarget & { who: Who; fields?: Record<string, string> }> = {
      'POST /api/v1/orders/{id}/ship': {
        who: 'seller',
        params: { id: order.accepted },
      },
      'POST /api/v1/orders/{id}/disputes': {
        who: 'buyer',
        params: { id: order.shipped },
      },
      'POST /api/v1/orders/{id}/disputes/{disputeId}/responses': {
        who: 'seller',
        params: { id: order.disputed, disputeId },
        fields: { text: 'The bags left our warehouse dry; see the photos.' },
      },
      'POST /api/v1/products/{id}/images': { who: 'seller', params: { id: productId } },
      'POST /api/v1/rfqs/{id}/attachments': { who: 'buyer', params: { id: rfqId } },
      // Kept in messaging's own folder until a message names them: not in the file counts below,
      // since no message is sent here to show them (the 5xx, problem and refusal checks apply).
      'POST /api/v1/conversations/attachments': { who: 'buyer', params: {} },
      'POST /api/v1/suppliers/me/logo': { who: 'seller', params: {} },
      'POST /api/v1/suppliers/me/banner': { who: 'seller', params: {} },
      'POST /api/v1/seller/bulk-imports': {
        who: 'seller',
        params: {},
        fields: { categoryId },
        accepted: { name: 'products.csv', type: 'text/csv', body: BULK_CSV },
      },
      'POST /api/v1/supplier-verifications': {
        who: 'newSeller',
        params: {},
        fields: { companyRegistrationNumber: 'CPR/2019/123456', taxId: 'P051234567X', country: 'KE' },
      },
    };
    const operations = multipartOperations(doc);
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(Object.keys(targets).sort());
    const cases = operations.flatMap(({ method, path, op }) => {
      const t = targets[`${method} ${path}`]!;
      const fields = t.fields ?? exampleFields(doc, op);
      return multipartCases(doc, method, path, op, t, fields, SEED).map((c) => ({ c, who: t.who }));
    });
    const before = await filesOnDisk();
    const statuses: Record<string, number[]> = {};
    const failures: string[] = [];
    const run = async ({ c, who }: { c: MultipartCase; who: Who | undefined }) => {
      const where = `${c.method} ${c.operation} [${c.label}] as ${who ?? 'anonymous'}`;
      let res: Response;
      try {
        res = await api(c.url, who, {
          method: c.method,
          body: c.body,
          headers: { 'content-type': c.contentType },
        });
      } catch (err) {
        failures.push(`${where}: ${String(err)}`);
        return;
      }
      const text = await res.text();
      if (process.env.FUZZ_TRACE) console.log(`${where} → ${res.status} ${text.slice(0, 300)}`);
      if (who) (statuses[c.operation] ??= []).push(res.status);
      const problem = res.status >= 400 && !PROBLEM_JSON.test(res.headers.get('content-type') ?? '');
      // Refused by the upload checks themselves, not by a lookup: the target takes uploads.
      const wrong =
        who &&
        ((c.tier === 'refused' && ![400, 413, 415, 422].includes(res.status)) ||
          (c.tier === 'malformed' && res.status < 400));
      if (res.status >= 500 || problem || wrong || /\n\s+at /.test(text))
        failures.push(`${where} → ${res.status}: ${text.slice(0, 300)}`);
    };
    const pool = async (list: { c: MultipartCase; who: Who | undefined }[], width = CONCURRENCY) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: width }, async () => {
          while (next < list.length) await run(list[next++]!);
        }),
      );
    };
    const tier = (t: MultipartCase['tier']) => cases.filter((x) => x.c.tier === t);
    const started = Date.now();
    // Each route once anonymously (401 before the form is read), then tier by tier: the forms that
    // may be stored last and one at a time, since the first a one-shot route (a shipment, a dispute,
    // a verification) accepts closes it to the rest.
    await pool(
      operations.map(({ path }) => ({ c: cases.find((x) => x.c.operation === path)!.c, who: undefined })),
    );
    await pool(tier('refused'));
    await pool(tier('malformed'));
    // A refused request stores nothing, not even for a moment.
    expect(await filesOnDisk()).toEqual(before);
    await pool(tier('may-store'), 1);
    console.log(
      `multipart fuzz: ${operations.length} operations, ${cases.length + operations.length} requests in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures (seed ${SEED}); ` +
        Object.entries(statuses)
          .map(([op, s]) => `${op}: ${[...new Set(s)].sort().join('/')}`)
          .join('; '),
    );
    expect(failures).toEqual([]);

    // Each route took a form in the end: the targets and the valid fields were right, so the
    // refusals above came from the hostile parts.
    for (const [op, s] of Object.entries(statuses)) expect([op, s.some((x) => x < 300)]).toEqual([op, true]);
    // Nothing kept that the API does not show; trade kept the traversals under their plain names.
    const after = await filesOnDisk();
    const shown = await filesShown();
    const added = Object.fromEntries(Object.entries(after).map(([dir, n]) => [dir, n - before[dir]!]));
    expect(added).toEqual(shown.counts);
    expect(shown.names).toEqual(expect.arrayContaining(['passwd', 'win.ini']));
    for (const name of shown.names) expect(name).not.toMatch(/[/\\"\p{Cc}]|^\.\.?$/u);
  }, 240_000);
});
