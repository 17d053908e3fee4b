import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newPage } from '../../services/standalone/test/browser.js';
import type { Harness } from '../../services/standalone/test/standalone-harness.js';

/** What the trade browser test sets up through the API before the buyer opens the storefront. */

/** The demo seller every standalone run seeds (services/identity/src/demo/demo-accounts.ts). */
export const DEMO_SELLER = {
  id: '01960000-0000-7000-8000-000000005e11',
  email: 'seller@demo.sokoni.africa',
  password: 'Kente Loom 2026',
};
/** The first start hands ~2,000 demo products to cart and trade through their events. */
export const CATALOGUE_HANDOVER_MS = 150_000;
export const PASSWORD = 'Tilapia nets at Kisumu 24';

// A tiny valid PDF and PNG: trade checks files by their content (first bytes and structure).
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Order {
  id: string;
  reference: string;
  status: string;
  sellerId: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  sellerCurrency: string;
  escrow: { refundedMinor: number; releasedMinor: number; frozen: boolean } | null;
}

/** What a test seller lists: one price from the MOQ up. */
export interface NewProduct {
  title: string;
  description: string;
  unit: string;
  moq: number;
  unitPriceMinor: number;
  currency: string;
  readyToShip?: boolean;
}

export interface StockRow {
  productId: string;
  title: string;
  onHand: number;
  reserved: number;
  available: number;
  tracked: boolean;
}

export interface TestProduct {
  id: string;
  moq: number;
  title: string;
}

/** KES minor units as the page groups them ("1,234.56"), whatever symbol the locale puts in front. */
export const kesDigits = (minor: number) =>
  `${String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(minor % 100).padStart(2, '0')}`;

/** Reads until the value satisfies `ok` or time runs out, and returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** `E2E_SCREENSHOTS=<dir>` keeps a full-page picture of each step, named `<prefix>-<name>.png`. */
export const screenshots =
  (prefix: string) =>
  async (page: Page, name: string): Promise<void> => {
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${prefix}-${name}.png`, fullPage: true });
  };

/** A fresh browser context signed in through the login page, landing on `next`. */
export async function signedInPage(
  h: Harness,
  browser: Browser,
  email: string,
  password: string,
  next: string,
) {
  const s = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  // The shared stack also hands the demo catalogue to trade while the first suites run: on a busy
  // CI machine a seller's Accept once waited more than 45 s behind it (the embedded database has
  // one session). A wait only lasts that long when something is slow; a wrong page still fails.
  s.page.setDefaultTimeout(90_000);
  await s.page.goto(`${h.app.url}/login?next=${encodeURIComponent(next)}`);
  await s.page.getByLabel('E-mail').fill(email);
  await s.page.getByLabel('Password', { exact: true }).fill(password);
  await s.page.getByRole('button', { name: 'Sign in' }).click();
  await s.page.waitForURL(new RegExp(`${next}$`));
  return s;
}

/** Files trade keeps on disk for an order (shipping documents and dispute evidence). */
export const storedFiles = async (h: Harness, orderId: string): Promise<number> =>
  (
    await readdir(join(h.dataDir, 'trade-documents', 'orders', orderId), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => [])
  ).filter((e) => e.isFile()).length;

export const readJson = async <T>(res: Response): Promise<T> => (await res.json()) as T;

/** Accounts and products through the public API of the harness's run. */
export function tradeApi(h: Harness) {
  const signIn = async (email: string, password: string) => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return readJson<{ accessToken: string; user: { id: string } }>(res);
  };
  const register = async (
    email: string,
    role: 'buyer' | 'seller',
    fullName: string,
    businessName: string,
  ) => {
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email, password: PASSWORD, fullName, businessName, country: 'KE', role },
    });
    expect(res.status).toBe(201);
  };

  /** A seller account of its own that lists `product`, submitted and approved by staff. */
  const sellerWithProduct = async (
    email: string,
    adminToken: string,
    person: { fullName: string; businessName: string },
    { unitPriceMinor, ...product }: NewProduct,
  ) => {
    await register(email, 'seller', person.fullName, person.businessName);
    const session = await signIn(email, PASSWORD);
    const category = await readJson<{ id: string }>(await h.api('/api/v1/categories/agriculture'));
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token: session.accessToken,
      json: {
        ...product,
        categoryId: category.id,
        priceTiers: [{ minQuantity: product.moq, unitPriceMinor }],
        originCountry: 'KE',
      },
    });
    expect(created.status).toBe(201);
    const listed = { ...(await readJson<{ id: string; title: string }>(created)), moq: product.moq };
    const submit = await h.api(`/api/v1/products/${listed.id}/submit`, {
      method: 'POST',
      token: session.accessToken,
    });
    expect(submit.status).toBe(200);
    const approve = await h.api(`/api/v1/admin/products/${listed.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(approve.status).toBe(200);
    return { seller: { token: session.accessToken, id: session.user.id }, product: listed };
  };

  /** A second seller (the demo has one) lists a made-to-order product in GHS; staff approve it. */
  const secondSellerProduct = (email: string, adminToken: string) =>
    sellerWithProduct(
      email,
      adminToken,
      { fullName: 'Otieno Ouma', businessName: 'Lake Victoria Fisheries' },
      {
        title: 'Sun-dried omena, 25 kg sacks',
        description: 'Silver cyprinid from Lake Victoria, sun-dried and sorted.',
        unit: 'bag',
        moq: 4,
        unitPriceMinor: 185_000,
        currency: 'GHS',
      },
    );

  /** A made-to-order product of the demo seller (no stock to keep), priced in another currency than KES. */
  const demoSellerProduct = async (token: string): Promise<TestProduct> => {
    const mine = await readJson<{
      items: (TestProduct & { currency: string; readyToShip: boolean; status: string })[];
    }>(await h.api('/api/v1/seller/products?pageSize=50', { token }));
    const a = mine.items.find((p) => p.status === 'published' && !p.readyToShip && p.currency !== 'KES');
    expect(a).toBeDefined();
    return { id: a!.id, moq: a!.moq, title: a!.title };
  };

  /** The seller's units on hand; retried while trade has not learnt the product from catalogue yet. */
  const setStock = async (token: string, productId: string, quantity: number) => {
    const res = await eventually(
      () => h.api(`/api/v1/seller/stock/${productId}`, { method: 'PUT', token, json: { quantity } }),
      (r) => r.status === 200,
      CATALOGUE_HANDOVER_MS,
    );
    expect(res.status).toBe(200);
  };
  const stockOf = async (token: string, productId: string) => {
    const page = await readJson<{ items: StockRow[] }>(
      await h.api('/api/v1/seller/stock?pageSize=100', { token }),
    );
    return page.items.find((i) => i.productId === productId);
  };

  /**
   * A paid order of `quantity` units in KES: checkout straight through the API (retried while trade
   * has not learnt the product yet) and the payment approved in the sandbox.
   */
  const paidOrder = async (buyerToken: string, product: TestProduct, quantity = product.moq) => {
    const placed = await eventually(
      () =>
        h.api('/api/v1/checkout', {
          method: 'POST',
          token: buyerToken,
          headers: { 'Idempotency-Key': randomUUID() },
          json: {
            currency: 'KES',
            shippingAddress: {
              fullName: 'Wanjiru Kamau',
              company: 'Kamau Traders',
              line1: '12 Moi Avenue',
              city: 'Nairobi',
              country: 'KE',
              phone: '+254712345678',
            },
            items: [{ productId: product.id, quantity }],
          },
        }),
      (r) => r.status === 201 || r.status === 400,
      CATALOGUE_HANDOVER_MS,
    );
    expect(placed.status).toBe(201);
    const checkout = await readJson<{ payment: { id: string } | null; orders: Order[] }>(placed);
    expect(checkout.orders).toHaveLength(1);
    const completed = await h.api(`/api/v1/payments/sandbox/${checkout.payment!.id}/complete`, {
      method: 'POST',
      token: buyerToken,
      json: { outcome: 'succeeded' },
    });
    expect(completed.status).toBe(200);
    const read = async () =>
      readJson<Order>(await h.api(`/api/v1/orders/${checkout.orders[0]!.id}`, { token: buyerToken }));
    const paid = await eventually(read, (o) => o.status === 'paid', 30_000);
    expect(paid.status).toBe('paid');
    return paid;
  };

  /** The seller's side of an order through the API: `accept`, or `ship` with tracking. */
  const sellerAction = async (token: string, orderId: string, action: 'accept' | 'ship') => {
    const res = await h.api(`/api/v1/orders/${orderId}/${action}`, {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: action === 'ship' ? { carrier: 'G4S Kenya', trackingNumber: 'G4S-8817-2204' } : {},
    });
    expect(res.status).toBe(200);
  };

  return {
    signIn,
    register,
    sellerWithProduct,
    secondSellerProduct,
    demoSellerProduct,
    setStock,
    stockOf,
    paidOrder,
    sellerAction,
  };
}
