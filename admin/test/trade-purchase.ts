import { randomUUID } from 'node:crypto';
import type { Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * What the trade browser suites share to drive trade through the public API of a standalone run,
 * as the storefront does: the demo parties, sign-ins, POSTs with an Idempotency-Key, and the wait
 * for catalogue's products to reach trade.
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
 * The parties' side of the harness (read when called: it starts in a beforeAll): sign-ins and
 * storefront-like POSTs.
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

  return { tokenOf, post };
}
