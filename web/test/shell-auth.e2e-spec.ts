import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, tokenFrom, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * A new trader's first visit in Debian's Chromium, against the whole standalone run whose gateway
 * serves web/dist (`npm run build -w web` first): the page in Arabic (right-to-left), sign-up,
 * the confirmation e-mail from the dev mailbox, sign-in on a phone, the role badge, and signing
 * out from the phone menu — for real: the server revokes the session, a reload stays signed out.
 */
// E2E_WEB_DIR: a build of one's own (the shared web/dist may be rebuilt by someone else meanwhile).
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('shell/auth browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: screenshots of each step, for a person to look at
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-auth-${name}.png`, fullPage: false });
};

describeInBrowser('the shell and sign-in screens in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const email = `adjoa.${Date.now()}@kente-weavers.example`;
  const password = 'kente cloth from Bonwire 24';

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

  it('switches the whole page to Arabic, right-to-left, and back', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // Header, menu and page texts are Arabic; the hero's title too (its own namespace).
    await page.getByRole('button', { name: 'السوق' }).waitFor();
    await page.getByRole('link', { name: 'إنشاء حساب' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'اشترِ من موردين أفارقة موثَّقين' }).waitFor();
    // The menu opens on the inline-start side, i.e. from the right in RTL.
    await page.getByRole('button', { name: 'السوق' }).click();
    const link = page.getByRole('link', { name: 'تصفح المنتجات', exact: true });
    await link.waitFor();
    await shot(page, '1-arabic');
    await page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });

    // The choice survives a reload.
    await page.reload();
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers a seller, signs them in at once, and confirms the address from the e-mail', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByLabel('Full name').fill('Adjoa Mensah');
    await page.getByLabel('Business name').fill('Bonwire Kente Weavers');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // antd's button-style radios hide the input under the label: choose by the label, check the input.
    await page
      .locator('label')
      .filter({ hasText: /^Sell$/ })
      .click();
    expect(await page.getByRole('radio', { name: 'Sell', exact: true }).isChecked()).toBe(true);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('Ghana');
    // As a keyboard user would: the first match is active, Enter picks it.
    await page.locator('.ant-select-item-option-active', { hasText: 'Ghana' }).waitFor();
    await country.press('Enter');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText(`Check your e-mail: we sent a confirmation link to ${email}.`).waitFor();
    await page.getByText('You are signed in.', { exact: false }).waitFor();
    // Signed in: the header shows the server's role and the verification banner.
    const account = page.getByRole('button', { name: 'Account menu for Adjoa Mensah' });
    await account.waitFor();
    expect(await account.textContent()).toContain('Seller');
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await banner.waitFor();
    await shot(page, '2-registered');

    const mail = await h.mail(email, /Subject: Confirm your e-mail address for Sokoni/);
    await page.goto(`${h.app.url}/verify-email?token=${tokenFrom(mail, '/verify-email')}`);
    await page.getByText('Your e-mail address is confirmed').waitFor();
    // The session's user is updated in place: the banner is gone without signing in again.
    await page.getByRole('button', { name: 'Account menu for Adjoa Mensah' }).waitFor();
    expect(await banner.count()).toBe(0);

    // The same link a second time is refused, in the reader's language.
    await page.goto(`${h.app.url}/verify-email?token=${tokenFrom(mail, '/verify-email')}`);
    await page.getByText('This link cannot be used').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in on a phone, shows the role, and signs out from the phone menu for real', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${h.app.url}/login?next=${encodeURIComponent('/account')}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    // Phone header: logo, cart and Menu only.
    expect(await page.getByRole('combobox', { name: 'Language', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Account menu/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    await sheet.getByText('Bonwire Kente Weavers').waitFor();
    expect(await sheet.getByText('Seller', { exact: true }).isVisible()).toBe(true);
    await sheet.getByRole('link', { name: 'My Products' }).waitFor();
    await sheet.getByRole('combobox', { name: 'Currency' }).waitFor();
    await shot(page, '3-phone-menu');

    const refresh = (await context.cookies()).find((c) => c.name === 'sokoni_refresh');
    expect(refresh).toBeDefined();
    await sheet.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${h.app.url}/`);
    await sheet.waitFor({ state: 'hidden' });

    // Signed out here...
    await page.getByRole('button', { name: 'Menu' }).click();
    await sheet.getByRole('link', { name: 'Sign In' }).waitFor();
    // ...on the server (the refresh token is revoked, not just forgotten)...
    const res = await h.api('/api/v1/auth/refresh', {
      method: 'POST',
      cookie: `${refresh!.name}=${refresh!.value}`,
    });
    expect(res.status).toBe(401);
    // ...and after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sokoni.session'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
