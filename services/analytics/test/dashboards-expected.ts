import type { EventRow } from '../src/events/event-row.js';

/** The dashboards' figures computed straight from the raw events (what the rollups must agree with). */
export interface Range {
  start: Date;
  end: Date;
}
export interface Filter {
  country?: string;
  category?: string;
}

const NIL = '00000000-0000-0000-0000-000000000000';
const STAGE: Record<string, string> = {
  page_view: 'visit',
  search: 'search',
  product_view: 'product_view',
  add_to_cart: 'cart',
  begin_checkout: 'checkout',
  purchase: 'paid',
};

const inRange = (e: EventRow, r: Range) => e.occurredAt >= r.start && e.occurredAt < r.end;
/** The category narrows everything but sign-ups (their category is the role). */
const matches = (e: EventRow, f: Filter) =>
  (f.country === undefined || (e.country ?? '') === f.country) &&
  (f.category === undefined || e.name === 'user_registered' || (e.category ?? '') === f.category);

export function sums(events: readonly EventRow[], r: Range, f: Filter = {}) {
  const of = (name: string) => events.filter((e) => e.name === name && inRange(e, r) && matches(e, f));
  const amount = (name: string) => of(name).reduce((s, e) => s + (e.amountUsd ?? 0), 0);
  return { count: (name: string) => of(name).length, amount };
}

/** Distinct subjects of a distinct metric in [start, end), optionally of one country. */
export function distinct(events: readonly EventRow[], metric: string, r: Range, country?: string): number {
  const seen = new Set<string>();
  for (const e of events) {
    if (!inRange(e, r) || (country !== undefined && (e.country ?? '') !== country)) continue;
    const browser = e.source === 'browser' ? e.anonymousId : null;
    if (metric === 'visitor' && browser) seen.add(browser);
    if (metric.startsWith('funnel_') && browser && `funnel_${STAGE[e.name]}` === metric) seen.add(browser);
    if (
      metric === 'active_buyer' &&
      e.userId &&
      ['order_paid', 'checkout_placed', 'rfq_posted', 'add_to_cart'].includes(e.name)
    )
      seen.add(e.userId);
    if (
      metric === 'active_seller' &&
      e.sellerId &&
      ['order_paid', 'quote_submitted', 'product_published'].includes(e.name)
    )
      seen.add(e.sellerId);
  }
  return seen.size;
}

const rate = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function ceoKpis(events: readonly EventRow[], r: Range, f: Filter = {}) {
  const s = sums(events, r, f);
  const all = sums(events, { start: new Date(0), end: r.end }, f);
  const d = (m: string) => distinct(events, m, r, f.country);
  return {
    gmv: s.amount('order_paid'),
    platformRevenue: s.amount('fee_revenue') + s.amount('membership_revenue'),
    feeRevenue: s.amount('fee_revenue'),
    membershipRevenue: s.amount('membership_revenue'),
    orders: s.count('order_paid'),
    averageOrderValue: rate(s.amount('order_paid'), s.count('order_paid')),
    activeBuyers: d('active_buyer'),
    activeSellers: d('active_seller'),
    signUps: s.count('user_registered'),
    escrowHeld: s.amount('escrow_held'),
    escrowReleased: s.amount('escrow_released'),
    escrowRefunded: s.amount('escrow_refunded'),
    escrowBalance: all.amount('escrow_held') - all.amount('escrow_released') - all.amount('escrow_refunded'),
    disputes: s.count('dispute_opened'),
    disputeRate: rate(s.count('dispute_opened'), s.count('order_paid')),
    visitors: d('visitor'),
    conversionRate: rate(d('funnel_paid'), d('funnel_visit')),
  };
}

export const funnel = (events: readonly EventRow[], r: Range, country?: string) =>
  Object.fromEntries(
    ['visit', 'search', 'product_view', 'cart', 'checkout', 'paid'].map((s) => [
      s,
      distinct(events, `funnel_${s}`, r, country),
    ]),
  );

/** Per key of the current range: order_paid gmv/orders (+ sign-ups and active buyers per country). */
export function byCountry(events: readonly EventRow[], r: Range, f: Filter = {}) {
  const out: Record<string, { gmv: number; orders: number; signUps: number; activeBuyers: number }> = {};
  const countries = new Set(
    events
      .filter((e) => inRange(e, r) && matches(e, f) && ['order_paid', 'user_registered'].includes(e.name))
      .map((e) => e.country ?? ''),
  );
  for (const e of events) if (inRange(e, r) && distinctCounts(e)) countries.add(e.country ?? '');
  for (const c of countries) {
    const s = sums(events, r, { ...f, country: c });
    const row = {
      gmv: s.amount('order_paid'),
      orders: s.count('order_paid'),
      signUps: s.count('user_registered'),
      activeBuyers: distinct(events, 'active_buyer', r, c),
    };
    if (f.country === undefined || f.country === c) out[c] = row;
  }
  return out;
}
const distinctCounts = (e: EventRow) =>
  !!e.userId && ['order_paid', 'checkout_placed', 'rfq_posted', 'add_to_cart'].includes(e.name);

export function byCategory(events: readonly EventRow[], r: Range, f: Filter = {}) {
  const out: Record<string, { gmv: number; orders: number }> = {};
  for (const e of events) {
    if (e.name !== 'order_paid' || !inRange(e, r) || !matches(e, f)) continue;
    const row = (out[e.category ?? ''] ??= { gmv: 0, orders: 0 });
    row.gmv += e.amountUsd ?? 0;
    row.orders += 1;
  }
  return out;
}

/** A seller's figures in a range, whole and by product and by buyer country. */
export function sellerFigures(events: readonly EventRow[], sellerId: string, r: Range, f: Filter = {}) {
  const mine = events.filter((e) => e.sellerId === sellerId && inRange(e, r) && matches(e, f));
  const figures = (es: EventRow[]) => {
    const n = (name: string) => es.filter((e) => e.name === name).length;
    const revenue = es.filter((e) => e.name === 'order_paid').reduce((s, e) => s + (e.amountUsd ?? 0), 0);
    return {
      views: n('product_view'),
      inquiries: n('inquiry'),
      quotes: n('quote_submitted'),
      orders: n('order_paid'),
      revenue,
    };
  };
  const group = (key: (e: EventRow) => string) => {
    const m = new Map<string, EventRow[]>();
    for (const e of mine) m.set(key(e), [...(m.get(key(e)) ?? []), e]);
    return m;
  };
  const byProduct: Record<string, ReturnType<typeof figures>> = {};
  for (const [p, es] of group((e) => e.productId ?? NIL)) if (p !== NIL) byProduct[p] = figures(es);
  const byBuyerCountry: Record<string, ReturnType<typeof figures>> = {};
  for (const [c, es] of group((e) => e.country ?? '')) byBuyerCountry[c] = figures(es);
  return { total: figures(mine), byProduct, byBuyerCountry };
}

/** Buckets of [start, end) summing a figure per bucket start (ISO). */
export function perBucket(
  events: readonly EventRow[],
  buckets: Date[],
  end: Date,
  value: (e: EventRow) => number,
): number[] {
  return buckets.map((b, i) => {
    const r = { start: b, end: buckets[i + 1] ?? end };
    return events.filter((e) => inRange(e, r)).reduce((s, e) => s + value(e), 0);
  });
}

/**
 * The CEO dashboard's searches from the raw facts: searches with words (redacted ones included) and
 * how many found nothing in each range; the two lists of the current range, each query shown only
 * when searched at least 3 times in it. `prunedBefore`: as after the prune job, a query's searches
 * on a day before it count for the lists only when that day alone had 3 of them.
 */
export function searchFigures(events: readonly EventRow[], cur: Range, prev: Range, prunedBefore?: Date) {
  const FLOOR = 3;
  const searches = (r: Range) =>
    events.filter(
      (e) => e.source === 'server' && e.name === 'search_performed' && inRange(e, r) && e.props?.query !== '',
    );
  const totals = (r: Range) => {
    const all = searches(r);
    return { total: all.length, zero: all.filter((e) => e.props?.zeroResults === true).length };
  };
  const [c, p] = [totals(cur), totals(prev)];
  const kpi = (current: number, previous: number) => ({
    current,
    previous,
    change: previous === 0 ? null : (current - previous) / previous,
  });
  const rate = (x: { total: number; zero: number }) => (x.total === 0 ? 0 : x.zero / x.total);
  const perDay = new Map<string, { query: string; searches: number; zero: number; old: boolean }>();
  for (const e of searches(cur)) {
    const query = e.props!.query as string;
    if (query === '[redacted]') continue;
    const day = e.occurredAt.toISOString().slice(0, 10);
    const key = `${day}|${query}`;
    const row = perDay.get(key) ?? {
      query,
      searches: 0,
      zero: 0,
      old: prunedBefore !== undefined && new Date(`${day}T00:00:00Z`) < prunedBefore,
    };
    perDay.set(key, row);
    row.searches += 1;
    if (e.props!.zeroResults === true) row.zero += 1;
  }
  const byQuery = new Map<string, { searches: number; zero: number }>();
  for (const row of perDay.values()) {
    if (row.old && row.searches < FLOOR) continue;
    const q = byQuery.get(row.query) ?? { searches: 0, zero: 0 };
    byQuery.set(row.query, { searches: q.searches + row.searches, zero: q.zero + row.zero });
  }
  const shown = [...byQuery].filter(([, q]) => q.searches >= FLOOR);
  const list = (value: (q: { searches: number; zero: number }) => number) =>
    shown
      .map(([query, q]) => ({ query, searches: value(q) }))
      .filter((x) => x.searches > 0)
      .sort((a, b) => b.searches - a.searches || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
      .slice(0, 10);
  return {
    total: kpi(c.total, p.total),
    zeroResultRate: kpi(rate(c), rate(p)),
    top: list((q) => q.searches),
    zeroResultTop: list((q) => q.zero),
  };
}
