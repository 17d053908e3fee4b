import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../../auth/session';
import { calls, json, respond } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { renderWithApp } from '../../shell/testing/render';
import { analyticsRoutes } from './analytics.routes';
import type { CeoDashboard } from './dashboards-api';
import { CEO } from './testing/fixtures';

const NS = ['common', 'analytics', 'trade'];
const RATES = [{ currency: 'USD', perUsd: 1, minorDigits: 2 }];
const CATEGORIES = {
  lang: 'en',
  items: [
    {
      id: 'c1',
      parentId: null,
      path: 'agriculture',
      name: 'Agriculture',
      depth: 0,
      productCount: 3,
      children: [],
    },
  ],
};
const dashboardCalls = () => calls.filter((c) => c.path.startsWith('/api/v1/analytics/dashboards/'));

const staff = (role: string): SessionUser => ({
  id: `u-${role}`,
  email: `${role}@sokoni.example`,
  fullName: 'Amina Diallo',
  businessName: 'Sokoni',
  // 'analyst' joins the session's roles with the identity change of the same issue.
  role: role as SessionUser['role'],
  verified: true,
  country: 'KE',
  avatarInitials: 'AD',
});

function network(ceo: CeoDashboard = CEO) {
  respond((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/api/v1/fx-rates') return json(RATES);
    if (url.pathname === '/api/v1/countries') return json([{ code: 'KE', name: 'Kenya', african: true }]);
    if (url.pathname === '/api/v1/categories') return json(CATEGORIES);
    if (url.pathname === '/api/v1/analytics/dashboards/ceo')
      return url.searchParams.get('format') === 'csv'
        ? json({ status: 503, title: 'Unavailable', detail: 'Try later' }, 503)
        : json(ceo);
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

function AnalyticsRoutes() {
  return useRoutes(analyticsRoutes);
}
const open = async (user: SessionUser | null, path: string, lang: 'en' | 'ar' = 'en') => {
  if (user) act(() => session.accept({ accessToken: 'token', expiresIn: 900, user }));
  await renderWithApp(<AnalyticsRoutes />, { path, namespaces: NS, lang });
};
const card = (name: string) => screen.getByRole('group', { name });

describe('the CEO dashboard', () => {
  it('shows the marketplace’s figures against the previous period, and the funnel step by step', async () => {
    network();
    await open(staff('admin'), '/ceo-dashboard');
    await screen.findByRole('group', { name: 'GMV' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('CEO dashboard');
    const gmv = card('GMV');
    expect(within(gmv).getByText('$1,234,567.00')).toBeTruthy();
    expect(gmv.textContent).toContain('▲ Up +23.5%');
    expect(within(gmv).getByText('Previous period: $1,000,000.00')).toBeTruthy();
    expect(card('Orders').textContent).toContain('▼ Down −10.0%');
    expect(within(card('Average order value')).getByText('$2,743.48')).toBeTruthy();
    expect(card('Active sellers').textContent).toContain('Unchanged 0.0%');
    expect(card('New sign-ups').textContent).toContain('No earlier figure');
    // A rise of the dispute rate is bad news: red, and still an arrow and a sign.
    const disputes = card('Dispute rate');
    expect(within(disputes).getByText('2.0%')).toBeTruthy();
    expect(disputes.textContent).toContain('▲ Up +66.7%');
    expect(disputes.querySelector('.sk-an-change-bad')).toBeTruthy();
    expect(card('GMV').querySelector('.sk-an-change-good')).toBeTruthy();
    for (const name of [
      'Platform revenue',
      'Fees',
      'Memberships',
      'Active buyers',
      'Escrow held',
      'Escrow released',
    ])
      expect(card(name)).toBeTruthy();

    const funnel = screen.getByRole('table', { name: 'Conversion funnel' });
    const rows = within(funnel)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].slice(0, 4).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Visit', '1,000', '—', '—'],
      ['Search', '400', '40.0%', '40.0%'],
      ['Product view', '300', '75.0%', '30.0%'],
      ['Cart', '60', '20.0%', '6.0%'],
      ['Checkout', '30', '50.0%', '3.0%'],
      ['Paid', '15', '50.0%', '1.5%'],
    ]);

    // Largest first, countries and categories by name.
    const countries = screen.getByRole('region', { name: 'By country' });
    const names = within(countries)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(names).toEqual(['Kenya', 'Nigeria']);
    const categories = screen.getByRole('region', { name: 'By category' });
    await within(categories).findByRole('rowheader', { name: 'Agriculture' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  }, 30_000);

  it('shows what buyers search for: searches, the zero-result rate, the top queries and those that found nothing', async () => {
    network();
    await open(staff('admin'), '/ceo-dashboard');
    const searches = await screen.findByRole('group', { name: 'Searches' }, { timeout: 10_000 });
    expect(within(searches).getByText('5,200')).toBeTruthy();
    expect(searches.textContent).toContain('▲ Up +30.0%');
    expect(within(searches).getByText('Previous period: 4,000')).toBeTruthy();
    // More searches finding nothing is bad news.
    const zero = card('Zero-result rate');
    expect(within(zero).getByText('12.5%')).toBeTruthy();
    expect(zero.querySelector('.sk-an-change-bad')).toBeTruthy();
    // Why a query typed once never shows, and that the filters do not narrow searches.
    const section = screen.getByRole('region', { name: 'What buyers search for' });
    expect(section.textContent).toContain('searched 3 times in the period');
    expect(section.textContent).toContain('the country and category filters do not apply');
    // A period over is compared whole: no word about days.
    expect(section.textContent).not.toContain('whole days');

    const rows = (region: string) =>
      within(screen.getByRole('region', { name: region }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows('Top searches')).toEqual([
      ['cocoa beans', '420'],
      ['shea butter', '300'],
      ['زيت الأرغان', '12'],
    ]);
    // Each query isolated, so one in Arabic keeps its own direction inside an English row.
    const top = screen.getByRole('region', { name: 'Top searches' });
    expect(within(top).getByRole('rowheader', { name: 'زيت الأرغان' }).querySelector('bdi')).toBeTruthy();
    expect(rows('Searches that found nothing')).toEqual([['baobab powder', '40']]);
  }, 30_000);

  it('says when no query reached the floor yet, and that a period under way is compared in whole days', async () => {
    network({
      ...CEO,
      searches: {
        ...CEO.searches,
        top: [],
        zeroResultTop: [],
        compared: {
          current: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-19T00:00:00.000Z' },
          previous: { start: '2026-10-01T00:00:00.000Z', end: '2026-10-19T00:00:00.000Z' },
          partial: true,
        },
      },
    });
    await open(staff('admin'), '/ceo-dashboard');
    await screen.findByRole('group', { name: 'Searches' }, { timeout: 10_000 });
    const section = screen.getByRole('region', { name: 'What buyers search for' });
    expect(section.textContent).toContain(
      'Searches are counted in whole days: up to 18 Nov 2026, compared with the previous period up to 18 Oct 2026.',
    );
    for (const region of ['Top searches', 'Searches that found nothing'])
      expect(screen.getByRole('region', { name: region }).textContent).toContain(
        'No query has been searched 3 times in this period yet.',
      );
  }, 30_000);

  it('is open to analysts, and asks with the country, category and period in the address', async () => {
    network();
    await open(
      staff('analyst'),
      '/business-intelligence?period=quarter&date=2026-11-25&country=KE&category=agriculture',
    );
    await screen.findByRole('group', { name: 'GMV' }, { timeout: 10_000 });
    expect(dashboardCalls()[0]!.path).toBe(
      '/api/v1/analytics/dashboards/ceo?period=quarter&date=2026-11-25&country=KE&category=agriculture',
    );
    expect(dashboardCalls()[0]!.headers.get('authorization')).toBe('Bearer token');
    // The money view of the same period and filters is one click away.
    const tabs = screen.getByRole('navigation', { name: 'Staff dashboards' });
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Money' }).getAttribute('href')).toBe(
      '/financial-dashboard?period=quarter&date=2026-11-25&country=KE&category=agriculture',
    );
  }, 30_000);

  it('reads in Arabic, with Arabic-Indic digits and the same signs', async () => {
    network();
    await open(staff('admin'), '/ceo-dashboard', 'ar');
    const gmv = await screen.findByRole('group', { name: 'إجمالي قيمة المبيعات' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('لوحة معلومات الرئيس التنفيذي');
    expect(gmv.textContent).toContain('▲');
    expect(gmv.textContent).toContain('+٢٣٫٥');
    expect(card('الطلبات').textContent).toContain('\u2212١٠٫٠');
    const searches = screen.getByRole('region', { name: 'ما يبحث عنه المشترون' });
    expect(within(card('عمليات البحث')).getByText('٥٬٢٠٠')).toBeTruthy();
    expect(searches.textContent).toContain('بعد البحث عنها ٣ مرات');
    expect(screen.getByRole('region', { name: 'الأكثر بحثًا' })).toBeTruthy();
    expect(dashboardCalls()[0]!.headers.get('accept-language')).toBe('ar');
  }, 30_000);

  it('says so when the CSV cannot be had, and keeps the figures up', async () => {
    network();
    await open(staff('admin'), '/ceo-dashboard?period=week&date=2026-11-25&country=KE');
    await screen.findByRole('group', { name: 'GMV' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The CSV file could not be downloaded');
    expect(dashboardCalls().map((c) => c.path)).toContain(
      '/api/v1/analytics/dashboards/ceo?period=week&date=2026-11-25&country=KE&format=csv',
    );
    expect(card('GMV')).toBeTruthy();
  }, 30_000);

  it('is not shown to a seller, nor asked for', async () => {
    network();
    await open(staff('seller'), '/business-intelligence-dashboard');
    expect(await screen.findByText('For Sokoni staff', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'GMV' })).toBeNull();
    expect(dashboardCalls()).toEqual([]);
  }, 30_000);
});

describe('the financial dashboard', () => {
  it('shows the money: revenue, escrow held, released, refunded, balance and disputes', async () => {
    network();
    await open(staff('admin'), '/financial-dashboard?period=year&date=2026-06-30');
    await screen.findByRole('group', { name: 'Escrow balance' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financial dashboard');
    expect(within(card('Escrow held')).getByText('$900,000.00')).toBeTruthy();
    expect(within(card('Escrow refunded')).getByText('$12,000.00')).toBeTruthy();
    // More refunds and disputes are bad news.
    expect(card('Escrow refunded').querySelector('.sk-an-change-bad')).toBeTruthy();
    expect(card('Disputes').textContent).toContain('▲ Up +50.0%');
    expect(within(card('Fees')).getByText('$37,100.00')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Conversion funnel' })).toBeNull();
    await waitFor(() =>
      expect(dashboardCalls()[0]!.path).toBe('/api/v1/analytics/dashboards/ceo?period=year&date=2026-06-30'),
    );
  }, 30_000);
});
