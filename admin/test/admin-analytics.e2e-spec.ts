import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * Analytics in the back office, in Debian's Chromium against the shared stack (admin/dist built):
 * an admin makes a user an analyst; the analyst reads dashboards, experiments and reports but
 * neither users nor money, and cannot start or stop an experiment; the admin creates, starts and
 * stops one; a report downloads as CSV. Other suites write to the stack: what is created here
 * carries this run's mark.
 */
const ADMIN_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('admin analytics browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const RUN = Date.now().toString(36);
const EXPERIMENTS = '/api/v1/admin/analytics/experiments';
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

interface Experiment {
  id: string;
  key: string;
  status: string;
  variants: { key: string; weight: number }[];
  results: { variant: string; visitors: number }[];
  verdict: string;
}

/** Reads until the value satisfies `ok` or time runs out, and returns the last value read. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describeInBrowser('analytics in the back office (standalone, Chromium)', () => {
  let h: Harness;
  let browser: Browser;
  const password = 'baobab pods in Dodoma 42';
  const adminEmail = `ceo.${RUN}@sokoni.example`;
  const analystEmail = `zawadi.${RUN}@insight.example`;
  let analystId: string;

  const token = async (email: string) => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const experimentByKey = async (key: string): Promise<Experiment> => {
    const t = await token(adminEmail);
    const filter = encodeURIComponent(JSON.stringify({ q: key }));
    const list = (await (
      await h.api(`${EXPERIMENTS}?filter=${filter}`, { token: t })
    ).json()) as Experiment[];
    const found = list.find((e) => e.key === key);
    if (!found) throw new Error(`no experiment ${key}`);
    return (await (await h.api(`${EXPERIMENTS}/${found.id}`, { token: t })).json()) as Experiment;
  };
  const signIn = async (page: Page, email: string) => {
    // The machine is shared: parsing the bundle can take a while under load.
    page.setDefaultTimeout(45_000);
    await page.goto(`${h.app.url}/admin/`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

  beforeAll(async () => {
    if (!existsSync(ADMIN_INDEX)) throw new Error('admin/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    expect(await h.createAdmin(adminEmail, password)).toMatch(/admin/i);
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email: analystEmail,
        password,
        fullName: 'Zawadi Mwangi',
        businessName: 'Insight Co',
        country: 'TZ',
      },
    });
    expect(res.status).toBe(201);
    analystId = ((await res.json()) as { id: string }).id;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('an admin makes a user an analyst in the back office', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, adminEmail);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await page.goto(`${h.app.url}/admin/users/${analystId}`);
    await page.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Analyst', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/users/${analystId}/show`));
    const t = await token(adminEmail);
    const role = async () =>
      ((await (await h.api(`/api/v1/admin/users/${analystId}`, { token: t })).json()) as { role: string })
        .role;
    expect(await eventually(role, (r) => r === 'analyst')).toBe('analyst');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('the analyst reads dashboards, experiments with results and a verdict, and reports; nothing else', async () => {
    // A few visitors see hero_cta_test, so the results have something to show.
    const before = await experimentByKey('hero_cta_test');
    const seen = (e: Experiment) => e.results.reduce((n, r) => n + r.visitors, 0);
    for (let i = 0; i < 4; i++) {
      const anonymousId = randomUUID();
      const asked = await h.api(`/api/v1/analytics/assignments?anonymousId=${anonymousId}`);
      const variant = ((await asked.json()) as { assignments: Record<string, string> }).assignments
        .hero_cta_test;
      const sent = await h.api('/api/v1/analytics/events', {
        method: 'POST',
        // Node's own user agent is a bot's to analytics (isbot): this is a person's browser.
        headers: { 'user-agent': BROWSER_UA },
        json: {
          anonymousId,
          events: [
            {
              name: 'experiment_exposure',
              occurredAt: new Date().toISOString(),
              path: '/',
              properties: { experiment: 'hero_cta_test', variant },
            },
          ],
        },
      });
      expect(sent.status).toBe(202);
    }
    const after = await eventually(
      () => experimentByKey('hero_cta_test'),
      (e) => seen(e) >= seen(before) + 4,
    );
    expect(seen(after)).toBeGreaterThanOrEqual(seen(before) + 4);

    const { page, errors, context } = await newPage(browser);
    await signIn(page, analystEmail);
    await page.getByText('Welcome, Zawadi Mwangi').waitFor();
    await page.getByTestId('analyst-home').waitFor();
    for (const item of ['Analytics', 'Experiments', 'Daily figures', 'Funnel', 'Seller figures'])
      await menu(page, item).waitFor();
    for (const item of ['Users', 'Orders', 'Payments', 'Payouts'])
      expect(await menu(page, item).count()).toBe(0);

    await menu(page, 'Experiments').click();
    await page.waitForURL(/\/admin\/experiments/);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await page.getByRole('cell', { name: 'hero_cta_test', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/experiments/${after.id}/show`));
    const results = page.getByTestId('experiment-results');
    await results.waitFor();
    for (const variant of ['control', 'variant_a']) {
      const cells = await results.locator(`tr[data-variant="${variant}"] td`).allTextContents();
      expect(cells).toHaveLength(6); // variant, visitors, conversions, rate, difference, uplift
      expect(Number(cells[1]!.replace(/\D/g, ''))).toBe(
        after.results.find((r) => r.variant === variant)!.visitors,
      );
    }
    expect(await results.getByTestId('uplift-variant_a').textContent()).not.toBe('');
    const verdict = page.getByTestId('experiment-verdict');
    expect((await verdict.textContent())!.trim().length).toBeGreaterThan(10);
    // Reading only: no Start, no Stop, no Edit; and the API refuses too.
    expect(await page.getByTestId('experiment-stop').count()).toBe(0);
    expect(await page.getByTestId('experiment-start').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    const refused = await h.api(`${EXPERIMENTS}/${after.id}/stop`, {
      method: 'POST',
      token: await token(analystEmail),
    });
    expect(refused.status).toBe(403);
    expect((await experimentByKey('hero_cta_test')).status).toBe('running');

    // The users list is not theirs, even by its address, and the API refuses it too.
    await page.goto(`${h.app.url}/admin/users`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('input[name="q"]').count()).toBe(0);
    const users = await h.api('/api/v1/admin/users', { token: await token(analystEmail) });
    expect(users.status).toBe(403);
    expect(await page.locator('tbody tr').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('an admin creates a draft experiment (weights must add up to 100), starts it and stops it', async () => {
    const key = `checkout_copy_${RUN}`;
    // The server says why too, whatever the form lets through.
    const t = await token(adminEmail);
    const bad = await h.api(EXPERIMENTS, {
      method: 'POST',
      token: t,
      json: {
        key,
        name: 'Checkout copy',
        trafficPercent: 100,
        variants: [
          { key: 'control', name: 'Control', weight: 60 },
          { key: 'variant_a', name: 'Variant A', weight: 30 },
        ],
        goals: ['purchase'],
      },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toMatch(/add up to 100.*90/);

    const { page, errors, context } = await newPage(browser);
    await signIn(page, adminEmail);
    await page.getByText('Welcome, Sokoni Admin').waitFor();
    await page.goto(`${h.app.url}/admin/experiments/create`);
    await page.locator('input[name="key"]').fill(key);
    await page.locator('input[name="name"]').fill(`Checkout copy ${RUN}`);
    await page.locator('input[name="variants.0.weight"]').fill('60');
    await page.locator('input[name="variants.1.weight"]').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The weights add up to 90, not 100').waitFor();
    expect(page.url()).toMatch(/\/admin\/experiments\/create$/);

    await page.locator('input[name="variants.1.weight"]').fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/experiments\/[0-9a-f-]{36}\/show$/);
    const created = await experimentByKey(key);
    expect(created.status).toBe('draft');
    expect(created.variants.map((v) => v.weight)).toEqual([60, 40]);

    await page.getByTestId('experiment-start').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.getByText('Experiment started').waitFor();
    await page.getByTestId('experiment-stop').waitFor();
    expect((await experimentByKey(key)).status).toBe('running');

    await page.getByTestId('experiment-stop').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Experiment stopped').waitFor();
    await page.getByTestId('experiment-stop').waitFor({ state: 'detached' });
    expect((await experimentByKey(key)).status).toBe('stopped');
    expect(await page.getByTestId('experiment-start').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the daily figures report downloads as a CSV with its header row', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, analystEmail);
    await page.getByTestId('analyst-home').waitFor();
    await menu(page, 'Daily figures').click();
    await page.waitForURL(/\/admin\/reports-daily-metrics/);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('report-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe(
      'day,country,category,gmv,orders,averageOrderValue,feeRevenue,membershipRevenue,escrowHeld,' +
        'escrowReleased,escrowRefunded,signUps,activeBuyers,activeSellers,disputes',
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
