import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  ADDRESS,
  checkoutBody,
  freshDatabase,
  RATES,
  startCheckout,
  type CheckoutHarness,
} from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade checkout');
const suite = db ? describe : describe.skip;

const PROBLEM_JSON = /^application\/problem\+json/;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * POST /api/v1/checkout: one order per seller, the buyer's total at locked rates (the orders add
 * up to it exactly in 0-, 2- and 3-decimal currencies), the fee of each seller's plan, stock
 * reserved, a payment started with the sandbox, and trade.checkout.placed.v1; refusals that buy
 * nothing.
 */
suite('trade: checkout', () => {
  let h: CheckoutHarness;
  let buyerId: string;
  let buyer: string;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyerId = uuidv7();
    buyer = await h.token('buyer', buyerId, 'buyer@example.com');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const place = (body: Record<string, unknown>, token = buyer, key?: string) =>
    h.api('/api/v1/checkout', { method: 'POST', json: body, token, idempotencyKey: key });

  it('splits three sellers into three orders whose KES amounts add up to the total, each with its plan fee', async () => {
    const [ghsSeller, usdSeller, kesSeller] = [uuidv7(), uuidv7(), uuidv7()];
    await h.plan(ghsSeller, 500);
    await h.plan(usdSeller, 300);
    await h.plan(kesSeller, 200);
    const cocoa = await h.product({
      sellerId: ghsSeller,
      currency: 'GHS',
      tiers: [
        [5, 3_000_000],
        [20, 2_900_000],
      ],
      stock: 100,
    });
    const shea = await h.product({ sellerId: usdSeller, currency: 'USD', tiers: [[1, 1_999]] });
    const tea = await h.product({ sellerId: kesSeller, currency: 'KES', tiers: [[1, 1_234_567]] });
    const res = await place(
      checkoutBody('KES', [
        { productId: cocoa, quantity: 20, expectedUnitPriceMinor: 2_900_000, expectedCurrency: 'GHS' },
        { productId: shea, quantity: 1 },
        { productId: tea, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    // In cents: GHS 580,000 × 129.35/15.42 = 486,530,479.896…, USD 19.99 × 129.35 = 258,570.65 and
    // KES 12,345.67; the exact sum 488,023,617.546… rounds to 488,023,618 and the two cents the
    // floors leave go to the largest remainders.
    expect(body).toMatchObject({ status: 'pending_payment', currency: 'KES', totalMinor: 488_023_618 });
    const bySeller = (id: string) => body.orders.find((o: { sellerId: string }) => o.sellerId === id);
    expect(bySeller(ghsSeller)).toMatchObject({
      status: 'pending_payment',
      currency: 'KES',
      amountMinor: 486_530_480,
      feeBasisPoints: 500,
      feeMinor: 24_326_524,
      sellerCurrency: 'GHS',
      sellerSubtotalMinor: 58_000_000,
      fxRateExact: '12935/1542',
      lines: [{ productId: cocoa, quantity: 20, unitPriceMinor: 2_900_000, lineTotalMinor: 58_000_000 }],
    });
    expect(bySeller(usdSeller)).toMatchObject({ amountMinor: 258_571, feeBasisPoints: 300, feeMinor: 7_757 });
    expect(bySeller(kesSeller)).toMatchObject({
      amountMinor: 1_234_567,
      feeBasisPoints: 200,
      feeMinor: 24_691,
      fxRateExact: '1/1',
    });
    expect(sum(body.orders.map((o: { amountMinor: number }) => o.amountMinor))).toBe(body.totalMinor);
    for (const o of body.orders) expect(o.reference).toMatch(/^SK-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(body.fxLock.expired).toBe(false);
    expect(new Date(body.fxLock.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(body.fxLock.rates).toEqual([
      { currency: 'GHS', perUsd: '15.42', version: expect.any(Number) },
      { currency: 'KES', perUsd: '129.35', version: expect.any(Number) },
      { currency: 'USD', perUsd: '1', version: expect.any(Number) },
    ]);
    expect(body.payment).toMatchObject({
      provider: 'sandbox',
      status: 'pending',
      currency: 'KES',
      amountMinor: 488_023_618,
      action: {
        kind: 'redirect',
        redirectUrl: expect.stringMatching(/^\/sandbox\/pay\/[0-9a-f-]{36}\?return=/),
      },
    });

    // Stored as answered: the checkout, its orders with the stock they hold, the timeline, the event.
    const [stock] = await h.sql('select on_hand, reserved from trade.stock where product_id = $1', [cocoa]);
    expect(stock).toEqual({ on_hand: 100, reserved: 20 });
    const events = await h.sql(
      `select e.action, e.to_status, e.actor_role from trade.order_event e join trade.trade_order o on o.id = e.order_id
       where o.checkout_id = $1`,
      [body.id],
    );
    expect(events).toEqual(
      Array(3).fill({ action: 'placed', to_status: 'pending_payment', actor_role: 'buyer' }),
    );
    const placed = (await h.outbox('trade.checkout.placed.v1')).filter((e) => e.key === body.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payload).toMatchObject({
      buyerId,
      currency: 'KES',
      totalMinor: 488_023_618n,
      buyerLocale: 'en',
    });
    expect(placed[0]!.payload.orders.map((o) => o.amountMinor).reduce((a, b) => a + b, 0n)).toBe(
      488_023_618n,
    );
    expect(placed[0]!.payload.orders.find((o) => o.sellerId === ghsSeller)?.lines).toMatchObject([
      { productId: cocoa, quantity: 20n, unitPriceMinor: 2_900_000n },
    ]);
  });

  it('rounds the total once in UGX (0 decimals) and TND (3 decimals), the orders adding up to it', async () => {
    const usd = [uuidv7(), uuidv7()];
    const eur = uuidv7();
    const cent = (sellerId: string, currency: string) =>
      h.product({ sellerId, currency, tiers: [[1, 1]], title: `A ${currency} cent` });
    const items = [await cent(usd[0]!, 'USD'), await cent(usd[1]!, 'USD'), await cent(eur, 'EUR')];
    const ugx = await (
      await place(
        checkoutBody(
          'UGX',
          items.map((productId) => ({ productId, quantity: 1 })),
        ),
      )
    ).json();
    // 37.12 + 37.12 + 40.29… = 114.53… UGX → 115; each order rounded alone would make 114.
    expect(ugx.totalMinor).toBe(115);
    expect(ugx.orders.map((o: { amountMinor: number }) => o.amountMinor).sort()).toEqual([37, 37, 41]);
    expect(ugx.payment).toMatchObject({ currency: 'UGX', amountMinor: 115 });

    const kes = await h.product({ currency: 'KES', tiers: [[1, 10_001]] });
    const ngn = await h.product({ currency: 'NGN', tiers: [[1, 333_333]] });
    const tnd = await (
      await place(
        checkoutBody('TND', [
          { productId: kes, quantity: 1 },
          { productId: ngn, quantity: 1 },
        ]),
      )
    ).json();
    // KES 100.01 → 2.4177… TND, NGN 3,333.33 → 6.8032… TND; 9.2210… → 9.221 TND.
    expect(tnd.totalMinor).toBe(9_221);
    expect(
      tnd.orders.map((o: { amountMinor: number }) => o.amountMinor).sort((a: number, b: number) => a - b),
    ).toEqual([2_418, 6_803]);
    expect(
      tnd.orders.map((o: { feeMinor: number }) => o.feeMinor).sort((a: number, b: number) => a - b),
    ).toEqual([121, 340]);
  });

  it('refuses lines that cannot be bought, each named, and buys nothing', async () => {
    const sellerId = uuidv7();
    const ok = await h.product({ sellerId, tiers: [[10, 5_000]], stock: 50 });
    const gone = await h.product({ sellerId });
    await h.unpublish(gone, sellerId);
    const mine = await h.product({ sellerId: buyerId });
    const before = await h.sql('select count(*)::int as n from trade.checkout');
    const res = await place(
      checkoutBody('KES', [
        { productId: ok, quantity: 5 },
        { productId: gone, quantity: 1 },
        { productId: mine, quantity: 1 },
        { productId: uuidv7(), quantity: 1 },
      ]),
      buyer,
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem = await res.json();
    expect(problem.code).toBe('checkout.items_unavailable');
    expect(problem.errors).toEqual([
      expect.objectContaining({
        field: 'items.0.productId',
        code: 'checkout.below_moq',
        message: 'The minimum order for this product is 10 tonne.',
      }),
      expect.objectContaining({ field: 'items.1.productId', code: 'checkout.product_unavailable' }),
      expect.objectContaining({ field: 'items.2.productId', code: 'checkout.own_product' }),
      expect.objectContaining({ field: 'items.3.productId', code: 'checkout.product_unavailable' }),
    ]);
    expect(await h.sql('select count(*)::int as n from trade.checkout')).toEqual(before);
    expect((await h.sql('select reserved from trade.stock where product_id = $1', [ok]))[0]).toEqual({
      reserved: 0,
    });

    // Localized, and the same product twice is a 400 before anything is priced.
    const fr = await h.api('/api/v1/checkout', {
      method: 'POST',
      token: buyer,
      lang: 'fr',
      json: checkoutBody('KES', [{ productId: gone, quantity: 1 }]),
    });
    expect((await fr.json()).detail).toMatch(/ne peuvent pas être achetés/);
    const twice = await place(
      checkoutBody('KES', [
        { productId: ok, quantity: 10 },
        { productId: ok, quantity: 10 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect((await twice.json()).errors).toEqual([
      expect.objectContaining({ field: 'items.1.productId', code: 'checkout.duplicate_item' }),
    ]);
  });

  it('answers 409 with the new prices when a price moved since the cart showed it', async () => {
    const sellerId = uuidv7();
    const p = await h.product({ sellerId, currency: 'GHS', tiers: [[1, 3_100_000]], stock: 5 });
    const res = await place(
      checkoutBody('KES', [
        { productId: p, quantity: 2, expectedUnitPriceMinor: 2_900_000, expectedCurrency: 'GHS' },
      ]),
    );
    expect(res.status).toBe(409);
    const problem = await res.json();
    expect(problem).toMatchObject({
      code: 'checkout.prices_changed',
      prices: [
        {
          productId: p,
          quantity: 2,
          currency: 'GHS',
          unitPriceMinor: 3_100_000,
          expectedCurrency: 'GHS',
          expectedUnitPriceMinor: 2_900_000,
        },
      ],
    });
    expect((await h.sql('select reserved from trade.stock where product_id = $1', [p]))[0]).toEqual({
      reserved: 0,
    });
    // At the price it has now, it goes through.
    const again = await place(
      checkoutBody('KES', [
        { productId: p, quantity: 2, expectedUnitPriceMinor: 3_100_000, expectedCurrency: 'GHS' },
      ]),
    );
    expect(again.status).toBe(201);
  });

  it('validates the body with field errors, and lets only buyers check out', async () => {
    const res = await place({
      currency: 'JPY',
      shippingAddress: { ...ADDRESS, country: 'Kenya', phone: '12' },
      items: [],
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['currency', 'shippingAddress.country', 'shippingAddress.phone', 'items']),
    );
    const p = await h.product();
    const seller = await h.token('seller', uuidv7());
    expect((await place(checkoutBody('KES', [{ productId: p, quantity: 1 }]), seller)).status).toBe(403);
    const both = await h.token('both', uuidv7());
    expect((await place(checkoutBody('KES', [{ productId: p, quantity: 1 }]), both)).status).toBe(201);
    const noKey = await h.api('/api/v1/checkout', {
      method: 'POST',
      token: buyer,
      json: checkoutBody('KES', [{ productId: p, quantity: 1 }]),
      idempotencyKey: false,
    });
    expect(noKey.status).toBe(400);
  });
});
