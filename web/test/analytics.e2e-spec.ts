import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { recordAnalytics, type SentEvent } from './analytics-recorder.js';
import { checkA11y } from './axe.js';
import { DEMO_SELLER, eventually, signedInPage } from './trade-fixtures.js';

/**
 * First-party analytics in Debian's Chromium against the shared standalone stack (web/dist built):
 * a visitor who declines (or whose browser says Do Not Track) sends nothing at all; one who accepts
 * sends page and product views, is assigned a hero variant by the server, sees it without a flash of
 * control and keeps it across sign-in and devices; the visits reach the CEO dashboard. Other suites
 * open their pages with consent declined (browser.ts), so every visitor the dashboard gains while this
 * suite runs is this suite's.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('analytics browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const PASSWORD = 'Mangrove poles at Lamu 27';
const ASSIGNMENTS = '/api/v1/analytics/assignments';
const HERO = 'hero_cta_test';
const LAYOUT = 'product_layout_test';
/** The tracker's timer (web/src/analytics/tracker.ts FLUSH_INTERVAL_MS) and a margin. */
const FLUSH_WAIT_MS = 6_500;
/**
 * Headless Chromium says "HeadlessChrome", which analytics rightly drops as a bot (isbot). A
 * context's userAgent does not reach a beacon sent as the page goes away, so the browser itself
 * presents the desktop Chrome it is.
 */
const PERSON =
  '--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/**
 * Under Playwright, a beacon sent on page hide by a page the storefront's service worker controls
 * is often lost (seen on about half of the navigations); with the worker blocked every one
 * arrives. The offline suite covers the worker; here every beacon must be seen, sent or not.
 */
const NO_WORKER = { serviceWorkers: 'block' } as const;
const today = () => new Date().toISOString().slice(0, 10);

/** Analytics requests the context's pages make, as Playwright sees them (beacons of a closing page excepted). */
function watchRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/v1/analytics/') && pathname !== '/api/v1/analytics/config')
      seen.push(`${req.method()} ${pathname}`);
  });
  return seen;
}

/**
 * From an init script: the home hero's states in order ('wait' placeholder, 'control' search
 * alone, 'variant_a' with the buying-request button), as every DOM change leaves it.
 */
function recordHero(): void {
  const w = window as unknown as { __hero: string[] };
  w.__hero = [];
  const look = () => {
    const hero = document.querySelector('.sk-hero');
    if (!hero) return;
    const state = hero.querySelector('.sk-hero-cta-wait')
      ? 'wait'
      : hero.querySelector('.sk-hero-cta-rfq')
        ? 'variant_a'
        : hero.querySelector('form[role="search"]')
          ? 'control'
          : null;
    if (state && w.__hero[w.__hero.length - 1] !== state) w.__hero.push(state);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true });
}

/**
 * From an init script: the product list's layouts in order ('wait' skeleton, 'grid', 'list'), as
 * every DOM change leaves it.
 */
function recordLayout(): void {
  const w = window as unknown as { __layout: string[] };
  w.__layout = [];
  const look = () => {
    const main = document.querySelector('.bw-results__main');
    if (!main) return;
    const state = main.querySelector('ul[aria-hidden="true"]')
      ? 'wait'
      : main.querySelector('ul.bw-list')
        ? 'list'
        : main.querySelector('ul.bw-grid')
          ? 'grid'
          : null;
    if (state && w.__layout[w.__layout.length - 1] !== state) w.__layout.push(state);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true });
}
const layoutStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layout: string[] }).__layout);

const heroStates = (page: Page) => page.evaluate(() => (window as unknown as { __hero: string[] }).__hero);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choice' });
const heroCta = (page: Page) => page.locator('.sk-hero').getByRole('link', { name: 'Post a buying request' });

/** The hero once its variant is settled (the placeholder gone). */
async function settledHero(page: Page): Promise<'control' | 'variant_a'> {
  await page.locator('.sk-hero form[role="search"]').waitFor();
  return (await heroCta(page).count()) > 0 ? 'variant_a' : 'control';
}

/** Home → /products → a product → a search, each a page load of its own (each hides the last). */
async function browse(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/products`);
  const card = page
    .getByRole('region', { name: 'Results' })
    .getByRole('heading', { level: 3 })
    .getByRole('link');
  const title = (await card.first().textContent())!;
  await card.first().click();
  await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const productId = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`${url}/search?q=cashew`);
  await card.first().waitFor();
  return productId;
}

describeInBrowser('first-party analytics in a browser (standalone, Chromium)', () => {
  let h: Harness;
  let browser: Browser;
  const stamp = Date.now();
  const adminEmail = `cfo.${stamp}@analytics-e2e.example`;
  let adminToken: string;
  let visitorsBefore: number;

  const login = async (email: string) => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const ceoVisitors = async () => {
    const res = await h.api(`/api/v1/analytics/dashboards/ceo?period=day&date=${today()}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { kpis: { visitors: { current: number } } }).kpis.visitors.current;
  };
  const assignmentOf = async (anonymousId: string, token?: string, experiment = HERO) => {
    const res = await h.api(`${ASSIGNMENTS}?anonymousId=${anonymousId}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return ((await res.json()) as { assignments: Record<string, string | null> }).assignments[experiment];
  };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await h.createAdmin(adminEmail, PASSWORD);
    adminToken = await login(adminEmail);
    // Before any visitor of this suite: the figure the dashboard must rise from.
    visitorsBefore = await ceoVisitors();
    browser = await launchChromium([PERSON]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('a visitor who declines is asked once and sends nothing, not even when the page goes away', async () => {
    const { context, page, errors } = await newPage(browser, {
      ...NO_WORKER,
      consent: 'unset',
      viewport: { width: 1280, height: 900 },
    });
    page.setDefaultTimeout(45_000);
    const rec = await recordAnalytics(h.app.url);
    const requested = watchRequests(context);
    await page.goto(`${rec.url}/`);
    await banner(page).waitFor();
    const report = await checkA11y(page);
    expect(report.summary).toEqual([]);

    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await stored(page, 'sokoni.consent')).toBe('denied');
    // Control for everyone who is not tracked, at once.
    expect(await settledHero(page)).toBe('control');
    await browse(page, rec.url);
    // Once over the tracker's timer, then the page hidden and gone: the two ways a batch leaves.
    await page.waitForTimeout(FLUSH_WAIT_MS);
    expect(await stored(page, 'sokoni.anonymousId')).toBeNull();
    await page.goto('about:blank');
    await page.close();
    await context.close();
    await rec.close();
    expect(rec.batches).toEqual([]);
    expect(rec.calls).toEqual([]);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('with Do Not Track the banner is never shown and nothing is sent', async () => {
    const { context, page, errors } = await newPage(browser, {
      ...NO_WORKER,
      consent: 'unset',
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { DNT: '1' },
    });
    page.setDefaultTimeout(45_000);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true });
    });
    const rec = await recordAnalytics(h.app.url);
    const requested = watchRequests(context);
    await page.goto(`${rec.url}/`);
    expect(await settledHero(page)).toBe('control');
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    await browse(page, rec.url);
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page, 'sokoni.anonymousId')).toBeNull();
    await page.goto('about:blank');
    await page.close();
    await context.close();
    await rec.close();
    expect(rec.batches).toEqual([]);
    expect(rec.calls).toEqual([]);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a visitor who accepts sends page and product views and sees the hero variant the server assigned', async () => {
    const { context, page, errors } = await newPage(browser, {
      ...NO_WORKER,
      consent: 'unset',
      viewport: { width: 1280, height: 900 },
    });
    page.setDefaultTimeout(45_000);
    await context.addInitScript(recordHero);
    const rec = await recordAnalytics(h.app.url);
    await page.goto(`${rec.url}/`);
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === ASSIGNMENTS);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const answer = (await (await asked).json()) as { assignments: Record<string, string | null> };
    const variant = answer.assignments[HERO];
    expect(['control', 'variant_a']).toContain(variant);
    const id = await stored(page, 'sokoni.anonymousId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rec.calls).toContain(`GET ${ASSIGNMENTS}?anonymousId=${id}`);
    expect(JSON.parse((await stored(page, 'sokoni.experiments'))!)).toMatchObject({
      anonymousId: id,
      assignments: { [HERO]: variant },
    });

    const productId = await browse(page, rec.url);
    // Back home: the remembered variant from the first paint, never the other one on the way.
    await page.goto(`${rec.url}/`);
    expect(await settledHero(page)).toBe(variant);
    if (variant === 'variant_a') await expect(heroCta(page).getAttribute('href')).resolves.toBe('/rfq/new');
    const states = await heroStates(page);
    expect(states).not.toContain(variant === 'variant_a' ? 'control' : 'variant_a');

    const has = (name: string, match: (e: SentEvent) => boolean = () => true) =>
      rec.events().some((e) => e.name === name && match(e));
    await eventually(
      () => Promise.resolve(rec.events()),
      () =>
        has('page_view', (e) => e.path === '/') &&
        has('page_view', (e) => e.path === '/products') &&
        has('product_view', (e) => e.properties?.productId === productId) &&
        has('search', (e) => e.properties?.query === 'cashew') &&
        has('experiment_exposure', (e) => e.properties?.experiment === HERO),
      20_000,
    );
    // The page views above left by beacon as each page went away; the exposure by the timer.
    await page.goto('about:blank');
    expect(has('page_view', (e) => e.path === '/')).toBe(true);
    expect(has('page_view', (e) => e.path === '/products')).toBe(true);
    expect(has('product_view', (e) => e.properties?.productId === productId)).toBe(true);
    expect(has('search', (e) => e.properties?.query === 'cashew')).toBe(true);
    const exposures = rec
      .events()
      .filter((e) => e.name === 'experiment_exposure' && e.properties?.experiment === HERO);
    expect(exposures.map((e) => e.properties?.variant)).toEqual(exposures.map(() => variant));
    expect(exposures.length).toBeGreaterThan(0);
    expect(new Set(rec.batches.map((b) => b.anonymousId))).toEqual(new Set([id]));
    // Every batch, fetched or beaconed, was taken.
    expect(rec.batches.map((b) => b.status)).toEqual(rec.batches.map(() => 202));
    expect(errors).toEqual([]);
    await context.close();
    await rec.close();
  }, 120_000);

  it('keeps the variant across sign-in, and the account carries it to another device, without a flash', async () => {
    const email = `wanjiru.${stamp}@analytics-e2e.example`;
    const reg = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email,
        password: PASSWORD,
        fullName: 'Wanjiru Kamau',
        businessName: 'Nyeri Tea Traders',
        country: 'KE',
        role: 'buyer',
      },
    });
    expect(reg.status).toBe(201);
    // An anonymous id the server put in variant_a (each ask of a new id is a fair coin).
    let anonymousId = '';
    for (let i = 0; i < 30 && !anonymousId; i++) {
      const candidate = randomUUID();
      if ((await assignmentOf(candidate)) === 'variant_a') anonymousId = candidate;
    }
    expect(anonymousId).not.toBe('');

    const signIn = async (page: Page) => {
      const identified = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/v1/analytics/identify',
      );
      const reasked = page.waitForResponse(
        (r) => new URL(r.url()).pathname === ASSIGNMENTS && r.request().headers().authorization !== undefined,
      );
      await page.goto(`${h.app.url}/login?next=%2Fbuyer%2Fdashboard`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/buyer\/dashboard$/);
      expect((await identified).status()).toBe(204);
      return ((await (await reasked).json()) as { assignments: Record<string, string | null> }).assignments[
        HERO
      ];
    };

    // First device: a first visit (no remembered answer) waits on a placeholder, then the variant.
    const laptop = await newPage(browser, {
      ...NO_WORKER,
      consent: 'granted',
      viewport: { width: 1280, height: 900 },
    });
    laptop.page.setDefaultTimeout(45_000);
    await laptop.context.addInitScript((id) => {
      if (localStorage.getItem('sokoni.anonymousId') === null) localStorage.setItem('sokoni.anonymousId', id);
    }, anonymousId);
    await laptop.context.addInitScript(recordHero);
    await laptop.page.goto(`${h.app.url}/`);
    expect(await settledHero(laptop.page)).toBe('variant_a');
    expect(await heroStates(laptop.page)).not.toContain('control');
    expect(await signIn(laptop.page)).toBe('variant_a');
    await laptop.page.goto(`${h.app.url}/`);
    expect(await settledHero(laptop.page)).toBe('variant_a');
    expect(await heroStates(laptop.page)).toEqual(['variant_a']);
    expect(await stored(laptop.page, 'sokoni.anonymousId')).toBe(anonymousId);

    // The server holds to it for the account, whatever id asks with its token.
    const token = await login(email);
    expect(await assignmentOf(randomUUID(), token)).toBe('variant_a');

    // A second device with an id of its own gets the account's variant once signed in.
    const phone = await newPage(browser, {
      ...NO_WORKER,
      consent: 'granted',
      viewport: { width: 390, height: 844 },
    });
    phone.page.setDefaultTimeout(45_000);
    await phone.context.addInitScript(recordHero);
    expect(await signIn(phone.page)).toBe('variant_a');
    await phone.page.goto(`${h.app.url}/`);
    expect(await settledHero(phone.page)).toBe('variant_a');
    expect(await heroStates(phone.page)).not.toContain('control');
    expect(laptop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  }, 120_000);

  it('renders the product list in the layout assigned without a flash, and only inside the 50% traffic', async () => {
    // Two anonymous ids the server decided: one in the experiment's half with the list layout (the
    // one a visitor would see change), one outside its traffic (null: control, never counted).
    const layoutOf = (id: string) => assignmentOf(id, undefined, LAYOUT);
    let inside = '';
    let outside = '';
    for (let i = 0; i < 60 && (!inside || !outside); i++) {
      const candidate = randomUUID();
      const variant = await layoutOf(candidate);
      if (variant === 'list' && !inside) inside = candidate;
      if (variant === null && !outside) outside = candidate;
    }
    expect([inside, outside].every(Boolean)).toBe(true);

    const visit = async (anonymousId: string) => {
      const { context, page, errors } = await newPage(browser, {
        ...NO_WORKER,
        consent: 'granted',
        viewport: { width: 1280, height: 900 },
      });
      page.setDefaultTimeout(45_000);
      await context.addInitScript((id) => {
        // It runs in the about:blank the visit ends on too, where storage is refused: the site only.
        if (!location.protocol.startsWith('http')) return;
        if (localStorage.getItem('sokoni.anonymousId') === null)
          localStorage.setItem('sokoni.anonymousId', id);
      }, anonymousId);
      await context.addInitScript(recordLayout);
      const rec = await recordAnalytics(h.app.url);
      await page.goto(`${rec.url}/products`);
      await page.locator('.bw-results__main ul:not([aria-hidden="true"]) li').first().waitFor();
      // The skeleton may still be leaving as the first result shows (a busy machine sees both for
      // a moment): read the states once the last one is a layout, not the wait.
      await page.waitForFunction(() => {
        const seen = (window as unknown as { __layout: string[] }).__layout;
        return seen.length > 0 && seen[seen.length - 1] !== 'wait';
      });
      const states = await layoutStates(page);
      // Over the tracker's timer, then away: whatever was queued has left by now.
      await page.waitForTimeout(FLUSH_WAIT_MS);
      await page.goto('about:blank');
      const exposures = () =>
        rec.events().filter((e) => e.name === 'experiment_exposure' && e.properties?.experiment === LAYOUT);
      return { context, errors, rec, states, exposures };
    };

    // Inside: the list from its first paint of results (a skeleton while the answer is on its way,
    // never the grid), and one exposure of the variant on screen.
    const a = await visit(inside);
    expect(a.states.at(-1)).toBe('list');
    expect(a.states).not.toContain('grid');
    await eventually(
      () => Promise.resolve(a.exposures()),
      (x) => x.length > 0,
      20_000,
    );
    expect(a.exposures().map((e) => e.properties?.variant)).toEqual(a.exposures().map(() => 'list'));
    expect(new Set(a.rec.batches.map((b) => b.anonymousId))).toEqual(new Set([inside]));
    expect(a.errors).toEqual([]);
    await a.context.close();
    await a.rec.close();

    // Outside the traffic: today's grid, never the list, and no exposure of the experiment at all.
    const b = await visit(outside);
    expect(b.states.at(-1)).toBe('grid');
    expect(b.states).not.toContain('list');
    expect(b.rec.events().some((e) => e.name === 'page_view' && e.path === '/products')).toBe(true);
    expect(b.exposures()).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
    await b.rec.close();
  }, 120_000);

  it('the visits reach the CEO dashboard; it and the seller’s analytics pass axe', async () => {
    const { context, page, errors } = await signedInPage(h, browser, adminEmail, PASSWORD, '/ceo-dashboard');
    const kpi = page
      .getByRole('list', { name: 'Key figures' })
      .getByRole('group', { name: 'Visitors', exact: true });
    const shown = async () => {
      await page.goto(`${h.app.url}/ceo-dashboard?period=day&date=${today()}`);
      return Number((await kpi.locator('.sk-an-kpi-value').textContent())!.replace(/\D/g, ''));
    };
    // The rollup runs every second; the suite's visitors have been sending for a while by now.
    const visitors = await eventually(shown, (n) => n >= visitorsBefore + 1, 20_000);
    expect(visitors).toBeGreaterThanOrEqual(Math.max(1, visitorsBefore + 1));
    expect(await ceoVisitors()).toBeGreaterThanOrEqual(visitors);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-skeleton'));
    expect((await checkA11y(page)).summary).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const seller = await signedInPage(h, browser, DEMO_SELLER.email, DEMO_SELLER.password, '/analytics');
    await seller.page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await seller.page.getByRole('list', { name: 'Key figures' }).waitFor();
    await seller.page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-skeleton'));
    expect((await checkA11y(seller.page)).summary).toEqual([]);
    expect(seller.errors).toEqual([]);
    await seller.context.close();
  }, 120_000);
});
