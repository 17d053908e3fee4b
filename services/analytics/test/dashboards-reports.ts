import type { EventRow } from '../src/events/event-row.js';
import { distinct, sellerFigures } from './dashboards-expected.js';

type Json = Record<string, unknown>;
type Kpi = { current: number; previous: number; change: number | null };
interface Ctx {
  get(path: string, token?: string, headers?: Record<string, string>): Promise<Response>;
  token: string;
  events: readonly EventRow[];
  sellers: readonly string[];
  sellerNames?: Record<string, string>;
}

const FROM = '2026-11-16';
const TO = '2026-11-22';
const q = (filter: Json, extra = '') =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,199]')}${extra}`;
const dayOf = (e: EventRow) => e.occurredAt.toISOString().slice(0, 10);
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d = new Date(d.getTime() + 86_400_000)
  )
    out.push(d.toISOString().slice(0, 10));
  return out;
};

async function list(
  c: Ctx,
  resource: string,
  query: string,
): Promise<{ rows: Json[]; range: string | null }> {
  const res = await c.get(`/api/v1/admin/analytics/reports/${resource}?${query}`, c.token);
  expect(res.status).toBe(200);
  return { rows: (await res.json()) as Json[], range: res.headers.get('content-range') };
}

/** The three reports against the raw events, their Content-Range, sorting, and CSV of the whole range. */
export async function reportChecks(c: Ctx): Promise<void> {
  // Daily metrics: day × country × category, the CEO dashboard's figures (sign-ups, memberships and
  // the day's distinct active buyers and sellers on the category '' row).
  const expected: Record<string, Json> = {};
  const rowOf = (d: string, country: string, category: string) =>
    (expected[`${d}|${country}|${category}`] ??= {
      id: `${d}|${country}|${category}`,
      day: d,
      country,
      category,
      gmv: 0,
      orders: 0,
      averageOrderValue: 0,
      feeRevenue: 0,
      membershipRevenue: 0,
      escrowHeld: 0,
      escrowReleased: 0,
      escrowRefunded: 0,
      signUps: 0,
      activeBuyers: 0,
      activeSellers: 0,
      disputes: 0,
    }) as Record<string, number>;
  const money: Record<string, string> = {
    fee_revenue: 'feeRevenue',
    membership_revenue: 'membershipRevenue',
    escrow_held: 'escrowHeld',
    escrow_released: 'escrowReleased',
    escrow_refunded: 'escrowRefunded',
  };
  for (const e of c.events) {
    const d = dayOf(e);
    if (d < FROM || d > TO) continue;
    const counted = ['order_paid', 'user_registered', 'dispute_opened'].includes(e.name) || e.name in money;
    if (!counted) continue;
    const row = rowOf(d, e.country ?? '', e.name === 'user_registered' ? '' : (e.category ?? ''));
    if (e.name === 'order_paid') {
      row.gmv! += e.amountUsd ?? 0;
      row.orders! += 1;
    }
    if (e.name in money) row[money[e.name]!]! += e.amountUsd ?? 0;
    if (e.name === 'user_registered') row.signUps! += 1;
    if (e.name === 'dispute_opened') row.disputes! += 1;
    row.averageOrderValue = row.orders ? Math.round(row.gmv! / row.orders) : 0;
  }
  for (const d of days(FROM, TO))
    for (const country of ['KE', 'UG', 'TZ', '']) {
      const r = {
        start: new Date(`${d}T00:00:00Z`),
        end: new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000),
      };
      // A seller counts once a day, in the country of its first event as stored (the fixture's
      // order: the rollup reads in (tx, seq) order), since a seller sells abroad too.
      const firstCountry = new Map<string, string>();
      for (const e of c.events)
        if (
          e.sellerId &&
          e.occurredAt >= r.start &&
          e.occurredAt < r.end &&
          ['order_paid', 'quote_submitted', 'product_published'].includes(e.name) &&
          !firstCountry.has(e.sellerId)
        )
          firstCountry.set(e.sellerId, e.country ?? '');
      const buyers = distinct(c.events, 'active_buyer', r, country);
      const sellers = [...firstCountry.values()].filter((x) => x === country).length;
      if (buyers + sellers === 0) continue;
      const row = rowOf(d, country, '');
      row.activeBuyers = buyers;
      row.activeSellers = sellers;
    }
  const daily = await list(
    c,
    'daily-metrics',
    q({ from: FROM, to: TO }, `&sort=${encodeURIComponent('["gmv","DESC"]')}`),
  );
  expect(Object.fromEntries(daily.rows.map((r) => [r.id, r]))).toEqual(expected);
  const gmvs = daily.rows.map((r) => r.gmv as number);
  expect(gmvs).toEqual([...gmvs].sort((a, b) => b - a));
  expect(daily.range).toBe(`daily-metrics 0-${daily.rows.length - 1}/${Object.keys(expected).length}`);

  const page = await list(c, 'daily-metrics', `range=${encodeURIComponent('[0,9]')}`);
  const total = Number(page.range?.split('/')[1]);
  expect(page.rows).toHaveLength(10);
  expect(total).toBeGreaterThan(10);
  const csv = await c.get('/api/v1/admin/analytics/reports/daily-metrics?range=[0,9]', c.token, {
    accept: 'text/csv',
  });
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(csv.headers.get('content-disposition')).toMatch(/filename="sokoni-daily-metrics-/);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'day,country,category,gmv,orders,averageOrderValue,feeRevenue,membershipRevenue,escrowHeld,' +
      'escrowReleased,escrowRefunded,signUps,activeBuyers,activeSellers,disputes',
  );
  expect(lines).toHaveLength(1 + total); // the whole range, not the page asked for

  const ke = await list(
    c,
    'daily-metrics',
    q({ from: FROM, to: TO, country: 'KE', category: 'agriculture' }),
  );
  expect(ke.rows.map((r) => r.id).sort()).toEqual(
    Object.keys(expected)
      .filter((id) => id.endsWith('|KE|agriculture'))
      .sort(),
  );

  // Funnel: distinct visitors per stage, per day and country.
  const funnel = await list(c, 'funnel', q({ from: FROM, to: TO }));
  const want: Record<string, Json> = {};
  for (const d of days(FROM, TO))
    for (const country of ['KE', 'UG', 'TZ', '']) {
      const r = {
        start: new Date(`${d}T00:00:00Z`),
        end: new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000),
      };
      const n = (s: string) => distinct(c.events, `funnel_${s}`, r, country);
      const row = {
        visit: n('visit'),
        search: n('search'),
        productView: n('product_view'),
        cart: n('cart'),
        checkout: n('checkout'),
        paid: n('paid'),
      };
      if (Object.values(row).some((v) => v > 0))
        want[`${d}|${country}`] = {
          id: `${d}|${country}`,
          day: d,
          country,
          ...row,
          conversionRate: row.visit ? row.paid / row.visit : 0,
        };
    }
  expect(Object.fromEntries(funnel.rows.map((r) => [r.id, r]))).toEqual(want);

  // Sellers over the range.
  const sellers = await list(c, 'sellers', q({ from: FROM, to: TO }));
  const range = {
    start: new Date(`${FROM}T00:00:00Z`),
    end: new Date(Date.parse(`${TO}T00:00:00Z`) + 86_400_000),
  };
  const bySeller: Record<string, Json> = {};
  for (const s of c.sellers) {
    const f = sellerFigures(c.events, s, range).total;
    if (f.views + f.inquiries + f.quotes + f.orders > 0)
      bySeller[s] = {
        id: s,
        sellerId: s,
        sellerName: c.sellerNames?.[s] ?? '',
        ...f,
        conversionRate: f.views ? f.orders / f.views : 0,
      };
  }
  expect(Object.fromEntries(sellers.rows.map((r) => [r.id, r]))).toEqual(bySeller);
  const csvSellers = await c.get(
    `/api/v1/admin/analytics/reports/sellers?${q({ from: FROM, to: TO })}&format=csv`,
    c.token,
  );
  expect((await csvSellers.text()).trim().split('\r\n')).toHaveLength(1 + Object.keys(bySeller).length);
}

/** The CEO dashboard as CSV: its sections in order, the KPI rows matching the JSON. */
export async function ceoCsvChecks(
  c: Ctx,
  json: <T>(path: string, token: string) => Promise<T>,
): Promise<void> {
  const path = '/api/v1/analytics/dashboards/ceo?period=week&date=2026-11-18';
  const res = await c.get(`${path}&format=csv`, c.token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(
    /attachment; filename="sokoni-ceo-week-2026-11-16\.csv"/,
  );
  const text = (await res.text()).replace(/^\uFEFF/, '');
  const sections = text.split('\r\n\r\n').map((s) => s.split('\r\n'));
  expect(sections.map((s) => s[0])).toEqual([
    '# kpis',
    '# series',
    '# funnel',
    '# byCountry',
    '# byCategory',
    '# compared',
    '# searches',
    '# topSearches',
    '# zeroResultSearches',
    '# searchesCompared',
  ]);
  // A week long over: compared whole with the whole week before.
  expect(sections[5]!.slice(1, 4)).toEqual([
    'range,start,end',
    'current,2026-11-16T00:00:00.000Z,2026-11-23T00:00:00.000Z',
    'previous,2026-11-09T00:00:00.000Z,2026-11-16T00:00:00.000Z',
  ]);
  expect(sections[0]![1]).toBe('kpi,current,previous,change');
  expect(sections[0]!.length).toBe(2 + 17);
  const d = await json<Json>(path, c.token);
  const gmv = (d.kpis as Record<'gmv', Kpi>).gmv;
  expect(sections[0]![2]).toBe(`gmv,${gmv.current},${gmv.previous},${gmv.change ?? ''}`);
  expect(sections[1]!.length).toBe(2 + 7);
  expect(sections[2]!.slice(2).map((l) => l.split(',')[0])).toEqual([
    'visit',
    'search',
    'product_view',
    'cart',
    'checkout',
    'paid',
  ]);
  // Searches: their two KPIs, the lists as the JSON has them, and their own (whole-day) comparison.
  const searches = d.searches as {
    total: Kpi;
    zeroResultRate: Kpi;
    top: { query: string; searches: number }[];
    zeroResultTop: { query: string; searches: number }[];
  };
  const kpiRow = (name: string, k: Kpi) => `${name},${k.current},${k.previous},${k.change ?? ''}`;
  expect(sections[6]!.slice(1)).toEqual([
    'kpi,current,previous,change',
    kpiRow('searches', searches.total),
    kpiRow('zeroResultRate', searches.zeroResultRate),
  ]);
  const rows = (list: { query: string; searches: number }[]) => [
    'query,searches',
    ...list.map((x) => `${x.query},${x.searches}`),
  ];
  expect(searches.top.length).toBeGreaterThan(0);
  expect(sections[7]!.slice(1)).toEqual(rows(searches.top));
  expect(sections[8]!.slice(1)).toEqual(rows(searches.zeroResultTop));
  expect(sections[9]!.slice(1, 4)).toEqual(sections[5]!.slice(1, 4));

  // A query someone typed as a formula is written as text, never as a formula a spreadsheet runs.
  const placed = await c.get(
    '/api/v1/analytics/dashboards/ceo?period=week&date=2026-11-25&format=csv',
    c.token,
  );
  const placedSections = (await placed.text()).split('\r\n\r\n').map((s) => s.split('\r\n'));
  expect(placedSections[7]!.slice(1)).toEqual([
    'query,searches',
    'arabica coffee,4',
    "'=sum(a1),3",
    'sisal rope,3',
    'teff,3',
  ]);
}
