import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The back office in Debian's Chromium against the stack the browser suites share, served by its
 * gateway at /admin/ from admin/dist (`npm run build` first): a staff member's day, and a buyer
 * turned away. Other suites write to that stack too: the accounts and the product here carry this
 * run's mark, and the lists are searched for them.
 */
const ADMIN_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('admin console browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;
const RUN = Date.now().toString(36);

// The audit log exists in the console only once the standalone run boots the audit service.
const BOOT = resolve(import.meta.dirname, '..', '..', 'services', 'standalone', 'src', 'boot.ts');
const auditInStandalone = readFileSync(BOOT, 'utf8').includes('@sokoni/audit');
if (haveChromium && !auditInStandalone)
  console.warn(
    'admin console audit-log browser test skipped: the standalone run does not boot services/audit yet',
  );
const itWithAudit = auditInStandalone ? it : it.skip;

/** Reads until the value satisfies `ok` or time runs out, and returns the last value read. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
} // a folder: screenshots of each step, for a person to look at

describeInBrowser('the back office in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const adminEmail = `ops.${RUN}@sokoni.example`;
  const adminPassword = 'acacia shade at noon 31';
  const userEmail = `ama.owusu.${RUN}@cocoa-coop.example`;
  const buyerEmail = `bola.${RUN}@lagos-foods.example`;
  const sellerEmail = `hawa.${RUN}@tamale-herbs.example`;
  const password = 'cocoa pods in Kumasi 88';
  let userId: string;
  let adminId: string;

  const register = async (
    email: string,
    fullName: string,
    businessName: string,
    country: string,
    role?: 'seller',
  ) => {
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email, password, fullName, businessName, country, role },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const signInApi = (email: string, pw: string) =>
    h.api('/api/v1/auth/login', { method: 'POST', json: { email, password: pw } });
  const adminToken = async () => (await (await signInApi(adminEmail, adminPassword)).json()).accessToken;
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  const signIn = async (page: Page, email: string, pw: string) => {
    // The machine is shared: parsing the bundle can take a while under load.
    page.setDefaultTimeout(45_000);
    await page.goto(`${h.app.url}/admin/`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(pw);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  beforeAll(async () => {
    if (!existsSync(ADMIN_INDEX)) throw new Error('admin/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    expect(await h.createAdmin(adminEmail, adminPassword)).toMatch(/admin/i);
    userId = await register(userEmail, 'Ama Owusu', 'Ashanti Cocoa Cooperative', 'GH');
    await register(buyerEmail, 'Bola Adeyemi', 'Lagos Foods', 'NG');
    await register(sellerEmail, 'Hawa Osman', 'Tamale Herbs', 'GH', 'seller');
    const me = await h.api('/api/v1/me', { token: await adminToken() });
    adminId = ((await me.json()) as { id: string }).id;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('serves the console at /admin/, deep links included', async () => {
    const index = await h.api('/admin/users/123/show', { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
  });

  it('an admin signs in, finds a user, changes the role and suspends them with a reason', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, adminEmail, adminPassword);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await shot(page, '1-dashboard');

    // Find the user through the search box of the users list: this run's mark and domain match one.
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(/\/admin\/users/);
    await page.locator('input[name="q"]').fill(`${RUN}@cocoa-coop`);
    const rows = page.locator('tbody tr');
    expect(
      await eventually(
        () => rows.count(),
        (n) => n === 1,
      ),
    ).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(userEmail);
    await shot(page, '2-users-search');
    await rows.first().click();
    await page.waitForURL(new RegExp(`/admin/users/${userId}/show`));

    // Change the role: buyer → seller.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/admin/users/${userId}$`));
    await page.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Seller', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/users/${userId}/show`));
    const token = await adminToken();
    const roleNow = async () =>
      (await (await h.api(`/api/v1/admin/users/${userId}`, { token })).json()).role as string;
    expect(await eventually(roleNow, (r) => r === 'seller')).toBe('seller');

    // Suspend with a reason, in the dialog.
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Suspend' }).click(); // no reason yet: refused here
    await dialog.getByText('Give a reason of at least 3 characters').waitFor();
    await dialog.getByLabel('Reason').fill('Listings copied from another supplier');
    await shot(page, '3-suspend-dialog');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Account suspended').waitFor();
    await page.getByText(/Suspended since .*Listings copied from another supplier/).waitFor();
    await shot(page, '4-suspended');

    const user = await (await h.api(`/api/v1/admin/users/${userId}`, { token })).json();
    expect(user).toMatchObject({
      role: 'seller',
      suspended: true,
      suspensionReason: 'Listings copied from another supplier',
    });
    // The suspended user is refused at sign-in.
    const refused = await signInApi(userEmail, password);
    expect(refused.status).toBe(403);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  itWithAudit(
    'the audit log shows the role change and the suspension, with the admin as actor',
    async () => {
      const { page, errors, context } = await newPage(browser);
      await signIn(page, adminEmail, adminPassword);
      await page.getByText('Welcome, Sokoni Admin').waitFor();
      // The audit service builds its log from events: give it a moment to catch up.
      const filter = encodeURIComponent(JSON.stringify({ targetId: userId }));
      const rows = page.locator('tbody tr');
      const lines = await eventually(
        async () => {
          await page.goto(`${h.app.url}/admin/audit-logs?filter=${filter}`);
          await page.locator('tbody, .RaList-noResults, .RaEmpty-message').first().waitFor();
          return rows.allTextContents();
        },
        (l) => ['user.role_changed', 'user.suspended'].every((a) => l.some((line) => line.includes(a))),
        30_000,
      );
      for (const action of ['user.role_changed', 'user.suspended']) {
        const line = lines.find((l) => l.includes(action));
        expect(line).toBeDefined();
        // The actor is the admin: by e-mail when the event carried it, else by id.
        expect(line!.includes(adminEmail) || line!.includes(adminId)).toBe(true);
      }
      await shot(page, '5-audit-log');

      // The chain verifies intact, and an entry opens with its event and hashes.
      await page.getByRole('button', { name: 'Verify chain' }).click();
      await page.getByText(/Chain intact: \d+ entries checked/).waitFor();
      await rows.filter({ hasText: 'user.suspended' }).first().click();
      await page.getByText('Hash chain').waitFor();
      await page.getByText('Listings copied from another supplier').first().waitFor();
      await shot(page, '5b-audit-entry');
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('an admin rejects a submitted product with a reason, then approves it once resubmitted', async () => {
    // A seller of this run's own lists a product and submits it for review.
    const title = `Sun-dried hibiscus flowers, lot ${RUN}`;
    const seller = (await (await signInApi(sellerEmail, password)).json()) as { accessToken: string };
    const category = (await (await h.api('/api/v1/categories/agriculture')).json()) as { id: string };
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token: seller.accessToken,
      json: {
        title,
        description: 'Whole calyces, hand-sorted.',
        categoryId: category.id,
        unit: 'kg',
        moq: 100,
        priceTiers: [{ minQuantity: 100, unitPriceMinor: 450 }],
        currency: 'USD',
        originCountry: 'SD',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const submit = () =>
      h.api(`/api/v1/products/${id}/submit`, { method: 'POST', token: seller.accessToken });
    expect((await submit()).status).toBe(200);
    const token = await adminToken();
    const product = async () =>
      (await (await h.api(`/api/v1/admin/products/${id}`, { token })).json()) as {
        status: string;
        rejectionReason: string | null;
      };

    const { page, errors, context } = await newPage(browser);
    await signIn(page, adminEmail, adminPassword);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await page.goto(`${h.app.url}/admin/products/${id}/show`);

    // Reject: the reason is required, and reaches the seller.
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Reject “${title}”`).waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click(); // no reason yet: refused here
    await dialog.getByText('Give a reason of at least 3 characters').waitFor();
    await dialog.getByLabel('Reason').fill('Add the moisture content and a photo');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Product rejected').waitFor();
    expect(await product()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Add the moisture content and a photo',
    });

    // Resubmitted, then approved: published.
    expect((await submit()).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Product approved and published').waitFor();
    expect((await product()).status).toBe('published');
    // Decided: no moderation buttons any more.
    await page.reload();
    await page.getByText(title).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a buyer who opens /admin/ is told the console is for staff, and sees no resource', async () => {
    const { page, errors, context } = await newPage(browser);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin')) adminCalls.push(r.url());
    });
    await signIn(page, buyerEmail, password);
    await page.getByText('This console is for Sokoni staff').waitFor();
    await shot(page, '6-buyer-refused');
    expect(await page.getByRole('menuitem').count()).toBe(0);
    expect(await page.locator('.RaSidebar-fixed, .RaLayout-appFrame').count()).toBe(0);

    // A reload brings the session back through the refresh cookie: still refused, still no resource.
    await page.reload();
    await page.getByText('This console is for Sokoni staff').waitFor();
    await page.goto(`${h.app.url}/admin/users`);
    await page.getByText('This console is for Sokoni staff').waitFor();
    expect(adminCalls).toEqual([]);

    // Signing out really ends the session: after a reload there is only the sign-in form.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('input[name="email"]').waitFor();
    await page.reload();
    await page.locator('input[name="email"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('signs staff out after 30 minutes without activity, ending the session on the server', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.clock.install();
    await signIn(page, adminEmail, adminPassword);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await page.clock.fastForward('29:00');
    await page.mouse.move(200, 200); // still at the console: the period starts again
    await page.clock.fastForward('29:00');
    expect(await page.getByText('Welcome, Sokoni Admin').isVisible()).toBe(true);
    const token = await adminToken();
    const activeSessions = async () =>
      (await (await h.api(`/api/v1/admin/users/${adminId}`, { token })).json()).sessions.length as number;
    const before = await activeSessions();
    await page.clock.fastForward('31:00');
    await page.getByText('You were signed out after 30 minutes without activity.').waitFor();
    await page.locator('input[name="email"]').waitFor();
    // Ended on the server (one active session fewer), not just forgotten by the page.
    expect(await eventually(activeSessions, (n) => n === before - 1)).toBe(before - 1);
    const refresh = await page.request.post(`${h.app.url}/api/v1/auth/refresh`);
    expect(refresh.status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('switches to Arabic, right to left', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, adminEmail, adminPassword);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    expect(
      await eventually(
        () => page.locator('html').getAttribute('dir'),
        (d) => d === 'rtl',
      ),
    ).toBe('rtl');
    await page.getByText('مرحبًا، Sokoni Admin').waitFor();
    await shot(page, '7-arabic');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
