import {
  productBody,
  PROBLEM_JSON,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** Bad product input: each refusal is a clear, translated problem, and nothing is stored. */
let t: ProductsTestApp;
let seller: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('products input');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  // Jest runs no hook of a file whose tests are all skipped, so `db` is set here.
  t = await startProducts(db!);
  seller = await t.caller('seller');
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const count = async () => (await t.sql(`select count(*)::int as n from catalogue.products`))[0].n as number;

async function create(over: Record<string, unknown> = {}): Promise<any> {
  const res = await t.api('/api/v1/products', {
    method: 'POST',
    token: seller.token,
    json: productBody(categoryId, over),
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** Sends a create that must fail; returns the problem document after checking nothing was stored. */
async function refused(over: Record<string, unknown>, status = 400, lang?: string): Promise<any> {
  const before = await count();
  const res = await t.api('/api/v1/products', {
    method: 'POST',
    token: seller.token,
    json: productBody(categoryId, over),
    lang,
  });
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
  expect(await count()).toBe(before);
  return res.json();
}

const tiers = (...pairs: [number, number][]) =>
  pairs.map(([q, p]) => ({ minQuantity: q, unitPriceMinor: p }));

suite('bad product input', () => {
  it('unknown or retired category', async () => {
    const unknown = await refused({ categoryId: crypto.randomUUID() });
    expect(unknown).toMatchObject({
      code: 'products.unknown_category',
      detail: 'Choose an existing, active category.',
    });
    expect(unknown.errors[0].field).toBe('categoryId');
    expect((await refused({ categoryId: await t.category({ retired: true }) })).code).toBe(
      'products.unknown_category',
    );
  });

  it('zero or negative MOQ', async () => {
    for (const moq of [0, -5]) {
      const body = await refused({ moq });
      expect(body.errors).toContainEqual(
        expect.objectContaining({ field: 'moq', message: 'Must be at least 1.' }),
      );
    }
  });

  it('price tiers out of order, overlapping, not starting at the MOQ, or getting dearer', async () => {
    const order = await refused({ priceTiers: tiers([5, 300], [100, 280], [20, 290]) });
    expect(order.code).toBe('products.tiers_order');
    expect(order.detail).toContain('tier 3');
    expect((await refused({ priceTiers: tiers([5, 300], [5, 280]) })).code).toBe('products.tiers_order');
    const first = await refused({ priceTiers: tiers([10, 300]) });
    expect(first).toMatchObject({ code: 'products.tiers_first_moq', detail: expect.stringContaining('(5)') });
    expect((await refused({ priceTiers: tiers([5, 300], [10, 310]) })).code).toBe('products.tiers_price');
    expect((await refused({ priceTiers: [] })).code).toBe('validation.failed');
    const seven = tiers(...[5, 6, 7, 8, 9, 10, 11].map((q): [number, number] => [q, 100]));
    expect((await refused({ priceTiers: seven })).errors[0].field).toBe('priceTiers');
    expect((await refused({ priceTiers: tiers([5, 12.5]) })).errors[0].field).toBe(
      'priceTiers.0.unitPriceMinor',
    );
  });

  it('unsupported currency, in the caller’s language', async () => {
    const body = await refused({ currency: 'XYZ' });
    expect(body.code).toBe('products.unsupported_currency');
    expect(body.detail).toMatch(/^Unsupported currency XYZ\. Use one of: .*GHS/);
    const fr = await refused({ currency: 'XYZ' }, 400, 'fr');
    expect(fr.detail).toMatch(/^Devise non prise en charge : XYZ/);
  });

  it('bad HS code', async () => {
    for (const hsCode of ['1801', '18-01-00', 'ABCDEF', '12345678901']) {
      const body = await refused({ hsCode });
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          field: 'hsCode',
          code: 'matches',
          message: expect.stringContaining('6 to 10 digits'),
        }),
      );
    }
    expect((await create({ hsCode: '1801.00.10' })).hsCode).toBe('1801.00.10');
  });

  it('script tags and other HTML in any text field, and unsafe links', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Cocoa <script>alert(1)</script>' }, 'title'],
      [{ description: 'Great beans <img src=x onerror=alert(1)>' }, 'description'],
      [{ specifications: [{ key: 'Grade', value: '<b>A</b>' }] }, 'specifications.0.value'],
      [{ certifications: ['<iframe src=//evil>'] }, 'certifications.0'],
    ];
    for (const [over, field] of cases) {
      const body = await refused(over);
      expect(body).toMatchObject({
        code: 'products.html_not_allowed',
        errors: [expect.objectContaining({ field })],
      });
      expect(body.detail).toContain('HTML is not allowed');
    }
    expect((await refused({ description: '[spec](javascript:alert(1))' })).code).toBe('products.unsafe_link');
    const ar = await refused({ title: '<script>x</script> beans' }, 400, 'ar');
    expect(ar.detail).toContain('HTML');
    expect(ar.detail).not.toContain('HTML is not allowed');
  });

  it('unknown unit, Incoterm or country, and fields that are not ours', async () => {
    expect((await refused({ unit: 'bushel' })).errors[0].field).toBe('unit');
    expect((await refused({ incoterms: ['FOB', 'XYZ'] })).errors[0].field).toBe('incoterms');
    expect((await refused({ originCountry: 'XX' })).errors[0].field).toBe('originCountry');
    expect((await refused({ status: 'published' })).errors[0].field).toBe('status');
    expect(
      (
        await refused({
          specifications: Array.from({ length: 31 }, (_, i) => ({ key: `k${i}`, value: 'v' })),
        })
      ).errors[0].field,
    ).toBe('specifications');
  });

  it('a bad PATCH changes nothing', async () => {
    const p = await create();
    const before = await t.sql(`select * from catalogue.products where id = $1`, [p.id]);
    for (const json of [
      { moq: 0 },
      { priceTiers: tiers([5, 1], [2, 1]) },
      { title: null },
      { description: '<p>x</p>' },
      { currency: 'ABC' },
    ]) {
      const res = await t.api(`/api/v1/products/${p.id}`, { method: 'PATCH', token: seller.token, json });
      expect(res.status).toBe(400);
    }
    // MOQ raised without moving the first tier: the tiers no longer start at the MOQ.
    const res = await t.api(`/api/v1/products/${p.id}`, {
      method: 'PATCH',
      token: seller.token,
      json: { moq: 10 },
    });
    expect((await res.json()).code).toBe('products.tiers_first_moq');
    expect(await t.sql(`select * from catalogue.products where id = $1`, [p.id])).toEqual(before);
  });
});
