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

// A tiny valid PDF and PNG: trade checks files by their first bytes.
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

  /** A second seller (the demo has one) lists a made-to-order product in GHS; staff approve it. */
  const secondSellerProduct = async (email: string, adminToken: string) => {
    await register(email, 'seller', 'Otieno Ouma', 'Lake Victoria Fisheries');
    const session = await signIn(email, PASSWORD);
    const category = await readJson<{ id: string }>(await h.api('/api/v1/categories/agriculture'));
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token: session.accessToken,
      json: {
        title: 'Sun-dried omena, 25 kg sacks',
        description: 'Silver cyprinid from Lake Victoria, sun-dried and sorted.',
        categoryId: category.id,
        unit: 'bag',
        moq: 4,
        priceTiers: [{ minQuantity: 4, unitPriceMinor: 185_000 }],
        currency: 'GHS',
        originCountry: 'KE',
      },
    });
    expect(created.status).toBe(201);
    const product = { ...(await readJson<{ id: string; title: string }>(created)), moq: 4 };
    const submit = await h.api(`/api/v1/products/${product.id}/submit`, {
      method: 'POST',
      token: session.accessToken,
    });
    expect(submit.status).toBe(200);
    const approve = await h.api(`/api/v1/admin/products/${product.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(approve.status).toBe(200);
    return { seller: { token: session.accessToken, id: session.user.id }, product };
  };

  /** A made-to-order product of the demo seller (no stock to keep), priced in another currency than KES. */
  const demoSellerProduct = async (token: string): Promise<TestProduct> => {
    const mine = await readJson<{
      items: (TestProduct & { currency: string; readyToShip: boolean; status: string })[];
    }>(await h.api('/api/v1/seller/products?pageSize=50', { token }));
    const a = mine.items.find((p) => p.status === 'published' && !p.readyToShip && p.currency !== 'KES');
    expect(a).toBeDefined();
    return { id: a!.id, moq: a!.moq, title: a!.title };
  };

  return { signIn, register, secondSellerProduct, demoSellerProduct };
}
