import type { PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RollupWorker } from '../src/rollup/rollup.worker.js';
import { rollUpAll } from './roll-up-all.js';
import { freshDatabase, startFacts, type FactRow, type FactsHarness } from './facts-harness.js';

const db: TestDatabase | null = await freshDatabase('analytics: search and cart facts');
const suite = db ? describe : describe.skip;

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/**
 * catalogue.search.performed.v1 and cart.item.{added,removed}.v1 become server facts; the tracker's
 * search and add_to_cart stay browser facts, and the rollups never add one to the other.
 */
suite('analytics: search and cart facts', () => {
  let h: FactsHarness;
  let rollup: RollupWorker;

  beforeAll(async () => {
    h = await startFacts(db!);
    rollup = h.app.app.get(RollupWorker);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const search = (over: Partial<PayloadInit<'catalogue.search.performed.v1'>> = {}) => ({
    query: 'arabica coffee',
    categoryPath: 'agriculture/coffee',
    country: 'ET',
    total: 12n,
    totalEstimated: false,
    page: 1,
    pageSize: 24,
    correctedQuery: '',
    locale: 'fr',
    sort: 'relevance',
    otherFilters: ['verified'],
    ...over,
  });
  const searchFacts = () =>
    h.query<FactRow & { anonymous_id: string | null }>(
      `select name, user_id, anonymous_id, seller_id, product_id, country, category, amount_usd::text, props
       from analytics.event where source = 'server' and name = 'search_performed' order by seq`,
    );
  /** A cart event of `buyer` for `productId` of `sellerId`: 20 units at 1,500.00 KES (KES 150 a dollar). */
  const line = (buyer: string, productId: string, sellerId: string) => ({
    cartId: buyer,
    userId: buyer,
    lineId: uuidv7(),
    productId,
    sellerId,
    unitPriceMinor: 150_000n,
    currency: 'KES',
  });
  const added = (buyer: string, productId: string, sellerId: string, fromGuestCart = false) => ({
    ...line(buyer, productId, sellerId),
    fromGuestCart,
    quantity: 20n,
    lineQuantity: 20n,
    newLine: true,
  });
  /** A published product under agriculture/coffee, known to the read model. */
  const listed = async (sellerId: string): Promise<string> => {
    const p = h.product(sellerId, 'agriculture/coffee');
    await h.publish('catalogue.product.published.v1', { ...p, reason: 'approved' });
    return p.product.productId;
  };

  it('records a first-page search once, normalised again and redacted, with no one behind it', async () => {
    const id = await h.publish('catalogue.search.performed.v1', search());
    await h.publish('catalogue.search.performed.v1', search(), { id }); // redelivered
    // A producer that leaked text it should have redacted, and a later page sent anyway.
    await h.publish(
      'catalogue.search.performed.v1',
      search({
        query: 'Jane.Doe@example.com beans',
        total: 0n,
        categoryPath: '',
        country: '',
        otherFilters: [],
      }),
    );
    await h.publish('catalogue.search.performed.v1', search({ page: 2 }));
    await h.publish(
      'catalogue.search.performed.v1',
      search({ query: 'cofee', correctedQuery: 'Coffee', totalEstimated: true, total: 1500n }),
    );

    const rows = await searchFacts();
    expect(rows.map((r) => [r.user_id, r.anonymous_id, r.seller_id, r.product_id, r.country])).toEqual(
      Array(3).fill([null, null, null, null, '']),
    );
    expect(rows.map((r) => [r.category, r.props])).toEqual([
      [
        'agriculture',
        {
          query: 'arabica coffee',
          resultCount: 12,
          zeroResults: false,
          categoryPath: 'agriculture/coffee',
          countryFilter: 'ET',
          filters: ['verified'],
          locale: 'fr',
          sort: 'relevance',
        },
      ],
      ['', { query: '[redacted]', resultCount: 0, zeroResults: true, locale: 'fr', sort: 'relevance' }],
      [
        'agriculture',
        expect.objectContaining({
          query: 'cofee',
          correctedQuery: 'coffee',
          estimated: true,
          resultCount: 1500,
        }),
      ],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/jane|example\.com/i);
  });

  it('records a cart add with the buyer, seller, product, country, category and its value in US cents', async () => {
    const seller = await h.user('seller', 'GH');
    const buyer = await h.user('buyer', 'KE');
    const productId = await listed(seller);
    const id = await h.publish('cart.item.added.v1', added(buyer, productId, seller));
    await h.publish('cart.item.added.v1', added(buyer, productId, seller), { id }); // redelivered
    await h.publish('cart.item.added.v1', {
      ...added(buyer, productId, seller, true),
      quantity: 5n,
      lineQuantity: 25n,
      newLine: false,
    });

    const facts = (await h.facts(buyer)).filter((f) => f.name !== 'user_registered');
    expect(facts).toEqual([
      {
        name: 'cart_item_added',
        user_id: buyer,
        seller_id: seller,
        product_id: productId,
        country: 'KE',
        category: 'agriculture',
        // 20 × 1,500 KES = 30,000 KES = 200 USD.
        amount_usd: '20000',
        props: { quantity: 20, lineQuantity: 20, newLine: true, fromGuestCart: false },
      },
      expect.objectContaining({
        name: 'cart_item_added',
        amount_usd: '5000',
        props: { quantity: 5, lineQuantity: 25, newLine: false, fromGuestCart: true },
      }),
    ]);
    // Properties never carry an id: the cart's is the buyer's own.
    expect(JSON.stringify(facts.map((f) => f.props))).not.toContain(buyer);
  });

  it('records a line the buyer took out, not one that left because it was bought, nor a quantity change', async () => {
    const seller = await h.user('seller', 'GH');
    const buyer = await h.user('buyer', 'UG');
    const productId = await listed(seller);
    const l = line(buyer, productId, seller);
    await h.publish('cart.item.removed.v1', { ...l, quantity: 20n, reason: 'buyer' });
    await h.publish('cart.item.removed.v1', { ...l, lineId: uuidv7(), quantity: 7n, reason: 'checked_out' });
    await h.publish('cart.item.updated.v1', {
      ...l,
      previousQuantity: 20n,
      quantity: 40n,
      previousUnitPriceMinor: 150_000n,
      previousCurrency: 'KES',
      reason: 'buyer',
    });
    expect((await h.facts(buyer)).filter((f) => f.name !== 'user_registered')).toEqual([
      expect.objectContaining({
        name: 'cart_item_removed',
        user_id: buyer,
        seller_id: seller,
        product_id: productId,
        country: 'UG',
        category: 'agriculture',
        amount_usd: '20000',
        props: { quantity: 20 },
      }),
    ]);
  });

  it('counts an add to cart and a search reported by both the tracker and the service once in each figure', async () => {
    const seller = await h.user('seller', 'GH');
    const buyer = await h.user('buyer', 'ZM');
    const productId = await listed(seller);
    const token = await h.app.issuer.sign({ role: 'buyer', sub: buyer, expiresIn: '5m' });
    const day = new Date().toISOString().slice(0, 10);
    const daily = async () =>
      Object.fromEntries(
        (
          await h.query<{ metric: string; n: string }>(
            `select metric, sum(count)::text as n from analytics.metric_daily
             where bucket = $1 and metric in ('search', 'search_performed', 'add_to_cart', 'cart_item_added')
             group by metric`,
            [day],
          )
        ).map((r) => [r.metric, Number(r.n)]),
      );
    const distinct = async () =>
      Object.fromEntries(
        (
          await h.query<{ metric: string; n: string }>(
            `select metric, count::text as n from analytics.distinct_count
             where granularity = 'day' and period = $1 and country = 'ZM'`,
            [day],
          )
        ).map((r) => [r.metric, Number(r.n)]),
      );
    await rollUpAll(rollup, h.query);
    const before = await daily();

    // The storefront's tracker (consent given), signed in…
    const anonymousId = uuidv7();
    const at = new Date(Date.now() - 2_000).toISOString();
    const res = await fetch(`${h.app.url}/api/v1/analytics/events`, {
      method: 'POST',
      headers: {
        'user-agent': BROWSER,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        anonymousId,
        events: [
          { name: 'page_view', occurredAt: at, path: '/' },
          {
            name: 'search',
            occurredAt: at,
            path: '/products',
            properties: { query: 'Arabica', resultCount: 3 },
          },
          { name: 'add_to_cart', occurredAt: at, path: '/products', properties: { productId, quantity: 20 } },
        ],
      }),
    });
    expect(res.status).toBe(202);
    // …and the services, about the same search and the same add.
    await h.publish('catalogue.search.performed.v1', search({ query: 'arabica', total: 3n }));
    await h.publish('cart.item.added.v1', added(buyer, productId, seller));
    await rollUpAll(rollup, h.query);

    const after = await daily();
    const delta = (m: string) => (after[m] ?? 0) - (before[m] ?? 0);
    // Each measure counts the action once; neither source's rows are added to the other's metric.
    expect(
      ['search', 'search_performed', 'add_to_cart', 'cart_item_added'].map((m) => [m, delta(m)]),
    ).toEqual([
      ['search', 1],
      ['search_performed', 1],
      ['add_to_cart', 1],
      ['cart_item_added', 1],
    ]);
    // Visitors and the funnel are the tracker's alone; the buyer is one active buyer, not two.
    expect(await distinct()).toEqual(
      expect.objectContaining({
        visitor: 1,
        funnel_visit: 1,
        funnel_search: 1,
        funnel_cart: 1,
        active_buyer: 1,
      }),
    );
    // A server fact never counts as a visitor or a funnel stage: a server-only add moves neither.
    const other = await h.user('buyer', 'ZM');
    await h.publish('cart.item.added.v1', added(other, productId, seller));
    await h.publish('catalogue.search.performed.v1', search());
    await rollUpAll(rollup, h.query);
    expect(await distinct()).toEqual(
      expect.objectContaining({ visitor: 1, funnel_visit: 1, funnel_search: 1, funnel_cart: 1 }),
    );
  });
});
