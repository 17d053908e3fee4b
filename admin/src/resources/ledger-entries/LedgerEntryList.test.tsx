// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, ResourceContextProvider, testDataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { formatMoney } from '../../shared/money';
import LedgerEntryList from './LedgerEntryList';

// "Verify ledger" is not pressed here: no session, no HTTP client.
vi.mock('../../trade/use-trade-actions', () => ({ useTradeActions: () => ({}) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER = '0196a1b2-0000-7000-8000-000000000001';
const entry = (seq: number, operation: string, currency: string, amountMinor: number | null) => ({
  id: `${operation}:${ORDER}`,
  seq,
  operation,
  currency,
  orderId: ORDER,
  sellerId: null,
  provider: null,
  resolves: null,
  freezeChange: null,
  amountMinor,
  memo: null,
  createdAt: '2026-05-01T10:00:00.000Z',
});

/** GET /admin/ledger/entries as trade answers it: the amount in minor units of each entry's currency. */
const entries = [
  entry(3, 'settle', 'TND', 12_345),
  entry(2, 'freeze', 'TND', null),
  entry(1, 'capture', 'UGX', 1_500_000),
];

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(() => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
});

async function renderList(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const dataProvider = testDataProvider({
    getList: <R extends RaRecord>() =>
      Promise.resolve({ data: entries as unknown as R[], total: entries.length }),
  });
  act(() => {
    root.render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en').provider}>
        <ResourceContextProvider value="ledger-entries">
          <LedgerEntryList />
        </ResourceContextProvider>
      </AdminContext>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the ledger entries list', () => {
  it('has an amount column: each entry’s amount in its own currency’s digits, empty for a freeze', async () => {
    const page = await renderList();
    const headers = [...page.querySelectorAll('thead th')].map((th) => flat(th.textContent ?? ''));
    const column = headers.indexOf('Amount');
    expect(column, headers.join(' | ')).toBeGreaterThan(-1);
    const amounts = [...page.querySelectorAll('tbody tr')].map((tr) =>
      flat(tr.querySelectorAll('td')[column]?.textContent ?? ''),
    );
    expect(amounts).toEqual([
      flat(formatMoney(12_345, 'TND', 'en')),
      '',
      flat(formatMoney(1_500_000, 'UGX', 'en')),
    ]);
    expect(amounts[0]).toContain('12.345');
    expect(amounts[2]).toContain('1,500,000');
    expect(amounts[2]).not.toContain('.');
  });
});
