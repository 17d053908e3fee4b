import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The account page's sessions list in Debian's Chromium against the whole standalone run (gateway
 * serving web/dist: `npm run build -w web` first): one user signed in in two browsers signs the other
 * out from the list, and that browser is signed out on its next request.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('account browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const PASSWORD = 'Baobab shade at noon 26';

describeInBrowser('the account page in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  async function register(): Promise<string> {
    const email = `halima.${Date.now()}@account.example`;
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email,
        password: PASSWORD,
        fullName: 'Halima Yusuf',
        businessName: 'Zanzibar Spice House',
        country: 'TZ',
        role: 'buyer',
      },
    });
    expect(res.status).toBe(201);
    return email;
  }

  async function signInAt(page: Page, email: string): Promise<void> {
    await page.goto(`${h.app.url}/account`);
    await page.waitForURL(/\/login\?next=%2Faccount$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  }

  it('signs the other browser out from the sessions list; it is signed out on its next request', async () => {
    const email = await register();
    const laptop = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAt(laptop.page, email);
    await signInAt(phone.page, email);

    const devices = laptop.page.getByRole('list', { name: 'Signed-in devices' });
    await laptop.page.reload();
    await devices.getByRole('listitem').nth(1).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    expect(await devices.getByText('This device').count()).toBe(1);
    const signOut = devices.getByRole('button', { name: /^Sign out / });
    expect(await signOut.count()).toBe(1);
    await signOut.click();
    await laptop.page.getByText('That device is signed out.').waitFor();
    await devices.getByRole('listitem').nth(1).waitFor({ state: 'detached' });

    // The phone still shows the page; its next request is refused, and it is signed out.
    const deadline = Date.now() + 10_000;
    while (!phone.page.url().includes('/login') && Date.now() < deadline) {
      await phone.page
        .getByRole('button', { name: 'Save preferences' })
        .click({ timeout: 2_000 })
        .catch(() => {});
      await phone.page.waitForTimeout(250);
    }
    await phone.page.waitForURL(/\/login\?next=%2Faccount$/);
    // For good: a reload does not bring the session back.
    await phone.page.goto(`${h.app.url}/account`);
    await phone.page.waitForURL(/\/login\?next=%2Faccount$/);

    // The laptop goes on.
    await laptop.page.reload();
    await devices.getByRole('listitem').first().waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(1);
    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
