import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { money, splitOrders, type CurrencyCode } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger rounding');
const suite = db ? describe : describe.skip;

interface Case {
  currency: CurrencyCode;
  total: number;
  weights: number[];
  amounts: number[];
  fees: number[];
  /** Order B's dispute: released to the seller (the rest refunded) and the fee that goes with it. */
  disputeRelease: number;
  disputeFee: number;
  platformFees: number;
  clearing: number;
}

/**
 * One checkout paid in a 0-, 2- or 3-decimal currency, split over three sellers on the Starter
 * (5%), Professional (3%) and Enterprise (2%) plans: order A is released, order B is decided in a
 * dispute (part released with its pro-rated fee, the rest refunded), order C is refunded. Every
 * figure was worked out by hand; the ledger must land on each one to the minor unit, and the
 * money that left (payables, fees) must equal what the clearing account is still short.
 */
const cases: Case[] = [
  {
    // 100,001 UGX in proportion 5:3:2 → 50,000.5 / 30,000.3 / 20,000.2: the odd shilling goes to A.
    currency: 'UGX',
    total: 100_001,
    weights: [50_000, 30_000, 20_000],
    amounts: [50_001, 30_000, 20_000],
    fees: [2_500, 900, 400], // 2,500.05 → 2,500
    disputeRelease: 10_000,
    disputeFee: 300,
    platformFees: 2_800,
    clearing: -60_001,
  },
  {
    // 1,000.00 USD in three equal parts → 333.34 / 333.33 / 333.33.
    currency: 'USD',
    total: 100_000,
    weights: [1, 1, 1],
    amounts: [33_334, 33_333, 33_333],
    fees: [1_667, 1_000, 667], // 16.667 → 16.67, 9.9999 → 10.00, 6.6666 → 6.67
    disputeRelease: 11_111,
    disputeFee: 333, // 10.00 × 111.11 / 333.33 = 3.3333 → 3.33
    platformFees: 2_000,
    clearing: -44_445,
  },
  {
    // 10.001 TND in proportion 2:1:1 → 5.0005 / 2.50025 / 2.50025: the odd millime goes to A.
    currency: 'TND',
    total: 10_001,
    weights: [2, 1, 1],
    amounts: [5_001, 2_500, 2_500],
    fees: [250, 75, 50], // 250.05 → 250
    disputeRelease: 1_250,
    disputeFee: 38, // 75 × 1,250 / 2,500 = 37.5 → 38 (half up)
    platformFees: 288,
    clearing: -6_251,
  },
];

suite('trade: ledger rounding in 0-, 2- and 3-decimal currencies', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it.each(cases)('$currency: splits, fees, a partial release and refunds add up to the unit', async (c) => {
    const m = (n: number) => money(n, c.currency);
    const split = splitOrders(
      m(c.total),
      c.weights.map((weight, i) => ({ weight, feeBasisPoints: [500, 300, 200][i]! })),
    );
    expect(split.map((s) => Number(s.amount.amountMinor))).toEqual(c.amounts);
    expect(split.map((s) => Number(s.fee.amountMinor))).toEqual(c.fees);

    const orders = split.map((s) => ({ ...s, order: uuidv7(), seller: uuidv7() }));
    for (const o of orders) {
      await h.escrow.capture(h.em(), {
        entryId: `capture:${o.order}`,
        orderId: o.order,
        provider: 'sandbox',
        amount: o.amount,
      });
      await h.escrow.hold(h.em(), {
        entryId: `hold:${o.order}`,
        orderId: o.order,
        sellerId: o.seller,
        amount: o.amount,
        fee: o.fee,
      });
    }
    const [a, b, cc] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    await h.escrow.release(h.em(), { entryId: `release:${a.order}`, holdId: `hold:${a.order}` });
    const decision = await h.escrow.settle(h.em(), {
      entryId: `decision:${b.order}`,
      holdId: `hold:${b.order}`,
      release: m(c.disputeRelease),
      refund: m(Number(b.amount.amountMinor) - c.disputeRelease),
      provider: 'sandbox',
    });
    expect(decision.postings.find((p) => p.credit.kind === 'platform_fees')?.amount).toBe(
      BigInt(c.disputeFee),
    );
    await h.escrow.voidHold(h.em(), {
      entryId: `refund:${cc.order}`,
      holdId: `hold:${cc.order}`,
      refundTo: 'sandbox',
    });

    const balance = async (kind: string, owner: string) => {
      const { rows } = await h.sql.query<{ v: string }>(
        `select (credits_posted - debits_posted - debits_pending)::text as v from ${SCHEMA}.ledger_accounts
         where kind = $1 and owner_id = $2 and currency = $3`,
        [kind, owner, c.currency],
      );
      return Number(rows[0]?.v ?? 0);
    };
    const payableA = await balance('seller_payable', a.seller);
    const payableB = await balance('seller_payable', b.seller);
    expect(payableA).toBe(c.amounts[0]! - c.fees[0]!);
    expect(payableB).toBe(c.disputeRelease - c.disputeFee);
    expect(await balance('seller_payable', cc.seller)).toBe(0);
    expect(await balance('platform_fees', 'platform')).toBe(c.platformFees);
    expect(await balance('provider_clearing', 'sandbox')).toBe(c.clearing);
    expect(payableA + payableB + c.platformFees + c.clearing).toBe(0);
    for (const o of orders) {
      expect((await h.balances.order(h.em(), o.order))[0]).toMatchObject({ held: m(0), available: m(0) });
    }
    expect(await h.verify()).toMatchObject({ valid: true, problems: [] });
  });
});
