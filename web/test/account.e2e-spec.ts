import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The account page in Debian's Chromium against the whole standalone run (gateway serving web/dist:
 * `npm run build -w web` first): one user signed in in two browsers signs the other out from the
 * sessions list, and that browser is signed out on its next request; a phone number is proven with
 * the code its SMS brought.
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

  async function register(phone?: string): Promise<string> {
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
        ...(phone ? { phone } : {}),
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

  it('proves the phone number with the code the SMS brought; SMS notifications can then go to it', async () => {
    const number = `+2557${String(Date.now()).slice(-8)}`;
    const email = await register(number);
    const { page, errors, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAt(page, email);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Not verified').waitFor();
    await profile.getByRole('button', { name: 'Send a code by SMS' }).click();
    await profile.getByText(/We sent a 6-digit code to/).waitFor();

    // Under the stored dev transport staff read texts in the back office: the code is there.
    const staff = `staff.${Date.now()}@account.example`;
    await h.createAdmin(staff, PASSWORD);
    const login = await h.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: staff, password: PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const res = await h.api(
        `/api/v1/admin/sms-messages?filter=${encodeURIComponent(JSON.stringify({ to: number }))}`,
        { token: accessToken },
      );
      const texts = (await res.json()) as { body: string }[];
      code = texts.map((t) => /\b(\d{6})\b/.exec(t.body)?.[1]).find(Boolean);
      if (!code) await page.waitForTimeout(200);
    }
    expect(code).toMatch(/^\d{6}$/);

    await profile.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await profile.getByRole('button', { name: 'Verify' }).click();
    await profile.getByRole('alert').waitFor();
    await profile.getByLabel('Code').fill(code!);
    await profile.getByRole('button', { name: 'Verify' }).click();
    await profile.getByText('Verified', { exact: true }).waitFor();
    // For good: the account says so after a reload too.
    await page.reload();
    await profile.getByText('Verified', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
