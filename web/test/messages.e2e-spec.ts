import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import {
  CATALOGUE_HANDOVER_MS,
  eventually,
  PASSWORD,
  screenshots,
  signedInPage,
  tradeApi,
  type TestProduct,
} from './trade-fixtures.js';

/**
 * Issue 13's messaging, in Debian's Chromium against the stack the browser suites share (web/dist,
 * or E2E_WEB_DIR: run `npm run build` first). Every account here is this run's own. A buyer
 * contacts a supplier from a product page; buyer and supplier, in two browser contexts open at
 * the same time, each see the other's message appear without reloading; the phone number the
 * buyer typed before any order between them reaches the supplier masked, with the note why.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('messages browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('messages');
const RUN = Date.now().toString(36);
/** A message from the other side appears within this (the stream, else the open thread's poll). */
const LIVE_MS = 15_000;
const PHONE = '+254 712 345 678';

describeInBrowser('buyer–supplier messages in two browsers (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = { email: `amina.${RUN}@pwani-traders.example`, token: '' };
  const seller = { email: `baraka.${RUN}@kilifi-cashews.example`, token: '', id: '' };
  const admin = { email: `staff.msg.${RUN}@sokoni.example`, password: 'Staff of Sokoni 2026!', token: '' };
  let product: TestProduct;

  const api = () => tradeApi(h);

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await h.createAdmin(admin.email, admin.password);
    admin.token = (await api().signIn(admin.email, admin.password)).accessToken;
    const listed = await api().sellerWithProduct(
      seller.email,
      admin.token,
      { fullName: 'Baraka Mwangi', businessName: `Kilifi Cashews ${RUN}` },
      {
        title: `Raw cashew nuts, 80 kg sacks, lot ${RUN}`,
        description: 'W320 grade from the Kilifi coast, sun-dried.',
        unit: 'bag',
        moq: 10,
        unitPriceMinor: 95_000,
        currency: 'USD',
      },
    );
    Object.assign(seller, listed.seller);
    product = listed.product;
    await api().register(buyer.email, 'buyer', 'Amina Said', `Pwani Traders ${RUN}`);
    buyer.token = (await api().signIn(buyer.email, PASSWORD)).accessToken;

    // messaging learns the product (and its seller) from catalogue's events: wait until another
    // buyer of this run can write about it, so the browser part does not race the handover.
    const other = `probe.${RUN}@pwani-traders.example`;
    await api().register(other, 'buyer', 'Probe Buyer', `Probe ${RUN}`);
    const probe = (await api().signIn(other, PASSWORD)).accessToken;
    const ready = await eventually(
      () =>
        h.api('/api/v1/conversations', {
          method: 'POST',
          token: probe,
          json: { subjectKind: 'product', subjectId: product.id, text: `Is lot ${RUN} available?` },
        }),
      (r) => r.status === 201,
      CATALOGUE_HANDOVER_MS,
    );
    expect(ready.status).toBe(201);
    browser = await launchChromium();
  }, CATALOGUE_HANDOVER_MS + 120_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** The thread's messages as the page shows them (the log region), as text. */
  const threadText = (page: Page) => page.getByRole('log').innerText();

  it('a buyer contacts the supplier from the product page; each sees the other’s messages live; the phone is masked', async () => {
    const b = await signedInPage(h, browser, buyer.email, PASSWORD, `/products/${product.id}`);
    await b.page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await b.page.getByRole('link', { name: 'Contact supplier' }).click();
    await b.page.waitForURL(/\/messages\?supplier=/);
    await b.page.getByRole('heading', { name: `New message to Kilifi Cashews ${RUN}` }).waitFor();
    const first = `Hello, do you ship lot ${RUN} to Mombasa? Call me on ${PHONE}.`;
    await b.page.getByLabel('Your message').fill(first);
    await b.page.getByLabel('Your message').press('Enter');
    await b.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = new URL(b.page.url()).pathname;
    // The sender reads what they wrote.
    await b.page.getByRole('log').getByText(PHONE).waitFor();
    expect(await b.page.getByRole('link', { name: `Product: ${product.title}` }).count()).toBeGreaterThan(0);
    await shot(b.page, '1-buyer-thread');

    // The supplier, in a browser of their own at the same time: the inbox, then the thread.
    const s = await signedInPage(h, browser, seller.email, PASSWORD, '/messages');
    const entry = s.page.getByRole('link', { name: new RegExp(`do you ship lot ${RUN} to Mombasa`) });
    await entry.waitFor();
    await entry.click();
    await s.page.waitForURL(new RegExp(`${conversationUrl}$`));
    await s.page.getByRole('log').getByText(`do you ship lot ${RUN} to Mombasa`).waitFor();
    // No order between them yet: the number never reaches the supplier, and the note says why.
    const seen = await threadText(s.page);
    expect(seen).not.toContain('712');
    expect(seen).not.toContain('345 678');
    await s.page
      .getByRole('note')
      .filter({ hasText: 'Contact details are hidden until you have an order' })
      .first()
      .waitFor();
    expect((await checkA11y(s.page)).summary).toEqual([]);
    await shot(s.page, '2-supplier-thread');

    // The supplier answers; the buyer's open page shows it without a reload.
    const reply = `Yes, lot ${RUN} ships from Kilifi every Tuesday.`;
    await s.page.getByLabel('Your message').fill(reply);
    await s.page.getByRole('button', { name: 'Send', exact: true }).click();
    await s.page.getByRole('log').getByText(reply).waitFor();
    await b.page.getByRole('log').getByText(reply).waitFor({ timeout: LIVE_MS });

    // And the other way round, Shift+Enter keeping both lines in one message.
    const box = b.page.getByLabel('Your message');
    await box.fill('Great, 20 bags please.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Delivery by 15 December.');
    await box.press('Enter');
    await s.page.getByRole('log').getByText('Delivery by 15 December.').waitFor({ timeout: LIVE_MS });
    const log = await threadText(s.page);
    expect(log).toContain('Great, 20 bags please.');
    expect(log.indexOf(reply)).toBeLessThan(log.indexOf('Great, 20 bags please.'));

    // The supplier read the buyer's messages: the buyer sees "Seen" on them.
    await b.page.reload();
    await b.page.getByRole('log').getByText('Seen').first().waitFor();
    await shot(b.page, '3-buyer-seen');

    expect(b.errors).toEqual([]);
    expect(s.errors).toEqual([]);
    await b.context.close();
    await s.context.close();
  }, 180_000);

  it('on a phone the inbox and the thread are two screens, with the way back', async () => {
    const s = await signedInPage(h, browser, buyer.email, PASSWORD, '/messages');
    await s.page.setViewportSize({ width: 390, height: 844 });
    // The conversation of the test above; its last message is the buyer's own.
    const entry = s.page.getByRole('link', { name: /You: Great, 20 bags please/ });
    await entry.waitFor();
    await entry.click();
    await s.page.getByRole('log').waitFor();
    expect(await s.page.getByLabel('Search conversations').count()).toBe(0);
    await s.page.getByRole('link', { name: 'All conversations' }).click();
    await s.page.waitForURL(/\/messages$/);
    await s.page.getByLabel('Search conversations').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 120_000);
});
