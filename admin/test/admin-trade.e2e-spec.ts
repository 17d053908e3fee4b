import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page, Response as PageResponse } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { startHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The back office's trade screens in Debian's Chromium, against the whole standalone run and its
 * built admin/dist (`npm run build -w admin` first): staff verify the escrow ledger (valid on a
 * fresh run) and open the disputes, the ones waiting first. Both go through the gateway to trade's
 * /api/v1/admin routes, so a route missing there fails here.
 */
const ADMIN_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('admin trade browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;

describeInBrowser('trade in the back office (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const adminEmail = 'ledger@sokoni.example';
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

  const adminToken = async (): Promise<string> => {
    const res = await h.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: adminEmail, password: adminPassword },
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  const pathOf = (r: PageResponse) => new URL(r.url()).pathname;

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
    h = await startHarness();
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/admin/i);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('staff open the ledger and verify it: valid on a fresh run', async () => {
    const { page, errors, context } = await newPage(browser);
    const verifications = answersFrom(page, '/api/v1/admin/ledger/verify');
    await signIn(page);

    // The list loads from trade (empty on a fresh run, the toolbar and its action still there).
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

    // The dashboard counts the open ones from the same route.
    const filter = encodeURIComponent(JSON.stringify({ status: 'open' }));
    const open = await h.api(`/api/v1/admin/disputes?filter=${filter}&range=[0,0]`, {
      token: await adminToken(),
    });
    expect(open.status).toBe(200);
    const openCount = Number(open.headers.get('content-range')?.split('/').pop());
    await page.goto(`${h.app.url}/admin/`);
    await page.getByTestId('open-disputes').getByText(String(openCount), { exact: true }).waitFor();

    expect(await page.locator('.MuiSnackbarContent-root').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
