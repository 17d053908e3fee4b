import type { PayloadInit } from '@sokoni/contracts';
import { timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { priceLine, TradeFxRates, TradeProducts } from '../src/catalog/index.js';
import {
  freshDatabase,
  snapshot,
  startReadModels,
  type InitShape,
  type ReadModelsHarness,
} from './read-models-harness.js';

const db: TestDatabase | null = await freshDatabase('trade catalog read models');
const suite = db ? describe : describe.skip;

type ProductTopic =
  | 'catalogue.product.submitted.v1'
  | 'catalogue.product.published.v1'
  | 'catalogue.product.rejected.v1'
  | 'catalogue.product.archived.v1';
type Rates = InitShape<PayloadInit<'catalogue.fx_rates.published.v1'>>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

/** Every order of `items` (6 for 3): delivery order is not under the producer's control. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Trade keeps its own copies of catalogue products and FX rates (DESIGN §1), fed only by events
 * that may arrive late, twice, or in any order across topics. The newest fact must win every time.
 */
suite('trade: catalog read models from catalogue events', () => {
  let h: ReadModelsHarness;
  const seller = uuidv7();

  beforeAll(async () => {
    h = await startReadModels(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const row = async (id: string) =>
    (await h.sql('select * from trade.trade_product where id = $1', [id]))[0] as
      Record<string, any> | undefined;
  const send = (
    topic: ProductTopic,
    productId: string,
    minute: number,
    over: Parameters<typeof snapshot>[2] = {},
    id?: string,
  ) =>
    h.publish(
      topic,
      { product: snapshot(productId, seller, over), reason: '' },
      {
        occurredAt: at(minute),
        key: productId,
        id,
      },
    );

  describe('products', () => {
    it('keeps what a published event says: seller, title, currency, tiers, MOQ, unit, ready to ship', async () => {
      const id = uuidv7();
      await send('catalogue.product.published.v1', id, 1);
      expect(await row(id)).toMatchObject({
        seller_id: seller,
        title: 'Grade A fermented cocoa beans',
        currency: 'GHS',
        price_tiers: [
          { minQuantity: 5, unitPriceMinor: 3_000_000 },
          { minQuantity: 20, unitPriceMinor: 2_900_000 },
        ],
        moq: 5,
        unit: 'tonne',
        image_url: 'https://sokoni.test/media/cocoa.jpg',
        ready_to_ship: true,
        status: 'published',
        event_at: at(1),
      });
      const product = await h.get(TradeProducts).get(h.orm.em.fork(), id);
      expect(priceLine(product!, 20)).toMatchObject({
        ok: true,
        unitPriceMinor: 2_900_000n,
        totalMinor: 58_000_000n,
      });
      expect(priceLine(product!, 4)).toEqual({ ok: false, reason: 'below_moq', moq: 5 });
    });

    it('ends at the newest event whatever order four lifecycle events arrive in', async () => {
      const events: [ProductTopic, number, Parameters<typeof snapshot>[2]][] = [
        ['catalogue.product.submitted.v1', 1, { title: 'Draft title' }],
        ['catalogue.product.published.v1', 2, { title: 'Approved title' }],
        [
          'catalogue.product.published.v1',
          3,
          { title: 'Repriced', priceTiers: [{ minQuantity: 5n, unitPriceMinor: 10n }] },
        ],
        [
          'catalogue.product.archived.v1',
          4,
          { title: 'Repriced', priceTiers: [{ minQuantity: 5n, unitPriceMinor: 10n }] },
        ],
      ];
      // Every order of the first three with the archive somewhere, and the archive before them all.
      const orders = [...permutations([0, 1, 2]).map((p) => [...p, 3]), [3, 2, 1, 0], [3, 0, 2, 1]];
      for (const order of orders) {
        const id = uuidv7();
        for (const i of order) await send(events[i]![0], id, events[i]![1], events[i]![2]);
        expect([order, await row(id)]).toMatchObject([
          order,
          {
            status: 'archived',
            title: 'Repriced',
            price_tiers: [{ minQuantity: 5, unitPriceMinor: 10 }],
            event_at: at(4),
          },
        ]);
      }
    });

    it('a late older event changes nothing; a redelivered one is not applied twice', async () => {
      const id = uuidv7();
      const published = await send('catalogue.product.published.v1', id, 10, { title: 'Live' });
      await send('catalogue.product.submitted.v1', id, 9, { title: 'Old draft' });
      expect(await row(id)).toMatchObject({ status: 'published', title: 'Live' });
      // The same envelope again: the inbox drops it (and it would not be newer anyway).
      await send('catalogue.product.published.v1', id, 10, { title: 'Live' }, published);
      const handled = await h.sql('select count(*)::int as n from trade.inbox where event_id = $1', [
        published,
      ]);
      expect(handled[0].n).toBe(1);
    });

    it('two events in the same millisecond: the later event id (created later) wins', async () => {
      const id = uuidv7();
      const [first, second] = [uuidv7(), uuidv7()];
      await send('catalogue.product.archived.v1', id, 20, {}, second);
      await send('catalogue.product.published.v1', id, 20, {}, first);
      expect((await row(id))?.status).toBe('archived');
    });

    it('a published product without a price is dead-lettered, never sold', async () => {
      const id = uuidv7();
      await send('catalogue.product.published.v1', id, 30, { priceTiers: [] });
      expect(await row(id)).toBeUndefined();
      const letters = await h.sql(
        `select topic, error_kind from trade.dead_letter where topic = 'catalogue.product.published.v1'`,
      );
      expect(letters).toEqual([{ topic: 'catalogue.product.published.v1', error_kind: 'poison' }]);
      // A rejected one with the same gap is kept (it cannot be bought), without prices.
      await send('catalogue.product.rejected.v1', id, 31, { priceTiers: [] });
      expect(await row(id)).toMatchObject({ status: 'rejected', price_tiers: [] });
      expect(priceLine((await h.get(TradeProducts).get(h.orm.em.fork(), id))!, 10)).toMatchObject({
        ok: false,
        reason: 'not_available',
      });
    });
  });

  describe('fx rates', () => {
    const rates = (version: number, minute: number, kes: string): Rates => ({
      rates: [
        { currency: 'USD', perUsd: '1', minorDigits: 2 },
        { currency: 'EUR', perUsd: '0.85', minorDigits: 2 },
        { currency: 'KES', perUsd: kes, minorDigits: 2 },
        { currency: 'TND', perUsd: '3.1', minorDigits: 3 },
        { currency: 'UGX', perUsd: '3700', minorDigits: 0 },
      ],
      effectiveAt: timestampFromDate(at(minute)),
      version: BigInt(version),
      digest: `digest-${version}`,
    });
    const table = async () =>
      Object.fromEntries(
        [...(await h.get(TradeFxRates).all(h.orm.em.fork())).values()].map((r) => [r.currency, r.perUsd]),
      );
    const publish = (p: Rates) => h.publish('catalogue.fx_rates.published.v1', p, { key: 'fx_rates' });
    const v1 = rates(1, 1, '150');
    const v2 = rates(2, 2, '151.25');
    const v3 = rates(3, 3, '1500.12345678');

    it('keeps each rate as the exact decimal text catalogue sent, with its publication', async () => {
      await publish(v1);
      expect(await table()).toEqual({ USD: '1', EUR: '0.85', KES: '150', TND: '3.1', UGX: '3700' });
      const kes = await h.get(TradeFxRates).get(h.orm.em.fork(), 'kes');
      expect(kes).toEqual({ currency: 'KES', perUsd: '150', minorDigits: 2, version: 1, effectiveAt: at(1) });
      expect((await h.get(TradeFxRates).get(h.orm.em.fork(), 'TND'))?.minorDigits).toBe(3);
      expect(await h.get(TradeFxRates).get(h.orm.em.fork(), 'XOF')).toBeNull();
    });

    it('converges on the newest publication in every delivery order, re-announcements included', async () => {
      for (const order of permutations([v1, v2, v3])) {
        await h.sql('delete from trade.trade_fx_rate');
        for (const p of order) await publish(p);
        // The daily re-announcement of an older version, arriving last.
        await publish(v2);
        const kes = await h.get(TradeFxRates).get(h.orm.em.fork(), 'KES');
        expect([order.map((p) => p.version), kes?.perUsd, kes?.version]).toEqual([
          order.map((p) => p.version),
          '1500.12345678',
          3,
        ]);
      }
    });

    it('a re-announcement of the version held changes nothing', async () => {
      const before = await h.sql('select currency, received_at from trade.trade_fx_rate order by currency');
      await publish(v3);
      expect(await h.sql('select currency, received_at from trade.trade_fx_rate order by currency')).toEqual(
        before,
      );
    });

    it('a malformed publication is dead-lettered and the rates stay as they were', async () => {
      const before = await table();
      const malformed: Rates[] = [
        { ...rates(9, 9, '-1') },
        { ...rates(9, 9, '1e3') },
        { ...rates(9, 9, '0') },
        { ...rates(9, 9, '150'), effectiveAt: undefined },
        { ...rates(9, 9, '150'), rates: [] },
        { ...rates(9, 9, '150'), rates: [{ currency: 'kes', perUsd: '150', minorDigits: 2 }] },
      ];
      for (const bad of malformed) await publish(bad);
      expect(await table()).toEqual(before);
      const letters = await h.sql(
        `select count(*)::int as n from trade.dead_letter where topic = 'catalogue.fx_rates.published.v1'`,
      );
      expect(letters[0].n).toBe(6);
    });
  });
});
