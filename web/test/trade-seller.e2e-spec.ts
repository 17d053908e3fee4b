import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium, openOptions } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import {
  kesDigits,
  PASSWORD,
  PDF,
  PNG,
  readJson,
  screenshots,
  signedInPage,
  storedFiles,
  tradeApi,
  type Order,
  type TestProduct,
} from './trade-fixtures.js';

/**
 * Issue 11's seller journeys, in Debian's Chromium against the stack the browser suites share
 * (web/dist, or E2E_WEB_DIR: run `npm run build` first). Accounts, the product, its stock and the
 * paid orders are set up through the API, all this suite's own; the rest is clicks. A seller declines a paid order: the buyer sees it
 * declined and refunded in full, and the units are on sale again. A seller answers the buyer's
 * dispute with their own evidence, after a file that only claims to be a PNG was refused.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('trade seller browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('trade-seller');
/** Text with a .png name: the browser calls it image/png, only its first bytes tell the truth. */
const NOT_A_PNG = Buffer.from('Delivery note SK-2204: 10 cartons loaded at Marigat.\n');
const STOCK = 60;
const RUN = Date.now().toString(36);

describeInBrowser('a seller declines an order and answers a dispute in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = { email: `wanjiru.${Date.now()}@kamau-traders.example`, token: '' };
  const seller = { email: `chebet.${Date.now()}@baringo-honey.example`, token: '', id: '' };
  const admin = { email: `staff.${Date.now()}@sokoni.example`, password: 'Staff of Sokoni 2026!', token: '' };
  let product: TestProduct;

  const api = () => tradeApi(h);
  const signedIn = (email: string, next: string) => signedInPage(h, browser, email, PASSWORD, next);
  const order = async (id: string) =>
    readJson<Order>(await h.api(`/api/v1/orders/${id}`, { token: buyer.token }));

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await h.createAdmin(admin.email, admin.password);
    admin.token = (await api().signIn(admin.email, admin.password)).accessToken;
    // A seller of their own with one ready-to-ship product in KES: their stock page has one row.
    const listed = await api().sellerWithProduct(
      seller.email,
      admin.token,
      { fullName: 'Amina Chebet', businessName: 'Baringo Honey Co-operative' },
      {
        title: `Acacia honey, cartons of 12 jars, lot ${RUN}`,
        description: 'Raw acacia honey from the Baringo lowlands, 500 g glass jars.',
        unit: 'carton',
        moq: 10,
        unitPriceMinor: 540_000,
        currency: 'KES',
        readyToShip: true,
      },
    );
    Object.assign(seller, listed.seller);
    product = listed.product;
    await api().register(buyer.email, 'buyer', 'Wanjiru Kamau', 'Kamau Traders');
    buyer.token = (await api().signIn(buyer.email, PASSWORD)).accessToken;
    await api().setStock(seller.token, product.id, STOCK);
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('the seller declines a paid order: the buyer sees it declined and refunded in full, the units are back', async () => {
    const placed = await api().paidOrder(buyer.token, product);
    // Paying took the units off the shelf: what the decline must put back.
    expect(await api().stockOf(seller.token, product.id)).toMatchObject({
      onHand: STOCK - product.moq,
      available: STOCK - product.moq,
    });
    const reason = 'The last harvest was short: we cannot fill ten cartons this month.';

    // --- The seller finds the paid order in their list and declines it.
    const s = await signedIn(seller.email, '/seller/orders');
    const row = s.page.getByRole('row').filter({ hasText: placed.reference });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByRole('link', { name: placed.reference }).click();
    await s.page.waitForURL(new RegExp(`/seller/orders/${placed.id}$`));
    const status = s.page.getByTestId('order-status');
    await status.getByText('Paid').waitFor();
    await s.page.getByRole('button', { name: 'Decline order' }).click();
    const dialog = s.page.getByRole('dialog', { name: `Decline order ${placed.reference}?` });
    // The seller is told what goes back to the buyer before they confirm.
    const refundLine = dialog.getByText(/^The buyer is refunded .+ in full and told your reason\.$/);
    expect(await refundLine.innerText()).toContain(kesDigits(placed.amountMinor));
    await dialog.getByLabel('Reason').fill(reason);
    const declining = s.page.waitForResponse(
      (r) => r.url().endsWith(`/orders/${placed.id}/decline`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Decline order' }).click();
    const declined = await declining;
    expect(declined.status()).toBe(200);
    expect(declined.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await status.getByText('Declined').waitFor();
    await s.page.getByText('Declined by the seller').waitFor();
    expect(await s.page.getByRole('button', { name: 'Decline order' }).count()).toBe(0);
    expect(await s.page.getByRole('button', { name: 'Accept order' }).count()).toBe(0);
    await shot(s.page, '1-declined');

    // --- Their list shows it declined; their stock page has the units back.
    await s.page.getByRole('link', { name: 'All orders received' }).click();
    await s.page.waitForURL(/\/seller\/orders$/);
    await row.getByText('Declined', { exact: true }).waitFor();
    await s.page.getByRole('navigation', { name: 'Selling' }).getByRole('link', { name: 'Stock' }).click();
    await s.page.waitForURL(/\/seller\/stock$/);
    const stockRow = s.page.getByRole('row').filter({ hasText: product.title });
    await stockRow.getByText(`${STOCK} cartons`).waitFor();
    expect(
      await stockRow.getByRole('spinbutton', { name: `Units on hand of ${product.title}` }).inputValue(),
    ).toBe(String(STOCK));
    await shot(s.page, '2-stock');
    expect(await api().stockOf(seller.token, product.id)).toMatchObject({
      onHand: STOCK,
      reserved: 0,
      available: STOCK,
    });
    expect(s.errors).toEqual([]);
    await s.context.close();

    // --- The buyer: declined in their list; on the order, the seller's reason and the full refund.
    const b = await signedIn(buyer.email, '/orders');
    const buyerRow = b.page.getByRole('row').filter({ hasText: placed.reference });
    await buyerRow.getByText('Declined', { exact: true }).waitFor();
    await buyerRow.getByRole('link', { name: placed.reference }).click();
    await b.page.waitForURL(new RegExp(`/orders/${placed.id}$`));
    await b.page.getByTestId('order-status').getByText('Declined').waitFor();
    const notice = b.page.getByTestId('order-refund');
    await notice.getByText('The seller declined this order').waitFor();
    await notice.getByText(`Reason: ${reason}`).waitFor();
    expect(await notice.getByText(/ is refunded to you\.$/).innerText()).toContain(
      kesDigits(placed.amountMinor),
    );
    const entry = b.page.getByRole('listitem').filter({ hasText: 'Declined by the seller' });
    await entry.getByText(reason).waitFor();
    expect(await entry.innerText()).toMatch(/Declined by the seller · seller/);
    expect(await b.page.getByTestId('escrow-refunded').innerText()).toContain(kesDigits(placed.amountMinor));
    expect(await b.page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await shot(b.page, '3-buyer-declined');
    const after = await order(placed.id);
    expect(after.status).toBe('declined');
    expect(after.escrow?.refundedMinor).toBe(placed.amountMinor);
    expect(after.escrow?.releasedMinor).toBe(0);
    expect(b.errors).toEqual([]);
    await b.context.close();
  }, 240_000);

  it('the seller answers the buyer’s dispute with evidence, after a file that only claims to be a PNG was refused', async () => {
    const placed = await api().paidOrder(buyer.token, product);
    await api().sellerAction(seller.token, placed.id, 'accept');
    await api().sellerAction(seller.token, placed.id, 'ship');
    const story = 'Only seven of the ten cartons were on the truck at Nairobi.';
    const answer = 'Ten cartons were weighed and loaded at Marigat: see the weighbridge ticket.';

    // --- The buyer opens the dispute with a photo.
    const b = await signedIn(buyer.email, `/orders/${placed.id}`);
    const buyerStatus = b.page.getByTestId('order-status');
    await buyerStatus.getByText('Shipped').waitFor();
    await b.page.getByRole('button', { name: 'Open a dispute' }).click();
    const open = b.page.getByRole('dialog', { name: `Dispute order ${placed.reference}` });
    await open.getByLabel('Reason').click();
    await openOptions(b.page).getByTitle('Quantity short').click();
    await open.getByLabel('What happened').fill(story);
    await open
      .locator('input[type=file]')
      .setInputFiles({ name: 'short-count.png', mimeType: 'image/png', buffer: PNG });
    await open.getByRole('button', { name: 'Open dispute' }).click();
    await buyerStatus.getByText('Disputed').waitFor();
    const disputeId = (
      await readJson<{ id: string }[]>(
        await h.api(`/api/v1/orders/${placed.id}/disputes`, { token: buyer.token }),
      )
    )[0]!.id;
    expect(await storedFiles(h, placed.id)).toBe(1);

    // --- The seller, who reads French, finds the disputed order and the deadline to answer.
    const s = await signedIn(seller.email, '/seller/orders');
    await s.page.evaluate(() => localStorage.setItem('sokoni.language', 'fr'));
    await s.page.reload();
    const row = s.page.getByRole('row').filter({ hasText: placed.reference });
    await row.getByText('En litige', { exact: true }).waitFor();
    await row.getByRole('link', { name: placed.reference }).click();
    await s.page.waitForURL(new RegExp(`/seller/orders/${placed.id}$`));
    const dispute = s.page.getByRole('region', { name: 'Litige' });
    await dispute.getByText(story).waitFor();
    await dispute.getByRole('button', { name: 'short-count.png' }).waitFor();
    await dispute
      .getByTestId('dispute-answer-by')
      .getByText(/^Répondez avant le /)
      .waitFor();

    // A text file named .png: the browser lets it through, trade reads its bytes and refuses it.
    await dispute.getByLabel('Votre réponse').fill(answer);
    await dispute
      .locator('input[type=file]')
      .setInputFiles({ name: 'bon-de-livraison.png', mimeType: 'image/png', buffer: NOT_A_PNG });
    const refusing = s.page.waitForResponse(
      (r) => r.url().endsWith(`/disputes/${disputeId}/responses`) && r.request().method() === 'POST',
    );
    await dispute.getByRole('button', { name: 'Envoyer la réponse' }).click();
    const refused = await refusing;
    expect(refused.status()).toBe(415);
    await dispute
      .getByRole('alert')
      .getByText('« bon-de-livraison.png » n’est pas un fichier PDF, JPEG, PNG ou WebP.')
      .waitFor();
    await shot(s.page, '4-refused-fr');
    // Nothing kept: no answer, no file beyond the buyer's photo.
    const untouched = await readJson<{ responses: unknown[]; evidence: unknown[] }[]>(
      await h.api(`/api/v1/orders/${placed.id}/disputes`, { token: seller.token }),
    );
    expect(untouched[0]!.responses).toEqual([]);
    expect(untouched[0]!.evidence).toHaveLength(1);
    expect(await storedFiles(h, placed.id)).toBe(1);

    // --- The seller takes the file out, attaches the real ones and sends again: a new attempt.
    await dispute.getByTitle('Effacer le fichier').click();
    await dispute.locator('input[type=file]').setInputFiles([
      { name: 'ticket-de-pesée.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'chargement.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const sending = s.page.waitForResponse(
      (r) => r.url().endsWith(`/disputes/${disputeId}/responses`) && r.request().method() === 'POST',
    );
    await dispute.getByRole('button', { name: 'Envoyer la réponse' }).click();
    const sent = await sending;
    expect(sent.status()).toBe(201);
    expect(sent.request().headers()['idempotency-key']).not.toBe(
      refused.request().headers()['idempotency-key'],
    );
    await s.page.getByText("Réponse envoyée à l'équipe Sokoni.").waitFor();
    await dispute.getByText(/^Réponse du vendeur, /).waitFor();
    await dispute.getByText(answer).waitFor();
    await dispute.getByRole('button', { name: 'ticket-de-pesée.pdf' }).waitFor();
    await dispute.getByRole('button', { name: 'chargement.png' }).waitFor();
    expect(await dispute.getByRole('alert').count()).toBe(0);
    await shot(s.page, '5-answered-fr');
    expect(await storedFiles(h, placed.id)).toBe(3);
    expect(s.errors).toEqual([]);
    await s.context.close();

    // --- The buyer's order page shows the seller's answer and its evidence.
    await b.page.reload();
    const buyerDispute = b.page.getByRole('region', { name: 'Dispute' });
    const response = buyerDispute.locator('.sk-trade-response');
    await response.getByText(/^Answer from the seller, /).waitFor();
    await response.getByText(answer).waitFor();
    const download = b.page.waitForEvent('download');
    await response.getByRole('button', { name: 'ticket-de-pesée.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('ticket-de-pesée.pdf');
    await response.getByRole('button', { name: 'chargement.png' }).waitFor();
    // The buyer only reads the answer: the form is the seller's.
    expect(await buyerDispute.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
    await shot(b.page, '6-buyer-answer');
    const [answered] = await readJson<
      { responses: { id: string; text: string }[]; evidence: { responseId: string | null }[] }[]
    >(await h.api(`/api/v1/orders/${placed.id}/disputes`, { token: buyer.token }));
    expect(answered!.responses.map((r) => r.text)).toEqual([answer]);
    expect(answered!.evidence.filter((e) => e.responseId === answered!.responses[0]!.id)).toHaveLength(2);
    expect(b.errors).toEqual([]);
    await b.context.close();
  }, 240_000);
});
