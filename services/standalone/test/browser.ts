import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/**
 * Debian's Chromium driven by playwright-core: no browser download, ever. The flags keep it from
 * reaching for Google's hosts on this closed network (each attempt is refused and slows the page).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

/** `extraArgs`: more Chromium switches (the analytics suite passes a person's `--user-agent`). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A fresh context (own cookies and storage) whose page fails the test on any uncaught page error. */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] & {
    /**
     * The visitor's analytics consent on arrival. `denied` by default: a visitor who already
     * answered, so the banner does not cover what a test clicks and every experiment shows its
     * control. `unset` shows the banner (the analytics suite answers it itself).
     */
    consent?: 'granted' | 'denied' | 'unset';
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { consent = 'denied', ...contextOptions } = options;
  const context = await browser.newContext({ locale: 'en-GB', ...contextOptions });
  if (consent !== 'unset')
    await context.addInitScript((answer) => {
      // Init scripts run in every document, the about:blank a test leaves to as well, where reading
      // storage throws (a page error the suites would count): the site's pages only.
      const { location } = globalThis as unknown as { location: { protocol: string } };
      if (!location.protocol.startsWith('http')) return;
      if (localStorage.getItem('sokoni.consent') === null) localStorage.setItem('sokoni.consent', answer);
    }, consent);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * The open antd option list, once it stands still. antd slides a list open; under Chromium 156 a
 * click on an option during the slide can miss (the select stays empty, and the form it is in is
 * then refused), so tests pick options from this: `await openOptions(page).getByTitle('Damaged').click()`.
 */
export function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"])',
  );
}
