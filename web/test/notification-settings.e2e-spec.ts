import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * The notification settings in Debian's Chromium against the whole standalone run (gateway serving
 * web/dist: `npm run build -w web` first): a new account switches a topic off and finds it kept, in
 * English and Arabic; a seller's verification e-mail carries the signed unsubscribe link, which acts
 * only on confirmation.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium)
  console.warn('notification settings browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const PASSWORD = 'Sisal ropes from Tanga 26';
const ADMIN = { email: 'notif-settings-admin@sokoni.example', password: 'bells and whistles 2026 ok' };
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const filter = (f: object) => `?filter=${encodeURIComponent(JSON.stringify(f))}`;

describeInBrowser('notification settings in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    browser = await launchChromium();
    await h.createAdmin(ADMIN.email, ADMIN.password);
    adminToken = (await signIn(ADMIN.email, ADMIN.password)).accessToken;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  async function signIn(email: string, password: string) {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return (await res.json()) as { accessToken: string; user: { id: string } };
  }

  async function register(role: 'buyer' | 'seller', name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@notif.example`;
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email,
        password: PASSWORD,
        fullName: name,
        businessName: `${name} Trading`,
        country: 'TZ',
        role,
      },
    });
    expect(res.status).toBe(201);
    return email;
  }

  async function signInPage(page: Page, email: string) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('sends a visitor to sign in and back; a buyer switches a topic off, saves, and finds it kept', async () => {
    const email = await register('buyer', 'Neema Mushi');
    const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.app.url}/notification-settings`);
    await page.waitForURL(/\/login\?next=%2Fnotification-settings$/);
    await signInPage(page, email);
    await page.waitForURL(/\/notification-settings$/);
    await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();

    const orderMails = page.getByRole('switch', { name: 'Order updates: E-mail' });
    expect(await orderMails.getAttribute('aria-checked')).toBe('true');
    // A buyer is not shown seller topics; the always-on rows cannot be changed.
    expect(await page.getByText('New orders and payouts').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Account and security: E-mail' }).isDisabled()).toBe(true);
    expect((await checkA11y(page)).summary).toEqual([]);

    await orderMails.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your notification settings are saved.').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Order updates: E-mail' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Order updates: E-mail' }).getAttribute('aria-checked'),
    ).toBe('false');

    // In Arabic, right to left, and still nothing serious for axe.
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'إعدادات الإشعارات' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect((await checkA11y(page)).summary).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a verification e-mail’s unsubscribe link stops that topic once the reader confirms', async () => {
    const email = await register('seller', 'Juma Kessy');
    const seller = await signIn(email, PASSWORD);
    const form = new FormData();
    form.append('companyRegistrationNumber', 'TZ-BRELA-2020-5531');
    form.append('taxId', 'TIN 104-223-901');
    form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'brela-certificate.pdf');
    const sent = await h.api('/api/v1/supplier-verifications', {
      method: 'POST',
      token: seller.accessToken,
      body: form,
    });
    expect(sent.status).toBe(201);
    const pending = (await (
      await h.api(`/api/v1/admin/supplier-verifications${filter({ status: 'pending' })}`, {
        token: adminToken,
      })
    ).json()) as { id: string; sellerEmail: string }[];
    const mine = pending.find((v) => v.sellerEmail === email);
    expect(mine).toBeDefined();
    const approved = await h.api(`/api/v1/admin/supplier-verifications/${mine!.id}/approve`, {
      method: 'POST',
      token: adminToken,
      json: {},
    });
    expect(approved.status).toBe(200);

    const mail = await h.mail(email, /Subject: .*verified supplier/);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /\/notification-settings\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const settings = async () =>
      (await (await h.api('/api/v1/notification-settings', { token: seller.accessToken })).json()) as {
        topics: { topic: string; email: boolean }[];
      };
    const verificationMails = async () =>
      (await settings()).topics.find((t) => t.topic === 'verification')?.email;

    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}${link!}`);
    const stop = page.getByRole('button', { name: 'Stop these e-mails' });
    await stop.waitFor();
    expect(await verificationMails()).toBe(true); // opening the link changed nothing
    expect((await checkA11y(page)).summary).toEqual([]);
    await stop.click();
    await page.getByRole('heading', { name: 'Done: no more e-mails about “Verification”' }).waitFor();
    expect(await verificationMails()).toBe(false);
    expect(await page.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
