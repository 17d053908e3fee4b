import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * Trade's money paths driven through the public API on a standalone run, as the storefront drives
 * them, to give the back office something to decide or refund: the demo buyer buys from the demo
 * seller, pays in the sandbox, the seller ships, the buyer disputes.
 */

/** The demo accounts every standalone run seeds (services/identity/src/demo/demo-accounts.ts). */
export const BUYER = { email: 'buyer@demo.sokoni.africa', password: 'Baobab Market 2026' };
export const SELLER = {
  id: '01960000-0000-7000-8000-000000005e11',
  email: 'seller@demo.sokoni.africa',
  password: 'Kente Loom 2026',
};
/** How long the first start may take to hand the demo catalogue to trade (as the demo-cart test allows). */
export const CATALOGUE_HANDOVER_MS = 150_000;

/** Reads until the value satisfies `ok` or time runs out, and returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface PartyOrder {
  id: string;
  reference: string;
  status: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  sellerCurrency: string;
}

/** What staff type for an amount in KES minor units (2 decimals), and how the page groups it. */
export const kes = (minor: number) => {
  const typed = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  return { typed, grouped: typed.replace(/\B(?=(\d{3})+(?!\d))/g, ',') };
};

/** trade's proRataFee: the fee on what the seller keeps, rounded half up. */
export const proRataFee = (fee: number, amount: number, released: number) =>
  Math.floor((2 * fee * released + amount) / (2 * amount));

/**
 * The parties' side of the harness (read when called: it starts in a beforeAll): sign-ins,
 * storefront-like POSTs, and orders in a given state.
 */
export function tradeParties(harness: () => Harness) {
  const tokenOf = async (email: string, password: string): Promise<string> => {
    const res = await harness().api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  /** A POST the way the storefront sends one: JSON, the party's token, a fresh Idempotency-Key. */
  const post = async (path: string, token: string, json: unknown = {}) => {
    const res = await harness().api(path, {
      method: 'POST',
      token,
      json,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const body = (await res.json()) as Record<string, any>;
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  /**
   * The demo buyer buys a made-to-order product of the demo seller in KES and pays in the sandbox.
   * Returns the order as the buyer sees it, with both parties' tokens.
   */
  const paidOrder = async () => {
    const db = new pg.Client({ connectionString: harness().app.databaseUrl });
    await db.connect();
    let product: { id: string; moq: number } | undefined;
    try {
      // Trade knows products only from catalogue's events: wait for one of the seller's.
      product = await eventually(
        async () =>
          (
            await db.query<{ id: string; moq: number }>(
              `select id, moq from trade.trade_product
               where seller_id = $1 and status = 'published' and not ready_to_ship and currency <> 'KES'
               order by id limit 1`,
              [SELLER.id],
            )
          ).rows[0],
        (row) => row !== undefined,
        CATALOGUE_HANDOVER_MS,
      );
    } finally {
      await db.end();
    }
    expect(product).toBeDefined();
    const buyer = await tokenOf(BUYER.email, BUYER.password);
    const seller = await tokenOf(SELLER.email, SELLER.password);
    const checkout = await post('/api/v1/checkout', buyer, {
      currency: 'KES',
      shippingAddress: {
        fullName: 'Wanjiru Kamau',
        line1: '12 Moi Avenue',
        city: 'Nairobi',
        country: 'KE',
        phone: '+254712345678',
      },
      items: [{ productId: product!.id, quantity: product!.moq }],
    });
    const { id } = (checkout.orders as { id: string }[])[0]!;
    await post(`/api/v1/payments/sandbox/${String(checkout.payment.id)}/complete`, buyer, {
      outcome: 'succeeded',
    });
    const read = async () =>
      (await (await harness().api(`/api/v1/orders/${id}`, { token: buyer })).json()) as PartyOrder;
    // The payment is confirmed through the provider's verify call, after its webhook.
    const order = await eventually(read, (o) => o.status === 'paid');
    expect(order.status).toBe('paid');
    return { order, buyer, seller, read };
  };

  /** A paid order the seller accepted and shipped, which the buyer then disputed. */
  const disputedOrder = async (): Promise<PartyOrder> => {
    const { order, buyer, seller, read } = await paidOrder();
    await post(`/api/v1/orders/${order.id}/accept`, seller);
    await post(`/api/v1/orders/${order.id}/ship`, seller, {
      carrier: 'DHL Express',
      trackingNumber: 'JD014600003828',
    });
    await post(`/api/v1/orders/${order.id}/disputes`, buyer, {
      reason: 'damaged',
      description: 'Half of the sacks arrived torn and wet.',
    });
    return read();
  };

  return { tokenOf, post, paidOrder, disputedOrder };
}
