import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page, Response as PageResponse } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { minorDigits, minorToDecimal } from '../src/shared/money.js';
import {
  CATALOGUE_HANDOVER_MS,
  eventually,
  kes,
  proRataFee,
  tradeParties,
  type PartyOrder,
} from './trade-purchase.js';

/**
 * The back office's trade screens in Debian's Chromium, against the stack the browser suites share
 * and its built admin/dist (`npm run build -w admin` first): staff verify the escrow ledger (valid
 * whatever the other suites traded before), open the disputes (the ones waiting first), decide one
 * with a partial refund, refund a paid order in part, and do it in Arabic too. Everything goes
 * through the gateway to trade's /api/v1/admin routes, so a route missing there fails here; the
 * orders to decide and refund are made through the storefront's API, between a buyer and a seller
 * of this suite's own (other suites trade on the shared stack too).
 */
const ADMIN_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('admin trade browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;
const RUN = Date.now().toString(36);
const PASSWORD = 'Sisal ropes of the Rift 2026';

/** What the page is checked against: trade's admin view of the order (GET /admin/orders/:id). */
interface AdminOrder {
  fxRate: string;
  feeBasisPoints: number;
  feeMinor: number;
  sellerCurrency: string;
  lines: { title: string; unit: string; quantity: number; unitPriceMinor: number; lineTotalMinor: number }[];
  escrow: { currency: string };
}

/** Minor units in a currency's own digits, grouped as the English page writes them (no symbol). */
const amount = (minor: number, currency: string) =>
  minorToDecimal(BigInt(minor), minorDigits(currency) ?? 0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The text of a show page's field, found by its label. */
const field = async (page: Page, label: string) =>
  (
    await page
      .locator('.RaLabeled-label', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=..')
      .locator(':scope > :not(.RaLabeled-label)')
      .innerText()
  ).trim();

describeInBrowser('trade in the back office (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const adminEmail = `ledger.${RUN}@sokoni.example`;
  const adminPassword = 'mangrove tide at dawn 64';

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  const signIn = async (page: Page) => {
    // The machine is shared: parsing the bundle can take a while under load.
    page.setDefaultTimeout(45_000);
    await page.goto(`${h.app.url}/admin/`);
    await page.locator('input[name="email"]').fill(adminEmail);
    await page.locator('input[name="password"]').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Welcome, /).waitFor();
  };

  const { tokenOf, post } = tradeParties(() => h);
  const adminToken = () => tokenOf(adminEmail, adminPassword);
  const buyer = { email: `wanjiru.${RUN}@kamau-traders.example`, token: '' };
  const seller = { email: `baraka.${RUN}@rift-sisal.example`, token: '' };
  /** The seller's made-to-order product in USD: checkout locks a USD→KES rate for it. */
  let product: { id: string; moq: number };

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
    return tokenOf(email, PASSWORD);
  };

  /** The buyer buys the seller's product in KES and pays in the sandbox: the order, paid. */
  const paidOrder = async () => {
    // Trade knows the product once catalogue's event reached it: until then checkout refuses it.
    const placed = await eventually(
      () =>
        h.api('/api/v1/checkout', {
          method: 'POST',
          token: buyer.token,
          headers: { 'Idempotency-Key': randomUUID() },
          json: {
            currency: 'KES',
            shippingAddress: {
              fullName: 'Wanjiru Kamau',
              line1: '12 Moi Avenue',
              city: 'Nairobi',
              country: 'KE',
              phone: '+254712345678',
            },
            items: [{ productId: product.id, quantity: product.moq }],
          },
        }),
      (r) => r.status === 201 || r.status === 400,
      CATALOGUE_HANDOVER_MS,
    );
    expect(placed.status).toBe(201);
    const checkout = (await placed.json()) as { payment: { id: string }; orders: { id: string }[] };
    const { id } = checkout.orders[0]!;
    await post(`/api/v1/payments/sandbox/${checkout.payment.id}/complete`, buyer.token, {
      outcome: 'succeeded',
    });
    const read = async () =>
      (await (await h.api(`/api/v1/orders/${id}`, { token: buyer.token })).json()) as PartyOrder;
    // The payment is confirmed through the provider's verify call, after its webhook.
    const order = await eventually(read, (o) => o.status === 'paid');
    expect(order.status).toBe('paid');
    return { order, read };
  };

  /** A paid order the seller accepted and shipped, which the buyer then disputed. */
  const disputedOrder = async (): Promise<PartyOrder> => {
    const { order, read } = await paidOrder();
    await post(`/api/v1/orders/${order.id}/accept`, seller.token);
    await post(`/api/v1/orders/${order.id}/ship`, seller.token, {
      carrier: 'DHL Express',
      trackingNumber: 'JD014600003828',
    });
    await post(`/api/v1/orders/${order.id}/disputes`, buyer.token, {
      reason: 'damaged',
      description: 'Half of the sacks arrived torn and wet.',
    });
    return read();
  };

  const pathOf = (r: { url(): string }) => new URL(r.url()).pathname;

  /** The answers the page got from one admin route, as they arrive. */
  const answersFrom = (page: Page, path: string) => {
    const seen: PageResponse[] = [];
    page.on('response', (r) => {
      if (pathOf(r) === path) seen.push(r);
    });
    return seen;
  };

  beforeAll(async () => {
    if (!existsSync(ADMIN_INDEX))
      throw new Error('admin/dist is missing: run `npm run build -w admin` first');
    h = await sharedHarness();
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/admin/i);
    buyer.token = await register(buyer.email, 'buyer', 'Wanjiru Kamau', 'Kamau Traders');
    seller.token = await register(seller.email, 'seller', 'Baraka Kiptoo', `Rift Sisal Works ${RUN}`);
    const category = (await (await h.api('/api/v1/categories/agriculture')).json()) as { id: string };
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token: seller.token,
      json: {
        title: `Sisal fibre, 25 kg sacks, lot ${RUN}`,
        description: 'Brushed UG grade sisal from the Rift Valley.',
        categoryId: category.id,
        unit: 'bag',
        moq: 8,
        priceTiers: [{ minQuantity: 8, unitPriceMinor: 4_650 }],
        currency: 'USD',
        originCountry: 'KE',
      },
    });
    expect(created.status).toBe(201);
    product = { id: ((await created.json()) as { id: string }).id, moq: 8 };
    await post(`/api/v1/products/${product.id}/submit`, seller.token);
    await post(`/api/v1/admin/products/${product.id}/approve`, await adminToken());
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('staff open the ledger and verify it: valid, whatever was traded before', async () => {
    const { page, errors, context } = await newPage(browser);
    const verifications = answersFrom(page, '/api/v1/admin/ledger/verify');
    await signIn(page);

    // The list loads from trade (empty on a fresh stack, the toolbar and its action still there).
    const balancesLoaded = page.waitForResponse((r) => pathOf(r) === '/api/v1/admin/ledger/balances');
    await page.getByRole('menuitem', { name: 'Ledger balances' }).click();
    await page.waitForURL(/\/admin\/ledger-balances/);
    expect((await balancesLoaded).status()).toBe(200);

    await page.getByRole('button', { name: 'Verify ledger' }).click();
    const verdict = page.getByTestId('ledger-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    expect(await verdict.textContent()).toMatch(/^Ledger valid: \d+ entries checked$/);
    await shot(page, 't1-ledger-verified');

    // What the page showed is what the service answered.
    expect(verifications.map((r) => r.status())).toEqual([200]);
    const answer = (await verifications[0]!.json()) as {
      valid: boolean;
      checked: number;
      problems: unknown[];
    };
    expect(answer).toMatchObject({ valid: true, problems: [] });
    const direct = await h.api('/api/v1/admin/ledger/verify', { token: await adminToken() });
    expect(direct.status).toBe(200);
    expect(await direct.json()).toMatchObject({ valid: true, checked: answer.checked, problems: [] });

    // The entries page has the same action.
    const entriesLoaded = page.waitForResponse((r) => pathOf(r) === '/api/v1/admin/ledger/entries');
    await page.getByRole('menuitem', { name: 'Ledger entries' }).click();
    await page.waitForURL(/\/admin\/ledger-entries/);
    expect((await entriesLoaded).status()).toBe(200);
    await page.getByRole('button', { name: 'Verify ledger' }).click();
    await page.getByText(/^Ledger valid: /).waitFor();

    expect(await page.locator('.MuiAlert-standardError, .MuiSnackbarContent-root').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('staff open the disputes list, open ones first', async () => {
    const { page, errors, context } = await newPage(browser);
    const lists = answersFrom(page, '/api/v1/admin/disputes');
    await signIn(page);

    await page.getByRole('menuitem', { name: 'Disputes' }).click();
    await page.waitForURL(/\/admin\/disputes/);
    await page.locator('tbody, .RaEmpty-message').first().waitFor();
    await shot(page, 't2-disputes');

    expect(lists.map((r) => r.status())).toEqual(lists.map(() => 200));
    // The list's own request, not the dashboard's one-row count of the open ones.
    const list = lists.find((r) => new URL(r.url()).searchParams.get('range') !== '[0,0]');
    expect(list).toBeDefined();
    // Open before decided: status descending (trade's list contract sorts by it).
    expect(new URL(list!.url()).searchParams.get('sort')).toBe('["status","DESC"]');
    const total = Number(list!.headers()['content-range']?.split('/').pop());
    expect(Number.isInteger(total)).toBe(true);
    // A fresh run has none; the page says so rather than failing.
    if (total === 0) await page.locator('.RaEmpty-message').waitFor();
    else expect(await page.locator('tbody tr').count()).toBe(Math.min(total, 10));

    // The dashboard counts the open ones from the same route, and shows what trade answered it
    // (read from its own answer: other suites open disputes on this stack meanwhile).
    const counted = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/v1/admin/disputes' &&
        url.searchParams.get('range') === '[0,0]' &&
        (JSON.parse(url.searchParams.get('filter') ?? '{}') as { status?: string }).status === 'open'
      );
    });
    await page.goto(`${h.app.url}/admin/`);
    const count = await counted;
    expect(count.status()).toBe(200);
    const openCount = Number(count.headers()['content-range']?.split('/').pop());
    expect(Number.isInteger(openCount)).toBe(true);
    await page.getByTestId('open-disputes').getByText(String(openCount), { exact: true }).waitFor();

    expect(await page.locator('.MuiSnackbarContent-root').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
  it(
    'staff decide a dispute: half refunded, the rest released with the fee pro rata, the ledger still valid',
    async () => {
      const order = await disputedOrder();
      expect(order).toMatchObject({ status: 'disputed', currency: 'KES' });
      const half = Math.floor(order.amountMinor / 2);
      const { typed, grouped } = kes(half);
      const released = order.amountMinor - half;
      const fee = proRataFee(order.feeMinor, order.amountMinor, released);

      const { page, errors, context } = await newPage(browser);
      const decisions: { key: string | null; body: unknown }[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && pathOf(r).endsWith('/decision'))
          decisions.push({ key: r.headers()['idempotency-key'] ?? null, body: r.postDataJSON() });
      });
      await signIn(page);
      await page.getByRole('menuitem', { name: 'Disputes' }).click();
      await page.waitForURL(/\/admin\/disputes/);
      // Narrowed to this order: the shared stack's list holds other suites' disputes too.
      const thisOrder = encodeURIComponent(JSON.stringify({ orderId: order.id }));
      await page.goto(`${h.app.url}/admin/disputes?filter=${thisOrder}`);
      const row = page.locator('tbody tr').filter({ hasText: order.reference });
      await row.waitFor();
      expect(await row.locator('[data-status]').first().getAttribute('data-status')).toBe('open');
      // The first cell: the row's middle holds links to the parties' accounts.
      await row.locator('td').first().click();
      await page.waitForURL(/\/admin\/disputes\/[^/]+\/show/);
      await page
        .getByTestId('buyer-statement')
        .getByText('Half of the sacks arrived torn and wet.')
        .waitFor();
      await page.getByTestId('no-response').waitFor();

      await page.getByRole('button', { name: 'Decide' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Decide' }).click(); // nothing chosen: refused here
      await dialog.getByText('Choose an outcome').waitFor();
      await dialog.getByLabel('Refund a part').check();
      await dialog.getByLabel('Amount to refund').fill(`${typed}1`); // a third decimal KES does not have
      await dialog.getByLabel('Reason').fill('Half the goods arrived damaged');
      await dialog.getByRole('button', { name: 'Decide' }).click();
      await dialog.getByText('This currency does not have that many decimals').waitFor();
      await dialog.getByLabel('Amount to refund').fill(typed);
      const preview = dialog.getByTestId('split-preview');
      const shown = async (split: string) =>
        (await preview.locator(`[data-split="${split}"]`).textContent()) ?? '';
      expect(await shown('to_buyer')).toContain(grouped);
      expect(await shown('fee')).toContain(kes(fee).grouped);
      await shot(page, 't3-decide-dialog');
      expect(decisions).toEqual([]);
      await dialog.getByRole('button', { name: 'Decide' }).click();
      await page.getByText('Dispute decided; both parties are told').waitFor();

      // One decision, sent once with its Idempotency-Key, in minor units.
      expect(decisions).toHaveLength(1);
      expect(decisions[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(decisions[0]!.body).toEqual({
        outcome: 'refund_partial',
        refundMinor: half,
        reason: 'Half the goods arrived damaged',
      });
      const token = await adminToken();
      const disputes = (await (
        await h.api(
          `/api/v1/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`,
          {
            token,
          },
        )
      ).json()) as Record<string, unknown>[];
      expect(disputes).toHaveLength(1);
      expect(disputes[0]).toMatchObject({
        status: 'decided',
        outcome: 'refund_partial',
        refundedMinor: half,
        releasedMinor: released,
        feeMinor: fee,
      });
      await page.getByText('Half the goods arrived damaged').first().waitFor();
      expect(await page.getByRole('button', { name: 'Decide' }).count()).toBe(0);
      await shot(page, 't4-decided');

      // The order's page, all from trade's admin view (the parties' route is not asked): the rate
      // locked at checkout, the address, each line's quantity, unit price and total in the seller's
      // currency, the fee and its rate, the escrow's currency, the refund; the ledger still verifies.
      const detail = (await (
        await h.api(`/api/v1/admin/orders/${order.id}`, { token })
      ).json()) as AdminOrder;
      const partiesAsked = answersFrom(page, `/api/v1/orders/${order.id}`);
      await page.goto(`${h.app.url}/admin/orders/${order.id}/show`);
      await page.getByText(`1 ${order.sellerCurrency} = ${detail.fxRate} KES`, { exact: true }).waitFor();
      await page.getByTestId('order-refunds').waitFor();
      expect(await field(page, 'Shipping address')).toBe(
        'Wanjiru Kamau\n12 Moi Avenue\nNairobi\nKE\n+254712345678',
      );
      expect(await field(page, 'Fee rate')).toBe(`${detail.feeBasisPoints / 100}%`);
      expect(await field(page, 'Platform fee')).toContain(kes(detail.feeMinor).grouped);
      const lines = page.getByTestId('order-lines').locator('tbody tr');
      expect(await lines.count()).toBe(detail.lines.length);
      for (const [i, line] of detail.lines.entries()) {
        const cells = (await lines.nth(i).locator('td').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
        expect(cells[0]).toBe(line.title);
        expect(cells[1]).toBe(`${line.quantity.toLocaleString('en')} ${line.unit}`);
        expect(cells[2]).toContain(amount(line.unitPriceMinor, detail.sellerCurrency));
        expect(cells[3]).toContain(amount(line.lineTotalMinor, detail.sellerCurrency));
      }
      const escrow = page.getByTestId('order-escrow');
      expect(detail.escrow.currency).toBe('KES');
      expect(await escrow.locator('[data-escrow="currency"] td').textContent()).toBe('KES');
      // The escrow in its currency: half refunded.
      expect(await escrow.locator('[data-escrow="refundedMinor"]').textContent()).toContain(grouped);
      expect(partiesAsked).toEqual([]);
      await shot(page, 't5-order');

      // The order's journal with an amount per entry: all of it captured, held, then settled (half
      // refunded, half released with the fee); the freeze moved nothing.
      const ofOrder = encodeURIComponent(JSON.stringify({ orderId: order.id }));
      await page.goto(`${h.app.url}/admin/ledger-entries?filter=${ofOrder}&sort=seq&order=ASC`);
      const rows = page.locator('tbody tr');
      await rows.filter({ hasText: 'Settle' }).waitFor();
      const headers = await page.locator('thead th').allTextContents();
      const amountColumn = headers.indexOf('Amount');
      expect(amountColumn).toBeGreaterThan(-1);
      const journal = await rows.evaluateAll(
        (trs, col) =>
          trs.map((tr) => [
            tr.querySelector('[data-status]')?.getAttribute('data-status'),
            tr.querySelectorAll('td')[col]?.textContent ?? '',
          ]),
        amountColumn,
      );
      const whole = kes(order.amountMinor).grouped;
      expect(journal.map(([operation]) => operation)).toEqual(['capture', 'hold', 'freeze', 'settle']);
      for (const [operation, text] of journal)
        if (operation === 'freeze') expect(text).toBe('');
        else expect([operation, text]).toEqual([operation, expect.stringContaining(whole)]);
      await shot(page, 't5-journal');
      await page.getByRole('button', { name: 'Verify ledger' }).click();
      const verdict = page.getByTestId('ledger-verdict');
      await verdict.waitFor();
      expect(await verdict.getAttribute('data-valid')).toBe('true');
      expect(Number((await verdict.textContent())?.match(/(\d+) entries/)?.[1])).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    CATALOGUE_HANDOVER_MS + 120_000,
  );
  it('the trade screens in Arabic, right to left', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByRole('menuitem', { name: 'النزاعات' }).click();
    await page.waitForURL(/\/admin\/disputes/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // As in English: the list loaded before the action, and the verdict read from its own element.
    const balancesLoaded = page.waitForResponse((r) => pathOf(r) === '/api/v1/admin/ledger/balances');
    await page.getByRole('menuitem', { name: 'أرصدة دفتر الأستاذ' }).click();
    await page.waitForURL(/\/admin\/ledger-balances/);
    expect((await balancesLoaded).status()).toBe(200);
    await page.getByRole('button', { name: 'التحقق من دفتر الأستاذ' }).click();
    const verdict = page.getByTestId('ledger-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    expect(await verdict.textContent()).toMatch(/^دفتر الأستاذ سليم: فُحص \d+ قيدًا$/);
    await shot(page, 't6-arabic-ledger');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
  it(
    'staff refund a paid order in part: the rest released to the seller, the fee pro rata',
    async () => {
      const { order } = await paidOrder();
      const part = Math.floor(order.amountMinor / 4);
      const released = order.amountMinor - part;
      const fee = proRataFee(order.feeMinor, order.amountMinor, released);

      const { page, errors, context } = await newPage(browser);
      const refunds: { key: string | null; body: unknown }[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && pathOf(r).endsWith('/refund'))
          refunds.push({ key: r.headers()['idempotency-key'] ?? null, body: r.postDataJSON() });
      });
      await signIn(page);
      await page.goto(`${h.app.url}/admin/orders/${order.id}/show`);
      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog');
      // Everything held, to start with.
      expect(await dialog.getByLabel('Amount to refund').inputValue()).toBe(kes(order.amountMinor).typed);
      await dialog.getByLabel('Amount to refund').fill(kes(order.amountMinor + 1).typed);
      await dialog.getByLabel('Reason').fill('Support case 4411: a quarter lost by the carrier');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByText(new RegExp(`^At most KES.${kes(order.amountMinor).grouped}$`)).waitFor();
      await dialog.getByLabel('Amount to refund').fill(kes(part).typed);
      const preview = dialog.getByTestId('split-preview');
      expect(await preview.locator('[data-split="fee"]').textContent()).toContain(kes(fee).grouped);
      await shot(page, 't7-refund-dialog');
      expect(refunds).toEqual([]);
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await page.getByText('Refund recorded; the payment provider is returning the money').waitFor();

      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(refunds[0]!.body).toEqual({
        amountMinor: part,
        reason: 'Support case 4411: a quarter lost by the carrier',
      });
      const token = await adminToken();
      const after = (await (await h.api(`/api/v1/admin/orders/${order.id}`, { token })).json()) as {
        status: string;
        escrow: { refundedMinor: number; releasedMinor: number };
      };
      expect(after.status).toBe('refunded');
      expect(after.escrow).toMatchObject({ refundedMinor: part, releasedMinor: released });
      // The page reloaded: refunded, the refund listed, no Refund button any more.
      await page
        .getByTestId('order-refunds')
        .getByText(new RegExp(`KES.${kes(part).grouped}`))
        .waitFor();
      expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      const verdict = (await (await h.api('/api/v1/admin/ledger/verify', { token })).json()) as {
        valid: boolean;
      };
      expect(verdict.valid).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    CATALOGUE_HANDOVER_MS + 120_000,
  );
});
