import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, tokenFrom, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The back office's read-only views of the notifications service in Debian's Chromium, against
 * the stack the browser suites share and its built admin/dist (`npm run build -w admin` first):
 * what people wrote through the contact form, and the newsletter list. Other suites write messages
 * and subscriptions there too: every address here carries this run's mark, and the lists are
 * narrowed to it before anything is counted.
 */
const ADMIN_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('admin messages browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;
const RUN = Date.now().toString(36);

describeInBrowser('contact messages and newsletter subscriptions in the back office', () => {
  let h: Harness;
  let browser: Browser;
  const adminEmail = `desk.${RUN}@sokoni.example`;
  const adminPassword = 'baobab shade at dusk 47';
  const sender = {
    name: 'Amina Diallo',
    email: `amina.${RUN}@shea-coop.example`,
    company: 'Diallo Shea Cooperative',
    topic: 'buying',
    locale: 'fr',
    // The form refuses markup (the free-text rule), so what would become markup in a page rendered
    // as HTML is sent as references: it must show as the text it is, and the line breaks and
    // indentation must stay.
    message:
      'Bonjour, we need 20 t of unrefined shea butter every quarter.\n\n' +
      '  Delivery: Abidjan port, &lt;b&gt;CIF&lt;/b&gt; &#60;script&#62;alert(1)&#60;/script&#62;\n' +
      'Could you put us in touch with verified suppliers?',
  };
  const subscriber = `kofi.${RUN}@accra-traders.example`;
  const leaver = `zawadi.${RUN}@dar-imports.example`;
  let messageId: string;

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

  const subscribe = async (email: string, locale: string) => {
    const res = await h.api('/api/v1/newsletter/subscriptions', { method: 'POST', json: { email, locale } });
    expect(res.status).toBe(202);
  };

  beforeAll(async () => {
    if (!existsSync(ADMIN_INDEX))
      throw new Error('admin/dist is missing: run `npm run build -w admin` first');
    h = await sharedHarness();
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/admin/i);

    const markup = { ...sender, message: `${sender.message} <b>CIF</b> <script>alert(1)</script>` };
    expect((await h.api('/api/v1/contact-messages', { method: 'POST', json: markup })).status).toBe(400);
    const sent = await h.api('/api/v1/contact-messages', { method: 'POST', json: sender });
    expect(sent.status).toBe(201);
    messageId = ((await sent.json()) as { id: string }).id;

    await subscribe(subscriber, 'fr');
    await subscribe(leaver, 'en');
    // The second address leaves through the link of its confirmation e-mail, the only way off the list.
    const mail = await h.mail(leaver, /subscribed to the Sokoni newsletter/);
    const left = await h.api('/api/v1/newsletter/unsubscribe', {
      method: 'POST',
      json: { token: tokenFrom(mail, '/newsletter/unsubscribe') },
    });
    expect(left.status).toBe(204);

    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('lists a contact message by its first line and shows it whole, as text, with a reply link', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Contact messages' }).click();
    await page.waitForURL(/\/admin\/contact-messages/);

    const row = page.locator('tbody tr').filter({ hasText: sender.email });
    await row.waitFor();
    const line = (await row.textContent()) ?? '';
    for (const text of [sender.name, sender.company, 'Buying']) expect(line).toContain(text);
    // The list gives the first line only, and says there is more.
    expect(await row.getByTestId('contact-excerpt').textContent()).toBe(
      'Bonjour, we need 20 t of unrefined shea butter every quarter.…',
    );
    expect(line).not.toContain('verified suppliers');
    await shot(page, 'm1-contact-messages');

    // The search box reaches into the message itself.
    await page.locator('input[name="q"]').fill('Abidjan');
    await page.waitForURL(/Abidjan/);
    await row.waitFor();
    await page.locator('input[name="q"]').fill('no message says this');
    await page.getByText(/found using the current filters/).waitFor();
    expect(await row.count()).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row.click();
    await page.waitForURL(new RegExp(`/admin/contact-messages/${messageId}/show`));

    const body = page.getByTestId('contact-message-body');
    await body.waitFor();
    expect(await body.textContent()).toBe(sender.message);
    expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await body.locator('b, script').count()).toBe(0);
    await page.getByText(sender.company).waitFor();
    await page.getByText(messageId).waitFor();

    // Replying opens the mail client on the sender's address, the subject in their language.
    const reply = page.getByTestId('contact-reply');
    expect(await reply.getAttribute('href')).toBe(
      `mailto:${sender.email}?subject=${encodeURIComponent('Re : votre message à Sokoni')}`,
    );
    expect(await page.getByRole('link', { name: sender.email }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${sender.email}\\?`),
    );
    // Read-only: nothing to edit or delete.
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shot(page, 'm2-contact-message');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('lists newsletter subscriptions with their status, filtered by status', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Newsletter subscriptions' }).click();
    await page.waitForURL(/\/admin\/newsletter-subscriptions/);

    // This run's two addresses only: the search box narrows the list to its mark.
    await page.locator('input[name="q"]').fill(RUN);
    await page.waitForURL(new RegExp(RUN));
    const staying = page.locator('tbody tr').filter({ hasText: subscriber });
    const gone = page.locator('tbody tr').filter({ hasText: leaver });
    await staying.waitFor();
    await gone.waitFor();
    expect(await staying.locator('[data-status]').getAttribute('data-status')).toBe('subscribed');
    expect(await staying.textContent()).toContain('fr');
    expect(await staying.textContent()).toContain('—'); // never unsubscribed
    expect(await gone.locator('[data-status]').getAttribute('data-status')).toBe('unsubscribed');
    expect(await gone.textContent()).toContain('Unsubscribed');
    expect(await gone.textContent()).not.toContain('—'); // the unsubscription has a date
    await shot(page, 'm3-newsletter');

    // No record page to open and no bulk action: the list is all there is.
    await staying.click();
    expect(page.url()).toMatch(/\/admin\/newsletter-subscriptions(\?.*)?$/);
    expect(await page.locator('tbody input[type="checkbox"]').count()).toBe(0);

    // Of this run's two, the status filter keeps the one that left.
    const filter = encodeURIComponent(JSON.stringify({ q: RUN, status: 'unsubscribed' }));
    await page.goto(`${h.app.url}/admin/newsletter-subscriptions?filter=${filter}`);
    await gone.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
