import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { matchRoutes, useRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { routes } from '../../../app/routes';
import { session, type SessionUser } from '../../../auth/session';
import en from '../../../locales/en/services.json';
import { json, respond } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import type { ContentDoc } from '../content-doc';
import { BackOfficeRedirect } from './back-office.page';
import { TOOLS } from './buyer-portal.page';
import { STEPS } from './onboarding-steps';
import { serviceRoutes } from './service-pages.routes';

const texts = import.meta.glob<ContentDoc>('../texts/*.ts', { import: 'default', eager: true });
const PAGES: Record<string, string> = {
  '/trade-finance': 'trade-finance',
  '/logistics': 'logistics',
  '/quality-control': 'quality-control',
  '/partnerships': 'partnerships',
  '/business-tools': 'business-tools',
  '/buyer-central': 'buyer-central',
  '/inventory-forecasting': 'inventory-forecasting',
  '/ai-onboarding': 'ai-onboarding',
  '/buyer/portal': 'buyer-portal',
};
const FORMS: Record<string, string> = {
  '/trade-finance': 'finance',
  '/logistics': 'freight',
  '/quality-control': 'inspection',
  '/partnerships': 'partnership',
};
const ANALYTICS = [
  '/analytics',
  '/analytics-dashboard',
  '/business-intelligence',
  '/business-intelligence-dashboard',
  '/financial-dashboard',
  '/ceo-dashboard',
];
const text = (page: string, lang = 'en') => texts[`../texts/${page}.${lang}.ts`]!;

/** A path the app's route table answers with a screen of its own, not the catch-all not-found page. */
function isScreen(to: string): boolean {
  const path = to.split(/[?#]/)[0]!;
  const matched = matchRoutes(routes, path);
  return !!matched && matched.at(-1)!.route.path !== '*';
}

const user = (role: SessionUser['role']): SessionUser => ({
  id: `u-${role}`,
  email: `${role}@trade.example`,
  fullName: 'Kofi Mensah',
  businessName: 'Mensah Cocoa',
  role,
  verified: true,
  country: 'GH',
  avatarInitials: 'KM',
});
const signIn = (role: SessionUser['role']) =>
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user(role) }));

function ServiceRoutes() {
  return useRoutes(serviceRoutes);
}
const open = (path: string) =>
  renderWithApp(<ServiceRoutes />, { path, namespaces: ['content', 'services'] });
const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

beforeAll(() => {
  fillJsdomGaps();
  respond(({ path }) =>
    path.startsWith('/api/v1/countries') ? json([{ code: 'KE', name: 'Kenya' }]) : json([]),
  );
});
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
});

describe('the spec’s service pages', () => {
  it('are all routes of the app', () => {
    for (const path of [
      ...Object.keys(PAGES),
      ...ANALYTICS,
      '/seller-dashboard',
      '/products-dashboard',
      '/admin-dashboard',
      '/audit-logs',
      '/admin',
      '/admin/users',
    ])
      expect([path, isScreen(path)]).toEqual([path, true]);
  });

  it('link, in every language, only to screens the app has (or to their own form)', () => {
    for (const [path, page] of Object.entries(PAGES))
      for (const lang of ['en', 'fr', 'ar', 'sw']) {
        const doc = text(page, lang);
        const links = [...doc.sections.flatMap((s) => s.links ?? []), ...(doc.actions ?? [])];
        for (const { to } of links) {
          if (to === '#request') expect([page, path in FORMS]).toEqual([page, true]);
          else expect([page, lang, to, isScreen(to)]).toEqual([page, lang, to, true]);
        }
      }
    for (const tool of TOOLS) expect([tool.to, isScreen(tool.to)]).toEqual([tool.to, true]);
  });

  it.each(Object.entries(PAGES))(
    '%s shows its page, with the request form where there is one',
    async (path, page) => {
      await open(path);
      expect((await h1()).textContent).toBe(text(page).title);
      const service = FORMS[path];
      if (service) {
        const form = await screen.findByRole(
          'region',
          { name: en[`form.title.${service}` as keyof typeof en] },
          { timeout: 10_000 },
        );
        expect(form.id).toBe('request');
        expect(
          within(form).getByRole('button', { name: en[`form.submit.${service}` as keyof typeof en] }),
        ).toBeTruthy();
      }
    },
    // The first form page loads antd: Vite transforms it cold.
    30_000,
  );

  it('shows a page in the reader’s language', async () => {
    await renderWithApp(<ServiceRoutes />, {
      path: '/logistics',
      lang: 'sw',
      namespaces: ['content', 'services'],
    });
    expect((await h1()).textContent).toBe(text('logistics', 'sw').title);
  });

  it('sends /seller-dashboard and /products-dashboard to the seller’s workspace', async () => {
    await open('/seller-dashboard');
    expect(screen.getByTestId('location').textContent).toBe('/seller/dashboard');
    cleanup();
    await open('/products-dashboard');
    expect(screen.getByTestId('location').textContent).toBe('/seller/products');
  });

  it('opens the back office for /admin-dashboard and /audit-logs, with a link if it does not', async () => {
    for (const [path, target] of [
      ['/admin-dashboard', '/admin/'],
      ['/audit-logs', '/admin/audit-logs'],
      ['/admin', '/admin/'],
      ['/admin/users', '/admin/users'],
      ['/ceo-dashboard', '/admin/'],
    ]) {
      const go = vi.fn();
      await renderWithApp(<BackOfficeRedirect go={go} />, { path, namespaces: ['services'] });
      await h1();
      expect(go).toHaveBeenCalledWith(target);
      expect(screen.getByRole('link', { name: en['backOffice.link'] }).getAttribute('href')).toBe(target);
      cleanup();
    }
  });
});

describe('/ai-onboarding', () => {
  const steps = () => [...document.querySelectorAll('[data-step]')].map((s) => s.getAttribute('data-step'));

  it('shows every step, then only those of the reader’s choice', async () => {
    await open('/ai-onboarding');
    await h1();
    expect(steps()).toEqual(STEPS.both);
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: en['onboarding.choice.sell'] })));
    expect(steps()).toEqual(STEPS.sell);
    expect(
      screen.getByRole('button', { name: en['onboarding.choice.sell'] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: en['onboarding.choice.buy'] })));
    expect(steps()).toEqual(STEPS.buy);
    expect(
      screen.getByRole('link', { name: text('ai-onboarding').sections[0]!.links![0]!.label }),
    ).toBeTruthy();
  });

  it('starts a signed-in buyer from buying, with the account step done', async () => {
    signIn('buyer');
    await open('/ai-onboarding');
    await h1();
    expect(steps()).toEqual(STEPS.buy);
    const account = document.querySelector('[data-step="account"]')!;
    expect(account.className).toContain('done');
    expect(within(account as HTMLElement).queryByRole('link')).toBeNull();
  });
});

describe('/buyer/portal', () => {
  it('asks a visitor to sign in, and gives a buyer their tools', async () => {
    await open('/buyer/portal');
    await h1();
    expect(screen.getByRole('link', { name: en['portal.signedOut.login'] }).getAttribute('href')).toBe(
      '/login?next=%2Fbuyer%2Fportal',
    );
    cleanup();
    signIn('both');
    await open('/buyer/portal');
    const tools = await screen.findByRole('region', {
      name: en['portal.tools.heading'].replace('{business}', 'Mensah Cocoa'),
    });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(TOOLS.map((t) => t.to));
  });

  it('tells a seller-only account how to start buying', async () => {
    signIn('seller');
    await open('/buyer/portal');
    await h1();
    expect(screen.getByRole('note').textContent).toContain(en['portal.notBuyer.text']);
    expect(screen.queryByRole('link', { name: en['portal.tool.orders.title'] })).toBeNull();
  });
});

describe('/inventory-forecasting', () => {
  it('estimates the reorder as the seller types, and says what is wrong with a figure', async () => {
    await open('/inventory-forecasting');
    await h1();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(en['forecast.empty']);
    fireEvent.change(screen.getByLabelText(en['forecast.field.stock']), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText(en['forecast.field.sold']), { target: { value: '300' } });
    expect(status.textContent).toContain('Average sales: 10 units a day.');
    expect(status.textContent).toContain('Reorder point: 210 units.');
    expect(status.textContent).toContain('Suggested order: 300 units.');
    fireEvent.change(screen.getByLabelText(en['forecast.field.stock']), { target: { value: 'lots' } });
    expect(screen.getByText(en['forecast.error.number'])).toBeTruthy();
    expect(status.textContent).toBe(en['forecast.empty']);
  });
});
