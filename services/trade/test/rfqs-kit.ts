import { create } from '@bufbuild/protobuf';
import { ProductSnapshotSchema } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { productFacts, TradeProducts } from '../src/catalog/index.js';
import { TradeSuppliers } from '../src/rfqs/index.js';
import type { CheckoutHarness } from './checkout-harness.js';
import { snapshot } from './read-models-harness.js';

/** The category h.product() lists products in (read-models-harness snapshot). */
export const COCOA = '01960000-0000-7000-8000-00000000ca7e';
export const DAY = 86_400_000;
export const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** What the RFQ suites share: suppliers as identity and catalogue describe them, bodies, the routes. */
export function rfqKit(h: CheckoutHarness, buyer: () => string) {
  /** A seller: verified or not, from a country, selling in COCOA (via catalogue's event) or elsewhere. */
  async function supplier(o: { verified?: boolean; country?: string; category?: string } = {}) {
    const id = uuidv7();
    const suppliers = h.get(TradeSuppliers);
    await suppliers.submitted(h.em(), {
      sellerId: id,
      companyName: `Co ${id.slice(-4)}`,
      country: o.country ?? 'GH',
      locale: 'fr',
    });
    if (o.verified ?? true)
      await suppliers.approved(h.em(), {
        sellerId: id,
        companyName: `Co ${id.slice(-4)}`,
        locale: 'fr',
        expiresAt: new Date(Date.now() + 365 * DAY),
      });
    if (!o.category || o.category === COCOA) await h.product({ sellerId: id, currency: 'GHS' });
    else {
      const productId = uuidv7();
      const facts = productFacts(
        create(ProductSnapshotSchema, snapshot(productId, id, { categoryId: o.category })),
        'published',
      );
      await h.get(TradeProducts).apply(h.em(), facts, new Date(), uuidv7());
    }
    return { id, token: await h.token('seller', id) };
  }

  const rfqBody = (over: Record<string, unknown> = {}) => ({
    categoryId: COCOA,
    title: 'Fermented cocoa beans, grade A',
    description: 'Twenty tonnes of grade A beans, bagged, for our Mombasa plant.',
    quantity: 20,
    unit: 'tonne',
    targetPriceMinor: 250_000_000,
    currency: 'KES',
    incoterm: 'CIF',
    destinationCountry: 'KE',
    destinationPort: 'Mombasa',
    neededBy: date(60),
    quoteDeadline: new Date(Date.now() + 7 * DAY).toISOString(),
    visibility: 'open',
    ...over,
  });
  const quoteBody = (over: Record<string, unknown> = {}) => ({
    priceTiers: [
      { minQuantity: 5, unitPriceMinor: 3_000_000 },
      { minQuantity: 20, unitPriceMinor: 2_900_000 },
    ],
    currency: 'GHS',
    moq: 5,
    leadTimeDays: 21,
    validUntil: date(30),
    incoterm: 'CIF',
    paymentTerms: 'Escrow through Sokoni',
    sampleAvailable: true,
    samplePriceMinor: 50_000,
    message: 'Freshly fermented, ready in three weeks.',
    ...over,
  });
  async function post(over: Record<string, unknown> = {}) {
    const res = await h.api('/api/v1/rfqs', { method: 'POST', token: buyer(), json: rfqBody(over) });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`post answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }
  const quote = (token: string, rfqId: string, over: Record<string, unknown> = {}) =>
    h.api(`/api/v1/rfqs/${rfqId}/quotes`, { method: 'POST', token, json: quoteBody(over) });
  const count = async (sql: string, params: unknown[]) => (await h.sql<{ n: number }>(sql, params))[0]!.n;

  return { supplier, rfqBody, quoteBody, post, quote, count };
}
