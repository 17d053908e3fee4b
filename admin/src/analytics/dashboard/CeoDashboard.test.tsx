// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, testDataProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { CeoDashboard } from './CeoDashboard';
import { KPI_KEYS, type CeoDashboardData } from './ceo-types';

const mocks = vi.hoisted(() => ({ ceoDashboard: vi.fn(), ceoCsv: vi.fn(), saveFile: vi.fn() }));
vi.mock('../analytics-client', () => ({
  analyticsActions: { ceoDashboard: mocks.ceoDashboard, ceoCsv: mocks.ceoCsv },
}));
vi.mock('../save-file', () => ({ saveFile: mocks.saveFile }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// recharts measures its container; jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const kpis = Object.fromEntries(
  KPI_KEYS.map((k) => [k, { current: 0, previous: 0, change: null }]),
) as CeoDashboardData['kpis'];
kpis.gmv = { current: 1_250_000, previous: 1_000_000, change: 0.25 };
kpis.disputeRate = { current: 0.02, previous: 0.04, change: -0.5 };

const data: CeoDashboardData = {
  period: {
    granularity: 'month',
    start: '2027-01-01T00:00:00.000Z',
    end: '2027-02-01T00:00:00.000Z',
    previousStart: '2026-12-01T00:00:00.000Z',
    previousEnd: '2027-01-01T00:00:00.000Z',
  },
  currency: 'USD',
  kpis,
  series: [
    {
      bucket: '2027-01-01T00:00:00.000Z',
      gmv: 1_250_000,
      orders: 5,
      platformRevenue: 0,
      signUps: 1,
      visitors: 40,
    },
  ],
  funnel: [
    { stage: 'visit', visitors: 200, previous: 100 },
    { stage: 'search', visitors: 50, previous: 50 },
    { stage: 'product_view', visitors: 40, previous: 30 },
    { stage: 'cart', visitors: 20, previous: 10 },
    { stage: 'checkout', visitors: 10, previous: 5 },
    { stage: 'paid', visitors: 5, previous: 0 },
  ],
  byCountry: [{ country: 'KE', gmv: 1_250_000, orders: 5, signUps: 1, activeBuyers: 4 }],
  byCategory: [{ category: 'agriculture', gmv: 1_250_000, orders: 5 }],
  searches: {
    total: { current: 1_300, previous: 1_000, change: 0.3 },
    zeroResultRate: { current: 0.15, previous: 0.1, change: 0.5 },
    top: [
      { query: 'cocoa beans', searches: 120 },
      { query: 'زيت الأرغان', searches: 7 },
    ],
    zeroResultTop: [{ query: 'baobab powder', searches: 30 }],
    floor: 3,
    compared: {
      current: { start: '2027-01-01T00:00:00.000Z', end: '2027-02-01T00:00:00.000Z' },
      previous: { start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
      partial: false,
    },
  },
};

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(async () => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  await new Promise((resolve) => setTimeout(resolve, 10));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

async function renderDashboard() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  act(() => {
    root.render(
      <TestMemoryRouter initialEntries={['/analytics']}>
        <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en').provider}>
          <CeoDashboard />
        </AdminContext>
      </TestMemoryRouter>,
    );
  });
  await settle();
  return container;
}

describe('the CEO dashboard in the back office', () => {
  it('shows each KPI against the previous period in words and arrows, the funnel and the breakdowns', async () => {
    mocks.ceoDashboard.mockResolvedValue(data);
    const page = await renderDashboard();
    expect(mocks.ceoDashboard).toHaveBeenCalledWith(expect.objectContaining({ period: 'month' }));
    expect(flat(page.querySelector('[data-testid="ceo-period"]')?.textContent)).toBe(
      '2027-01-01 to 2027-01-31, compared with 2026-12-01 to 2026-12-31 (UTC)',
    );
    const gmv = page.querySelector('[data-testid="kpi-gmv"]');
    expect(flat(gmv?.textContent)).toBe(
      'GMV$12,500.00▲ Up +25.0% on the previous periodPrevious period: $10,000.00',
    );
    expect(gmv?.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('up');
    const disputes = page.querySelector('[data-testid="kpi-disputeRate"]');
    expect(flat(disputes?.textContent)).toContain('▼ Down \u221250.0% on the previous period');
    expect(flat(page.querySelector('[data-testid="kpi-orders"]')?.textContent)).toContain(
      'Nothing to compare with',
    );
    const funnel = [...page.querySelectorAll('[data-testid="ceo-funnel"] tbody tr')].map((r) =>
      flat(r.textContent),
    );
    expect(funnel[0]).toBe('Visit200100.0%100▲ +100.0%');
    expect(funnel[5]).toBe('Paid52.5%0– —');
    expect(flat(page.querySelector('[data-testid="ceo-by-country"] tbody')?.textContent)).toBe(
      'KE$12,500.00514',
    );
    expect(flat(page.querySelector('[data-testid="ceo-by-category"] tbody')?.textContent)).toBe(
      'agriculture$12,500.005',
    );
  });

  it('shows what buyers search for: two KPIs, the top queries and those that found nothing', async () => {
    mocks.ceoDashboard.mockResolvedValue(data);
    const page = await renderDashboard();
    expect(flat(page.querySelector('[data-testid="kpi-searches"]')?.textContent)).toBe(
      'Searches1,300▲ Up +30.0% on the previous periodPrevious period: 1,000',
    );
    // More searches in vain is bad news: said in red as well as in words.
    const zero = page.querySelector('[data-testid="kpi-zeroResultRate"]');
    expect(flat(zero?.textContent)).toContain('Zero-result rate15.0%▲ Up +50.0%');
    expect(zero?.querySelector('[data-direction="up"]')).toBeTruthy();
    const note = flat(page.querySelector('[data-testid="ceo-search-note"]')?.textContent);
    expect(note).toContain('the country and category filters do not apply');
    expect(note).toContain('searched 3 times in the period');
    expect(note).not.toContain('whole days'); // a month over is compared whole
    const rows = (id: string) =>
      [...page.querySelectorAll(`[data-testid="${id}"] tbody tr`)].map((r) => flat(r.textContent));
    expect(rows('ceo-top-searches')).toEqual(['cocoa beans120', 'زيت الأرغان7']);
    expect(page.querySelector('[data-testid="ceo-top-searches"] tbody bdi')?.textContent).toBe('cocoa beans');
    expect(rows('ceo-zero-result-searches')).toEqual(['baobab powder30']);
    // The search KPIs are not among the marketplace KPIs above them.
    expect(page.querySelectorAll('[data-testid="kpi-searches"]')).toHaveLength(1);
  });

  it('says when no query reached the floor, and that a period under way compares whole days of searches', async () => {
    mocks.ceoDashboard.mockResolvedValue({
      ...data,
      searches: {
        ...data.searches,
        top: [],
        zeroResultTop: [],
        compared: {
          current: { start: '2027-01-01T00:00:00.000Z', end: '2027-01-19T00:00:00.000Z' },
          previous: { start: '2026-12-01T00:00:00.000Z', end: '2026-12-19T00:00:00.000Z' },
          partial: true,
        },
      },
    });
    const page = await renderDashboard();
    expect(flat(page.querySelector('[data-testid="ceo-search-note"]')?.textContent)).toContain(
      'Searches are counted in whole days: up to 2027-01-18, compared with the previous period up to 2026-12-18 (UTC).',
    );
    for (const id of ['ceo-top-searches', 'ceo-zero-result-searches'])
      expect(flat(page.querySelector(`[data-testid="${id}"]`)?.textContent)).toBe(
        'No query has been searched 3 times in this period yet.',
      );
  });

  it('says when a period under way is compared with the same elapsed part of the previous one', async () => {
    mocks.ceoDashboard.mockResolvedValue({
      ...data,
      period: {
        ...data.period,
        compared: {
          current: { start: '2027-01-01T00:00:00.000Z', end: '2027-01-18T11:00:00.000Z' },
          previous: { start: '2026-12-01T00:00:00.000Z', end: '2026-12-18T11:00:00.000Z' },
          partial: true,
        },
      },
    });
    const page = await renderDashboard();
    expect(flat(page.querySelector('[data-testid="ceo-period"]')?.textContent)).toBe(
      '2027-01-01 to 2027-01-18 11:00 so far, compared with the same time of the previous period: ' +
        '2026-12-01 to 2026-12-18 11:00 (UTC)',
    );
  });

  it('exports the period’s CSV', async () => {
    mocks.ceoDashboard.mockResolvedValue(data);
    const file = { blob: new Blob(['x']), filename: 'ceo.csv' };
    mocks.ceoCsv.mockResolvedValue(file);
    const page = await renderDashboard();
    const button = [...page.querySelectorAll('button')].find((b) => flat(b.textContent) === 'Export CSV');
    act(() => button!.click());
    await settle();
    expect(mocks.ceoCsv).toHaveBeenCalledWith(expect.objectContaining({ period: 'month' }));
    expect(mocks.saveFile).toHaveBeenCalledWith(
      file,
      expect.stringMatching(/^ceo-month-\d{4}-\d{2}-\d{2}\.csv$/),
    );
  });
});
