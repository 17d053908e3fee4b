import { csvLines, csvTable, type CsvCell } from '../reports/csv.js';
import type { CeoDashboardResponse } from './ceo-dashboard.response.js';
import type { KpiResponse, PeriodResponse } from './dashboard.response.js';
import type { SellerDashboardResponse } from './seller-dashboard.response.js';

/** One CSV with a section per table: a `# name` line, its header, its rows, then a blank line. */
function sections(parts: [string, string][]): string {
  return `\uFEFF${parts.map(([name, table]) => `# ${name}\r\n${table}\r\n`).join('\r\n')}`;
}

function kpiTable(kpis: object): string {
  const rows: CsvCell[][] = Object.entries(kpis as Record<string, KpiResponse>).map(([k, v]) => [
    k,
    v.current,
    v.previous,
    v.change,
  ]);
  return csvLines([['kpi', 'current', 'previous', 'change'], ...rows]);
}

export function ceoDashboardCsv(d: CeoDashboardResponse): string {
  return sections([
    ['kpis', kpiTable(d.kpis)],
    ['series', csvTable(['bucket', 'gmv', 'orders', 'platformRevenue', 'signUps', 'visitors'], d.series)],
    ['funnel', csvTable(['stage', 'visitors', 'previous'], d.funnel)],
    ['byCountry', csvTable(['country', 'gmv', 'orders', 'signUps', 'activeBuyers'], d.byCountry)],
    ['byCategory', csvTable(['category', 'gmv', 'orders'], d.byCategory)],
    ['compared', comparedTable(d.period)],
    // Searches are kept per day: their own comparison (whole days); lists only above the floor.
    ['searches', kpiTable({ searches: d.searches.total, zeroResultRate: d.searches.zeroResultRate })],
    ['topSearches', csvTable(['query', 'searches'], d.searches.top)],
    ['zeroResultSearches', csvTable(['query', 'searches'], d.searches.zeroResultTop)],
    ['searchesCompared', comparedTable({ compared: d.searches.compared })],
  ]);
}

export function sellerDashboardCsv(d: SellerDashboardResponse): string {
  return sections([
    ['kpis', kpiTable(d.kpis)],
    ['series', csvTable(['bucket', 'views', 'inquiries', 'quotes', 'orders', 'revenue'], d.series)],
    [
      'byProduct',
      csvTable(
        ['productId', 'title', 'views', 'inquiries', 'orders', 'revenue', 'conversionRate'],
        d.byProduct,
      ),
    ],
    [
      'byCountry',
      csvTable(
        ['country', 'views', 'inquiries', 'quotes', 'orders', 'revenue', 'conversionRate'],
        d.byCountry,
      ),
    ],
    ['compared', comparedTable(d.period)],
  ]);
}

/** Which part of this period is compared with which part of the previous one. */
function comparedTable(p: Pick<PeriodResponse, 'compared'>): string {
  return csvLines([
    ['range', 'start', 'end'],
    ['current', p.compared.current.start, p.compared.current.end],
    ['previous', p.compared.previous.start, p.compared.previous.end],
  ]);
}

/** `sokoni-ceo-month-2026-11-01.csv`: what the file holds, from its name. */
export const dashboardFileName = (
  kind: string,
  d: { period: { granularity: string; start: string } },
): string => `sokoni-${kind}-${d.period.granularity}-${d.period.start.slice(0, 10)}.csv`;
