import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium, openOptions } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import {
  CATALOGUE_HANDOVER_MS,
  eventually,
  kesDigits,
  PASSWORD,
  PDF,
  PNG,
  readJson,
  screenshots,
  signedInPage,
  tradeApi,
  type Order,
  type TestProduct,
} from './trade-fixtures.js';

/**
 * Issue 11's user-level proof, in Debian's Chromium against the stack the browser suites share
 * (web/dist, or E2E_WEB_DIR: run `npm run build` first). Other suites write to it too, so every
 * account and product here is this run's own: the first seller's balance holds only this order's
 * money, and its stock page the product made for it. A buyer with products of two sellers in the
 * server cart checks out in KES (one order per seller, fee and locked rate shown per seller), pays
 * on the sandbox page and sees both orders paid; each seller accepts and ships with tracking (one
 * with a shipping document); the buyer confirms receipt of one order and disputes the other with a
 * photo; staff refund half through the API and the buyer sees the refund on the order page.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('trade browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('trade');
const RUN = Date.now().toString(36);

describeInBrowser('buying from two sellers in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = { email: `wanjiru.${Date.now()}@kamau-traders.example`, token: '' };
  const sellerA = { email: `njeri.${Date.now()}@nyeri-coffee.example`, token: '', id: '' };
  const sellerB = { email: `otieno.${Date.now()}@lake-fisheries.example`, token: '', id: '' };
  const admin = { email: `staff.${Date.now()}@sokoni.example`, password: 'Staff of Sokoni 2026!', token: '' };
  let productA: TestProduct;
  let productB: TestProduct;
  // Seller A's ready-to-ship product: the one row of their stock page (the bought one is made to order).
  let stocked: TestProduct;

  const api = () => tradeApi(h);
  const signedIn = (email: string, password: string, next: string) =>
    signedInPage(h, browser, email, password, next);
  const order = async (id: string) =>
    readJson<Order>(await h.api(`/api/v1/orders/${id}`, { token: buyer.token }));

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await h.createAdmin(admin.email, admin.password);
    admin.token = (await api().signIn(admin.email, admin.password)).accessToken;
    // Two sellers of this run's own, each with a made-to-order product in another currency than
    // KES (the checkout locks a rate for each), listed and approved by staff.
    const first = await api().sellerWithProduct(
      sellerA.email,
      admin.token,
      { fullName: 'Njeri Wambui', businessName: `Nyeri Coffee Growers ${RUN}` },
      {
        title: `Arabica green coffee, 60 kg bags, lot ${RUN}`,
        description: 'AA grade, washed, from the slopes of Mount Kenya.',
        unit: 'bag',
        moq: 5,
        unitPriceMinor: 21_000,
        currency: 'USD',
      },
    );
    Object.assign(sellerA, first.seller);
    productA = first.product;
    const second = await api().sellerWithProduct(
      sellerB.email,
      admin.token,
      { fullName: 'Otieno Ouma', businessName: `Lake Victoria Fisheries ${RUN}` },
      {
        title: `Sun-dried omena, 25 kg sacks, lot ${RUN}`,
        description: 'Silver cyprinid from Lake Victoria, sun-dried and sorted.',
        unit: 'bag',
        moq: 4,
        unitPriceMinor: 185_000,
        currency: 'GHS',
      },
    );
    Object.assign(sellerB, second.seller);
    productB = second.product;
    stocked = await readyToShipProduct(sellerA.token, `Roasted coffee, 1 kg tins, lot ${RUN}`);
    await api().register(buyer.email, 'buyer', 'Wanjiru Kamau', 'Kamau Traders');
    buyer.token = (await api().signIn(buyer.email, PASSWORD)).accessToken;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** A ready-to-ship product of the seller's (stock to keep), submitted and approved by staff. */
  async function readyToShipProduct(token: string, title: string): Promise<TestProduct> {
    const category = await readJson<{ id: string }>(await h.api('/api/v1/categories/agriculture'));
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token,
      json: {
        title,
        description: 'Medium roast, sealed tins.',
        categoryId: category.id,
        unit: 'piece',
        moq: 24,
        priceTiers: [{ minQuantity: 24, unitPriceMinor: 1_250 }],
        currency: 'USD',
        originCountry: 'KE',
        readyToShip: true,
      },
    });
    expect(created.status).toBe(201);
    const { id } = await readJson<{ id: string }>(created);
    const as = (t: string, path: string) => h.api(path, { method: 'POST', token: t });
    expect((await as(token, `/api/v1/products/${id}/submit`)).status).toBe(200);
    expect((await as(admin.token, `/api/v1/admin/products/${id}/approve`)).status).toBe(200);
    return { id, moq: 24, title };
  }

  it(
    'checks out in KES, pays in the sandbox; sellers ship; the buyer confirms one, disputes the other; staff refund half',
    async () => {
      // The cart and trade learn products from catalogue's events: the buyer's cart takes both once they have.
      for (const p of [productA, productB]) {
        const res = await eventually(
          () =>
            h.api('/api/v1/cart/items', {
              method: 'POST',
              token: buyer.token,
              json: { productId: p.id, quantity: p.moq },
            }),
          (r) => r.status === 200,
          CATALOGUE_HANDOVER_MS,
        );
        expect(res.status).toBe(200);
      }
      const nameOf = async (sellerId: string) =>
        (await readJson<{ companyName: string }>(await h.api(`/api/v1/suppliers/${sellerId}`))).companyName;
      const names = { a: await nameOf(sellerA.id), b: await nameOf(sellerB.id) };

      // --- The buyer: cart → checkout, grouped by seller, in KES.
      const { context, page, errors } = await signedIn(buyer.email, PASSWORD, '/cart');
      await page.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByRole('region', { name: names.a }).getByText(productA.title).waitFor();
      await page.getByRole('region', { name: names.b }).getByText(productB.title).waitFor();

      await page.getByLabel('Full name').fill('Wanjiru Kamau');
      await page.getByLabel('Address', { exact: true }).fill('12 Moi Avenue');
      await page.getByLabel('City').fill('Nairobi');
      await page.getByLabel('Phone').fill('+254712345678');
      await page.getByLabel('Pay in').click();
      await page.getByLabel('Pay in').fill('KES');
      await page.keyboard.press('Enter');
      await page.getByText(/^About .* at today's display rates/).waitFor();
      await shot(page, '1-checkout');
      const placed = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/checkout') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Place order' }).click();
      const placedRes = await placed;
      expect(placedRes.status()).toBe(201);
      expect(placedRes.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      const checkout = (await placedRes.json()) as {
        id: string;
        currency: string;
        totalMinor: number;
        orders: Order[];
      };
      expect(checkout.currency).toBe('KES');
      expect(checkout.orders.map((o) => o.sellerId).sort()).toEqual([sellerA.id, sellerB.id].sort());

      // --- The placed checkout: per seller what the buyer pays, the fee, the rate, the countdown.
      await page.waitForURL(new RegExp(`/checkout/${checkout.id}$`));
      await page.getByRole('timer').waitFor();
      for (const o of checkout.orders) {
        const card = page.getByRole('region', { name: o.sellerId === sellerA.id ? names.a : names.b });
        await card.getByText(`Order ${o.reference}`).waitFor();
        expect(await card.getByTestId('order-amount').innerText()).toContain(kesDigits(o.amountMinor));
        await card.getByText(/^Platform fee \(\d/).waitFor();
        await card.getByText(kesDigits(o.feeMinor), { exact: false }).first().waitFor();
        if (o.sellerCurrency !== 'KES')
          await card.getByText(new RegExp(`^1 ${o.sellerCurrency} = [\\d.,]+ KES$`)).waitFor();
      }
      expect(await page.getByTestId('checkout-total').innerText()).toContain(kesDigits(checkout.totalMinor));
      await shot(page, '2-placed');

      // --- The sandbox payment page: approve; back on the checkout, both orders paid.
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('heading', { level: 1, name: 'Sandbox payment' }).waitFor();
      await page.getByText(kesDigits(checkout.totalMinor)).waitFor();
      await shot(page, '3-sandbox');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL(new RegExp(`/checkout/${checkout.id}$`), { timeout: 60_000 });
      await page.getByText('Payment received').waitFor({ timeout: 60_000 });
      for (const o of checkout.orders) expect((await order(o.id)).status).toBe('paid');
      expect(await page.locator('.sk-trade-card .ant-tag', { hasText: 'Paid' }).count()).toBe(2);
      await page.getByRole('link', { name: 'All my orders' }).click();
      await page.waitForURL(/\/orders$/);
      for (const o of checkout.orders) {
        const row = page.getByRole('row').filter({ hasText: o.reference });
        await row.getByText('Paid', { exact: true }).waitFor();
        expect(await row.innerText()).toContain(kesDigits(o.amountMinor));
      }
      await shot(page, '4-orders');

      // --- Each seller accepts and ships with tracking (the first with a bill of lading).
      const orderA = checkout.orders.find((o) => o.sellerId === sellerA.id)!;
      const orderB = checkout.orders.find((o) => o.sellerId === sellerB.id)!;
      const ship = async (
        email: string,
        password: string,
        o: Order,
        tracking: string,
        withDocument: boolean,
      ) => {
        const s = await signedIn(email, password, '/seller/orders');
        await s.page.getByRole('link', { name: o.reference }).click();
        await s.page.waitForURL(new RegExp(`/seller/orders/${o.id}$`));
        const status = s.page.getByTestId('order-status');
        await status.getByText('Paid').waitFor();
        await s.page.getByRole('button', { name: 'Accept order' }).click();
        await s.page.locator('.ant-popconfirm').getByRole('button', { name: 'Accept order' }).click();
        await status.getByText('Accepted').waitFor();
        await s.page.getByRole('button', { name: 'Ship order' }).click();
        const dialog = s.page.getByRole('dialog', { name: `Ship order ${o.reference}` });
        await dialog.getByLabel('Carrier').fill('DHL Express');
        await dialog.getByLabel('Tracking number').fill(tracking);
        await dialog.getByLabel('Tracking page (link)').fill(`https://www.dhl.com/track?AWB=${tracking}`);
        if (withDocument)
          await dialog
            .locator('input[type=file]')
            .setInputFiles({ name: 'bill-of-lading.pdf', mimeType: 'application/pdf', buffer: PDF });
        const shipped = s.page.waitForResponse((r) => r.url().endsWith(`/orders/${o.id}/ship`));
        await dialog.getByRole('button', { name: 'Ship order' }).click();
        const res = await shipped;
        expect(res.status()).toBe(200);
        expect(res.request().headers()['idempotency-key']).toBeTruthy();
        await status.getByText('Shipped').waitFor();
        await s.page.getByText(tracking).waitFor();
        await shot(s.page, `5-shipped-${tracking}`);
        expect(s.errors).toEqual([]);
        await s.context.close();
      };
      await ship(sellerA.email, PASSWORD, orderA, 'JD014600003828', true);
      await ship(sellerB.email, PASSWORD, orderB, 'JD014600009911', false);

      // --- The buyer confirms receipt of the first order: the seller is paid.
      const status = page.getByTestId('order-status');
      await page.goto(`${h.app.url}/orders/${orderA.id}`);
      await status.getByText('Shipped').waitFor();
      await page.getByRole('link', { name: 'JD014600003828' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'bill-of-lading.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('bill-of-lading.pdf');
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm receipt' }).click();
      await status.getByText('Completed').waitFor();
      const completed = await order(orderA.id);
      expect(completed.status).toBe('completed');
      expect(completed.escrow?.releasedMinor).toBe(completed.amountMinor);

      // --- ...and disputes the second, with a photo: the escrow is frozen.
      await page.goto(`${h.app.url}/orders/${orderB.id}`);
      await status.getByText('Shipped').waitFor();
      await page.getByRole('button', { name: 'Open a dispute' }).click();
      const dialog = page.getByRole('dialog', { name: `Dispute order ${orderB.reference}` });
      await dialog.getByLabel('Reason').click();
      await openOptions(page).getByTitle('Damaged').click();
      await dialog.getByLabel('What happened').fill('Three of the four sacks arrived torn and wet.');
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'torn-sacks.png', mimeType: 'image/png', buffer: PNG });
      const opened = page.waitForResponse(
        (r) => r.url().endsWith(`/orders/${orderB.id}/disputes`) && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Open dispute' }).click();
      const openedRes = await opened;
      expect(openedRes.status()).toBe(201);
      const dispute = (await openedRes.json()) as { id: string; amountMinor: number; evidence: unknown[] };
      expect(dispute.evidence).toHaveLength(1);
      await status.getByText('Disputed').waitFor();
      await page.getByText('Frozen by a dispute').waitFor();
      await page.getByRole('button', { name: 'torn-sacks.png' }).waitFor();
      await shot(page, '6-disputed');

      // --- Staff refund half (the back office's decision, through the API).
      const half = Math.floor(dispute.amountMinor / 2);
      const decided = await h.api(`/api/v1/admin/disputes/${dispute.id}/decision`, {
        method: 'POST',
        token: admin.token,
        headers: { 'Idempotency-Key': randomUUID() },
        json: {
          outcome: 'refund_partial',
          refundMinor: half,
          reason: 'Three sacks of four damaged: half refunded',
        },
      });
      expect(decided.status).toBe(200);

      // --- The buyer sees the refund on the order page.
      await page.reload();
      await status.getByText('Refunded').waitFor();
      const decision = page.getByTestId('dispute-decision');
      await decision.getByText('Decision: partly refunded').waitFor();
      expect(await decision.innerText()).toContain(kesDigits(half));
      expect(await page.getByTestId('escrow-refunded').innerText()).toContain(kesDigits(half));
      const refunded = await order(orderB.id);
      expect(refunded.status).toBe('refunded');
      expect(refunded.escrow?.refundedMinor).toBe(half);
      await shot(page, '7-refunded');

      // The same page in Arabic: right to left, the status and the decision in Arabic.
      await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
      await page.reload();
      await status.getByText('مسترد').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await decision.getByText('القرار: استرداد جزئي').waitFor();
      await shot(page, '8-refunded-ar');

      expect(errors).toEqual([]);
      await context.close();

      // --- The first seller: the released money, all theirs, is available; a payout of all of it;
      // stock kept.
      const seller = await signedIn(sellerA.email, PASSWORD, '/seller/payouts');
      const net = completed.amountMinor - completed.feeMinor;
      const kesCard = seller.page.getByRole('article', { name: 'KES' });
      expect(await kesCard.innerText()).toContain(kesDigits(net));
      await kesCard.getByRole('button', { name: 'Request payout' }).click();
      const payoutDialog = seller.page.getByRole('dialog', { name: 'Payout in KES' });
      const requested = seller.page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/seller/payouts') && r.request().method() === 'POST',
      );
      await payoutDialog.getByRole('button', { name: 'Request payout' }).click();
      const payoutRes = await requested;
      expect(payoutRes.status()).toBe(201);
      expect(payoutRes.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await payoutRes.json()) as { amountMinor: number }).amountMinor).toBe(net);
      await seller.page
        .getByRole('row')
        .filter({ hasText: kesDigits(net) })
        .waitFor();
      await shot(seller.page, '9-payouts');
      await seller.page.getByRole('link', { name: 'Stock' }).first().click();
      await seller.page.waitForURL(/\/seller\/stock$/);
      const stockRow = seller.page.getByRole('row').filter({ hasText: stocked.title });
      await stockRow.getByRole('spinbutton', { name: `Units on hand of ${stocked.title}` }).fill('250');
      await stockRow.getByRole('button', { name: 'Save' }).click();
      await seller.page.getByText(`Stock of ${stocked.title} saved.`).waitFor();
      expect(await api().stockOf(sellerA.token, stocked.id)).toMatchObject({ onHand: 250, tracked: true });
      await shot(seller.page, '10-stock');
      expect(seller.errors).toEqual([]);
      await seller.context.close();
    },
    CATALOGUE_HANDOVER_MS + 240_000,
  );
});
