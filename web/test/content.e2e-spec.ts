import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * The storefront's text pages in Debian's Chromium, against the standalone run whose gateway serves
 * web/dist (`npm run build -w web` first): every content route shows its title as the page's h1 in
 * English and, with 'sokoni.language' = 'fr' stored before load, in French, without a page error;
 * structured data where the page promises it; axe finds nothing serious; the contact form sends.
 */
// E2E_WEB_DIR: a build of one's own (the shared web/dist may be rebuilt by someone else meanwhile).
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('content browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

/** Route → the text file whose title is the page's h1. */
const ROUTES: [path: string, text: string][] = [
  ['/how-it-works', 'how-it-works'],
  ['/faq', 'faq'],
  ['/help', 'help-center'],
  ['/help-center', 'help-center'],
  ['/support', 'support'],
  ['/contact', 'contact'],
  ['/privacy-policy', 'privacy-policy'],
  ['/terms-and-conditions', 'terms-and-conditions'],
  ['/blog', 'blog'],
  ['/blog/why-sokoni-launched', 'blog-why-sokoni-launched'],
  ['/blog/supporting-african-smes', 'blog-supporting-african-smes'],
  ['/investor-relations', 'investor-relations'],
  ['/for-investors', 'investor-relations'],
  ['/international-support', 'international-support'],
  ['/buyer-onboarding', 'buyer-onboarding'],
  ['/seller-onboarding', 'seller-onboarding'],
  ['/sell-on-sokoni', 'sell-on-sokoni'],
  ['/membership', 'membership'],
  ['/pricing', 'membership'],
  ['/plans', 'membership'],
  ['/trade-services', 'trade-services'],
  ['/seller/portal', 'seller-portal'],
  ['/demo', 'demo'],
];

interface Doc {
  title: string;
  faq?: unknown[];
}
/** The title a text file gives its page, read from the source the build was made from. */
async function titleOf(text: string, lang: string): Promise<string> {
  const mod = (await import(`../src/pages/content/texts/${text}.${lang}.ts`)) as { default: Doc };
  return mod.default.title;
}

/** JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<{ '@type'?: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => [JSON.parse(b) as { '@type'?: string } | { '@type'?: string }[]].flat());
}

describeInBrowser('content pages in a browser (standalone)', () => {
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

  async function visitAll(lang: 'en' | 'fr') {
    const { context, page, errors } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
    });
    // Stored before any script of the page runs, as a returning visitor's choice would be.
    await context.addInitScript((l) => localStorage.setItem('sokoni.language', l), lang);
    try {
      for (const [path, text] of ROUTES) {
        const title = await titleOf(text, lang);
        await page.goto(`${h.app.url}${path}`);
        const h1 = page.getByRole('heading', { level: 1 });
        await h1.waitFor();
        expect({ path, h1: (await h1.innerText()).trim() }).toEqual({ path, h1: title });
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await expect(page.title()).resolves.toContain(title);
        expect({ path, errors }).toEqual({ path, errors: [] });
      }
    } finally {
      await context.close();
    }
  }

  it('shows every content page with its title in English', async () => {
    await visitAll('en');
  }, 120_000);

  it('shows every content page with its title in French when French was chosen before', async () => {
    await visitAll('fr');
    // The French titles really are French, not the English ones again.
    expect(await titleOf('how-it-works', 'fr')).not.toBe(await titleOf('how-it-works', 'en'));
  }, 120_000);

  it('publishes FAQPage and BlogPosting structured data and reads right to left in Arabic', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.goto(`${h.app.url}/faq`);
    await page.getByRole('heading', { level: 1, name: await titleOf('faq', 'ar') }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect((await jsonLd(page)).map((d) => d['@type'])).toContain('FAQPage');
    // The accordion opens on click and shows the answer.
    const first = page.locator('details').first();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();

    await page.goto(`${h.app.url}/blog/supporting-african-smes`);
    await page
      .getByRole('heading', { level: 1, name: await titleOf('blog-supporting-african-smes', 'ar') })
      .waitFor();
    expect((await jsonLd(page)).map((d) => d['@type'])).toContain('BlogPosting');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows the three plans with their prices, Enterprise leading to the contact page', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/pricing`);
    const plans = page.locator('[data-plan]');
    await plans.first().waitFor();
    expect(await plans.evaluateAll((els) => els.map((e) => e.getAttribute('data-plan')))).toEqual([
      'starter',
      'professional',
      'enterprise',
    ]);
    await expect(page.locator('[data-plan="starter"]').innerText()).resolves.toMatch(
      /Free[\s\S]*5% transaction fee/,
    );
    await expect(page.locator('[data-plan="professional"]').innerText()).resolves.toMatch(/\$29[\s\S]*3%/);
    await page.locator('[data-plan="enterprise"]').getByRole('link').click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { level: 1, name: 'Contact Sokoni' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('opens the seller portal: tools for a seller, a way in for a visitor, a note for a buyer', async () => {
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.page.goto(`${h.app.url}/seller/portal`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Seller portal' }).waitFor();
    expect(
      await visitor.page.getByRole('link', { name: 'Sign in', exact: true }).last().getAttribute('href'),
    ).toBe('/login?next=%2Fseller%2Fportal');
    await visitor.page.getByRole('link', { name: 'Create a seller account' }).waitFor();
    await visitor.context.close();

    for (const who of ['seller', 'buyer'] as const) {
      const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(`${h.app.url}/demo-login`);
      await page.getByRole('button', { name: `Sign in as the demo ${who}` }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${h.app.url}/seller/portal`);
      if (who === 'seller') {
        // The demo seller is "both": a seller's tools, under its business name.
        await page.getByRole('heading', { name: 'Seller tools for Mensah Agro Exports Ltd' }).waitFor();
        const tools = page.locator('.sk-tiles a');
        expect(await tools.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
          '/products/new',
          '/seller/products',
          '/seller/dashboard',
          '/advanced-verification',
        ]);
      } else {
        await page.getByText('You are signed in with a buyer account.', { exact: false }).waitFor();
        expect(await page.locator('.sk-tiles').count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('has no serious or critical accessibility violation on representative pages', async () => {
    const cases: [string, string][] = [
      ['/faq', 'en'],
      ['/privacy-policy', 'en'],
      ['/membership', 'en'],
      ['/buyer-onboarding', 'fr'],
      ['/blog/why-sokoni-launched', 'ar'],
      ['/contact', 'en'],
      ['/seller/portal', 'sw'],
    ];
    for (const [path, lang] of cases) {
      const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem('sokoni.language', l), lang);
      await page.goto(`${h.app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // Only the page's own content: the header and footer belong to the shell's test (a11y.e2e-spec).
      const report = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
      expect({ path, lang, violations: report.summary }).toEqual({ path, lang, violations: [] });
      await context.close();
    }
  }, 120_000);

  it('checks the contact form in the browser, then sends it', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/contact?topic=partnership`);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.waitFor();

    // Our own rules first: nothing leaves the browser while the form is incomplete.
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/contact-messages')) posted++;
    });
    await send.click();
    // Name, email and message are empty (the topic came with the link): three fields say so.
    await page.getByText('Please fill in this field.').nth(2).waitFor();
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill('Hello?');
    await page.getByText('Please write at least 10 characters so we can help.').waitFor();
    expect(posted).toBe(0);
    // Error messages are readable too (contrast), not only present.
    const report = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
    expect(report.summary).toEqual([]);

    // Rules only the server knows come back on their field, in the reader's language: no link in a name.
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.fill('Kwame Asante www.asante-logistics.example');
    await page.getByRole('textbox', { name: 'Work email' }).fill('kwame@asante-logistics.example');
    await page.getByRole('textbox', { name: /^Company/ }).fill('Asante Logistics');
    await message.fill('We run bonded warehouses in Tema and would like to offer storage to Sokoni sellers.');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact-messages'));
    await send.click();
    expect((await refused).status()).toBe(400);
    await page
      .locator('#contact_name_help')
      .getByText('Please enter your name without a web address.')
      .waitFor();

    await name.fill('Kwame Asante');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact-messages'));
    await send.click();
    const res = await answer;
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const status = page.getByRole('status');
    await status.getByText('Thank you, your message has been sent').waitFor();
    expect(await status.innerText()).toContain(id);
    // What was sent, as the support team receives it (dev mailbox), and the sender's acknowledgement.
    const toSupport = await h.mail('support@sokoni.africa', /Contact form \(partnership\): Kwame Asante/);
    for (const part of [
      'kwame@asante-logistics.example',
      'Asante Logistics',
      'We run bonded warehouses in Tema and would like to offer storage to Sokoni sellers.',
    ])
      expect(toSupport).toContain(part);
    await h.mail('kwame@asante-logistics.example', /We received your message/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
