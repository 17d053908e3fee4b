// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import DailyMetricsList from './DailyMetricsList';

const mocks = vi.hoisted(() => ({ reportCsv: vi.fn(), saveFile: vi.fn() }));
// The CSV comes through the console's HTTP client and is saved by the browser: both recorded here.
vi.mock('../../analytics/analytics-client', () => ({ analyticsActions: { reportCsv: mocks.reportCsv } }));
vi.mock('../../analytics/save-file', () => ({ saveFile: mocks.saveFile }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** analytics' daily report rows (GET /admin/analytics/reports/daily-metrics): money in US cents. */
const rows = [
  {
    id: '2027-01-02|KE|agriculture',
    day: '2027-01-02',
    country: 'KE',
    category: 'agriculture',
    gmv: 1_250_000,
    orders: 5,
    averageOrderValue: 250_000,
    feeRevenue: 37_500,
    membershipRevenue: 0,
    escrowHeld: 1_250_000,
    escrowReleased: 980_000,
    escrowRefunded: 0,
    signUps: 3,
    activeBuyers: 0,
    activeSellers: 0,
    disputes: 1,
  },
];

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(async () => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  await new Promise((resolve) => setTimeout(resolve, 10));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

async function renderList(filter: Record<string, unknown>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const getList = vi.fn<(resource: string, params: GetListParams) => void>();
  const search = new URLSearchParams({ filter: JSON.stringify(filter), sort: 'gmv', order: 'DESC' });
  act(() => {
    root.render(
      <TestMemoryRouter initialEntries={[`/reports-daily-metrics?${search.toString()}`]}>
        <AdminContext
          dataProvider={testDataProvider({
            getList: <R extends RaRecord>(resource: string, params: GetListParams) => {
              getList(resource, params);
              return Promise.resolve({ data: rows as unknown as R[], total: 120 });
            },
          })}
          i18nProvider={createI18nProvider('en').provider}
        >
          <ResourceContextProvider value="reports-daily-metrics">
            <DailyMetricsList />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
  });
  await settle();
  await settle();
  return { container, getList };
}

describe('the daily figures report', () => {
  it('lists the filtered page, money in US dollars', async () => {
    const { container, getList } = await renderList({ country: 'KE', from: '2027-01-01' });
    const [resource, params] = getList.mock.calls[0]!;
    expect(resource).toBe('reports-daily-metrics');
    expect(params.filter).toEqual({ country: 'KE', from: '2027-01-01' });
    expect(params.sort).toEqual({ field: 'gmv', order: 'DESC' });
    expect(container.querySelector('[data-usd="1250000"]')?.textContent).toBe('$12,500.00');
    // The CEO dashboard's figures, each with its own column.
    const heads = [...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    for (const head of [
      'Membership revenue',
      'Escrow held',
      'Escrow released',
      'Active buyers',
      'Active sellers',
    ])
      expect(heads).toContain(head);
    expect(container.querySelector('[data-usd="980000"]')?.textContent).toBe('$9,800.00');
  });

  it('exports the server’s CSV of the whole filtered range, not the loaded page', async () => {
    const file = { blob: new Blob(['day\n']), filename: 'daily-metrics.csv' };
    mocks.reportCsv.mockResolvedValue(file);
    const { container } = await renderList({ country: 'KE', from: '2027-01-01', to: '2027-01-31' });
    const button = container.querySelector<HTMLButtonElement>('[data-testid="report-csv"]');
    expect(button?.textContent).toBe('Export CSV');
    act(() => button!.click());
    await settle();
    expect(mocks.reportCsv).toHaveBeenCalledWith('daily-metrics', {
      filter: { country: 'KE', from: '2027-01-01', to: '2027-01-31' },
      sort: { field: 'gmv', order: 'DESC' },
    });
    expect(mocks.saveFile).toHaveBeenCalledWith(file, 'daily-metrics.csv');
  });
});
