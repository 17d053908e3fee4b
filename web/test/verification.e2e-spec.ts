import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, tokenFrom, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * Two screens reached from outside the storefront's menus, in Debian's Chromium against the whole
 * standalone run (gateway serving web/dist: `npm run build -w web` first): the demo seller sends
 * verification papers from /advanced-verification and, once staff approve them, sees the badge's
 * expiry; and the unsubscribe link of a newsletter e-mail, which only acts on confirmation.
 */
// E2E_WEB_DIR: a build of one's own (the shared web/dist may be rebuilt by someone else meanwhile).
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('verification browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SELLER = { email: 'seller@demo.sokoni.africa', password: 'Kente Loom 2026' };
const BUYER = { email: 'buyer@demo.sokoni.africa', password: 'Baobab Market 2026' };
const ADMIN = { email: 'verifier@sokoni.example', password: 'stamp and seal 2026 ok' };
// The smallest file identity accepts as a PDF: it reads the first bytes, not the name.
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
// Dates as the page writes them: British English (the context's locale), in UTC (its time zone).
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: screenshots of each step, for a person to look at
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/verification-${name}.png`, fullPage: true });
};
const filter = (f: object) => `?filter=${encodeURIComponent(JSON.stringify(f))}`;

describeInBrowser('supplier verification and newsletter unsubscribe in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let adminToken: string;
  let files: string;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    browser = await launchChromium();
    files = await mkdtemp(join(tmpdir(), 'sokoni-verification-'));
    await writeFile(join(files, 'certificate-of-incorporation.pdf'), PDF);
    await writeFile(join(files, 'notes.txt'), 'not a registry document');
    await h.createAdmin(ADMIN.email, ADMIN.password);
    const login = await h.api('/api/v1/auth/login', { method: 'POST', json: ADMIN });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { accessToken: string }).accessToken;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  const signIn = async (page: Page, who: { email: string; password: string }) => {
    await page.goto(`${h.app.url}/login?next=${encodeURIComponent('/advanced-verification')}`);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/advanced-verification$/);
    await page.getByRole('heading', { level: 1, name: 'Supplier verification' }).waitFor();
  };

  it('asks a visitor to sign in, and tells a buyer that verification is for sellers', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/advanced-verification`);
    const prompt = page.getByRole('region', { name: 'Sign in to verify your company' });
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe(
      '/login?next=%2Fadvanced-verification',
    );
    // What the badge means and which papers count are there for everyone.
    await page.getByRole('heading', { name: 'What the Verified badge means' }).waitFor();
    await page.getByText('Certificate of incorporation or business registration certificate').waitFor();
    await shot(page, '1-signed-out');

    await signIn(page, BUYER);
    await page.getByRole('heading', { name: 'Verification is for sellers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact us to start selling' }).getAttribute('href')).toBe(
      '/contact?topic=selling',
    );
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    await shot(page, '2-buyer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo seller sends papers, waits for review, and sees the badge’s expiry once approved', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
    });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/supplier-verifications')) posts.push(r.url());
    });
    await signIn(page, SELLER);
    await page.getByText('Not verified yet').waitFor();
    await page.getByRole('heading', { name: 'Send your documents' }).waitFor();
    const a11y = await checkA11y(page);
    expect(a11y.summary).toEqual([]);

    // Checked in the browser first: nothing is sent, and the reasons are under the fields.
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('Enter your company registration number.').waitFor();
    await page.getByText('Attach at least one document (at most 5).').waitFor();
    await page.locator('input[type="file"]').setInputFiles(join(files, 'notes.txt'));
    await page.getByText('"notes.txt" is not a PDF, JPEG or PNG file.').waitFor();
    await shot(page, '3-refused-in-browser');
    expect(posts).toEqual([]);

    // A fresh form (the reload also proves the session comes back from its cookie).
    await page.reload();
    await page.getByLabel('Company registration number').fill('CS123456789');
    await page.getByLabel('Tax identification number').fill('C0001234567');
    expect(await page.getByLabel('Company name (as registered)').inputValue()).toBe(
      'Mensah Agro Exports Ltd',
    );
    await page.locator('input[type="file"]').setInputFiles(join(files, 'certificate-of-incorporation.pdf'));
    await page.getByText('certificate-of-incorporation.pdf').waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();

    await page.getByText('Under review').waitFor();
    await page.getByText(/^Pending since \d{1,2} \w+ \d{4}: our team is checking/).waitFor();
    // No second request while this one waits: the form is gone.
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    expect(posts).toHaveLength(1);
    // What was sent, to check against the papers.
    const summary = page.locator('.sk-verif-summary');
    await summary.getByText('CS123456789').waitFor();
    expect(await summary.innerText()).toMatch(/Tax identification number\s+C0001234567/);
    expect(await summary.innerText()).toMatch(/Country\s+Ghana/);
    expect(await summary.innerText()).toMatch(/Documents sent\s+1/);
    await shot(page, '4-pending');

    const pending = await h.api(`/api/v1/admin/supplier-verifications${filter({ status: 'pending' })}`, {
      token: adminToken,
    });
    expect(pending.status).toBe(200);
    const rows = (await pending.json()) as {
      id: string;
      sellerEmail: string;
      companyRegistrationNumber: string;
      taxId: string;
      country: string;
      documentCount: number;
    }[];
    const mine = rows.find((r) => r.sellerEmail === SELLER.email);
    expect(mine).toMatchObject({
      companyRegistrationNumber: 'CS123456789',
      taxId: 'C0001234567',
      country: 'GH',
      documentCount: 1,
    });

    const approved = await h.api(`/api/v1/admin/supplier-verifications/${mine!.id}/approve`, {
      method: 'POST',
      token: adminToken,
      json: {},
    });
    expect(approved.status).toBe(200);
    const { expiresAt } = (await approved.json()) as { expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);

    await page.reload();
    await page.getByText(`Your company is verified until ${longDate(expiresAt)}.`).waitFor();
    await page.getByRole('heading', { name: 'Renew your verification' }).waitFor();
    // A renewal starts from what was sent last time.
    expect(await page.getByLabel('Company registration number').inputValue()).toBe('CS123456789');
    await shot(page, '5-verified');

    // The same screen in Arabic, right to left, the date in the reader's calendar and digits.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'توثيق المورّدين' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const arabicDate = new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(expiresAt),
    );
    await page.getByText(`شركتك موثَّقة حتى ${arabicDate}.`).waitFor();
    await shot(page, '6-verified-arabic');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('unsubscribes from the newsletter e-mail’s link only when the reader confirms', async () => {
    const email = `kwame.${Date.now()}@shea-butter.example`;
    const subscribed = await h.api('/api/v1/newsletter/subscriptions', {
      method: 'POST',
      json: { email, locale: 'en' },
    });
    expect(subscribed.status).toBe(202);
    const mail = await h.mail(email, /Subject: .*newsletter/i);
    const token = tokenFrom(mail, '/newsletter/unsubscribe');
    const status = async () => {
      const res = await h.api(`/api/v1/admin/newsletter-subscriptions${filter({ q: email })}`, {
        token: adminToken,
      });
      const [row] = (await res.json()) as { status: string }[];
      return row?.status;
    };

    const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.app.url}/newsletter/unsubscribe?token=${token}`);
    const confirm = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    await confirm.waitFor();
    // Opening the link (as a mail scanner would) changed nothing.
    expect(await status()).toBe('subscribed');
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '7-unsubscribe-confirm');

    await confirm.click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    expect(await status()).toBe('unsubscribed');
    await shot(page, '8-unsubscribed');

    // A made-up token of the right shape gets the server's own words.
    await page.goto(`${h.app.url}/newsletter/unsubscribe?token=${'x'.repeat(token.length)}`);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }).waitFor();

    // A link cut by a mail program, and no token at all: explained, nothing sent.
    for (const cut of [`?token=${token.slice(0, 12)}`, '']) {
      await page.goto(`${h.app.url}/newsletter/unsubscribe${cut}`);
      await page.getByRole('heading', { name: 'This link is incomplete' }).waitFor();
      expect(await page.getByRole('button', { name: 'Unsubscribe', exact: true }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
