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
import { SELLER } from '../seller/testing/fixtures';
import { analyticsRoutes } from './analytics.routes';
import { SELLER_DASHBOARD } from './testing/fixtures';

const NS = ['common', 'analytics', 'trade'];
const RATES = [{ currency: 'USD', perUsd: 1, minorDigits: 2 }];
const dashboardCalls = () => calls.filter((c) => c.path.startsWith('/api/v1/analytics/dashboards/'));

function network(dashboard: typeof SELLER_DASHBOARD = SELLER_DASHBOARD) {
  respond((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/api/v1/fx-rates') return json(RATES);
    if (url.pathname === '/api/v1/analytics/dashboards/seller') {
      if (url.searchParams.get('format') === 'csv')
        return new Response('section,views\nkpis,1200\n', { headers: { 'content-type': 'text/csv' } });
      return json(dashboard);
    }
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

/** The app's analytics routes (lazy pages); other paths (/login) render nothing. */
function AnalyticsRoutes() {
  return useRoutes(analyticsRoutes);
}

const open = async (user: SessionUser | null, path = '/analytics') => {
  if (user) act(() => session.accept({ accessToken: 'token', expiresIn: 900, user }));
  await renderWithApp(<AnalyticsRoutes />, { path, namespaces: NS });
};
const card = (name: string) => screen.getByRole('group', { name });
const location = () => screen.getByTestId('location').textContent;

describe('the seller’s analytics', () => {
  it('shows each figure with the previous period’s and the change, signed and with its direction', async () => {
    network();
    await open(SELLER);
    await screen.findByRole('group', { name: 'Product views' }, { timeout: 10_000 });
    const views = card('Product views');
    expect(within(views).getByText('1,200')).toBeTruthy();
    expect(views.textContent).toContain('▲ Up +20.0%');
    expect(within(views).getByText('Previous period: 1,000')).toBeTruthy();
    expect(card('Inquiries').textContent).toContain('▼ Down −25.0%');
    expect(card('Inquiries').querySelector('.sk-an-change-bad')).toBeTruthy();
    expect(card('Quotes').textContent).toContain('Unchanged 0.0%');
    expect(card('Orders').textContent).toContain('No earlier figure');
    const revenue = card('Revenue (USD)');
    expect(within(revenue).getByText('$12,500.00')).toBeTruthy();
    expect(revenue.textContent).toContain('+25.0%');
    expect(within(card('Conversion rate')).getByText('0.5%')).toBeTruthy();
    expect(screen.getByText('November 2026, compared with October 2026')).toBeTruthy();

    // By product (a link to its page) and by buyer country (named; '' is unknown).
    const products = screen.getByRole('region', { name: 'By product' });
    const row = within(products).getByRole('link', { name: 'Grade A fermented cocoa beans' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '$10,000.00',
      '900',
      '20',
      '5',
      '0.6%',
    ]);
    const countries = screen.getByRole('region', { name: 'By buyer country' });
    expect(within(countries).getByRole('rowheader', { name: 'Ghana' })).toBeTruthy();
    // Revenue, views, inquiries, quotes, orders and conversion (orders per view) per buyer country.
    const ghana = within(countries).getByRole('rowheader', { name: 'Ghana' }).closest('tr')!;
    expect([...ghana.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '$8,000.00',
      '700',
      '14',
      '3',
      '4',
      '0.6%',
    ]);
    expect(within(countries).getByRole('rowheader', { name: 'Unknown' })).toBeTruthy();
    // The series, as a table too.
    const overTime = screen.getByRole('region', { name: 'Over time' });
    expect(within(overTime).getAllByRole('row')).toHaveLength(3);

    // Asked for this month by default, with the seller's token and language.
    const [first] = dashboardCalls();
    const asked = new URL(first!.path, 'http://x');
    expect(asked.searchParams.get('period')).toBe('month');
    expect(asked.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.headers.get('authorization')).toBe('Bearer token');
    expect(first!.headers.get('accept-language')).toBe('en');
  }, 30_000);

  it('says what is compared while the period is under way: the days so far against as many before', async () => {
    network({
      ...SELLER_DASHBOARD,
      period: {
        ...SELLER_DASHBOARD.period,
        compared: {
          current: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-16T00:00:00.000Z' },
          previous: { start: '2026-10-01T00:00:00.000Z', end: '2026-10-16T00:00:00.000Z' },
          partial: true,
        },
      },
    });
    await open(SELLER);
    await screen.findByRole('group', { name: 'Product views' }, { timeout: 10_000 });
    // Whole days on the seller's dashboard: named by their last day.
    expect(document.querySelector('.sk-an-period')?.textContent).toBe(
      'November 2026 so far (to 15 Nov 2026), compared with the same stretch of October 2026 (to 15 Oct 2026, UTC)',
    );
  }, 30_000);

  it('asks again for the period and day picked, and keeps them in the address', async () => {
    network();
    await open(SELLER, '/analytics-dashboard?period=month&date=2026-11-25');
    await screen.findByRole('group', { name: 'Product views' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() =>
      expect(dashboardCalls().map((c) => c.path)).toContain(
        '/api/v1/analytics/dashboards/seller?period=week&date=2026-11-25',
      ),
    );
    fireEvent.change(screen.getByLabelText('Date in the period'), { target: { value: '2026-10-03' } });
    await waitFor(() =>
      expect(dashboardCalls().map((c) => c.path)).toContain(
        '/api/v1/analytics/dashboards/seller?period=week&date=2026-10-03',
      ),
    );
    expect(location()).toBe('/analytics-dashboard?period=week&date=2026-10-03');
  }, 30_000);

  it('downloads the figures as CSV with the seller’s token', async () => {
    network();
    const created = vi.fn((_: Blob) => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = () => {};
    const saved: { name: string; href: string }[] = [];
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.getAttribute('href')! });
    });
    await open(SELLER, '/analytics?period=year&date=2026-11-25');
    await screen.findByRole('group', { name: 'Product views' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([{ name: 'sokoni-seller-analytics-year-2026-11-25.csv', href: 'blob:csv' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    const csv = dashboardCalls().find((c) => c.path.includes('format=csv'))!;
    expect(csv.path).toBe('/api/v1/analytics/dashboards/seller?period=year&date=2026-11-25&format=csv');
    expect(csv.headers.get('authorization')).toBe('Bearer token');
    expect(await created.mock.calls[0]![0].text()).toBe('section,views\nkpis,1200\n');
    clicks.mockRestore();
  }, 30_000);

  it('is not shown to a buyer, and sends a visitor to sign in first', async () => {
    network();
    await open({ ...SELLER, role: 'buyer' });
    expect(await screen.findByText('For sellers')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Product views' })).toBeNull();
    expect(dashboardCalls()).toEqual([]);
    cleanup();
    await act(() => session.signOut());
    await open(null, '/analytics?period=week');
    expect(location()).toBe(`/login?next=${encodeURIComponent('/analytics?period=week')}`);
  }, 30_000);
});
