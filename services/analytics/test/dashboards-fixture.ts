import { uuidv7 } from '@sokoni/platform/db';
import type { EventName, EventRow } from '../src/events/event-row.js';

/**
 * A known month of raw events, and the dashboards' figures worked out from them directly — the
 * test's own reading of the contract, independent of the rollup code.
 */
export const COUNTRIES = ['KE', 'UG', 'TZ', ''] as const;
export const CATEGORIES = ['agriculture', 'textiles', 'electronics'] as const;

/** Deterministic: the same events every run (mulberry32). */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Product {
  id: string;
  sellerId: string;
  category: string;
  title: string;
}
export interface Fixture {
  events: EventRow[];
  sellers: string[];
  products: Product[];
}

/**
 * Searches as the catalogue's facts arrive (source server, no one behind them, country ''): over
 * the fixture's days, words drawn from a vocabulary more than ten strong, some of them mostly
 * finding nothing, a few browses without words and redacted queries; own random numbers, so the
 * other facts stay what they were. Then the week after (Monday 23 to Sunday 29 November), nothing
 * but PLACED_SEARCHES, worked out by hand in the suite.
 */
export const SEARCH_VOCABULARY = [
  'arabica coffee',
  'shea butter',
  'cashew nuts',
  'solar lantern',
  'kitenge cotton',
  'cocoa beans',
  'sesame seeds',
  'hibiscus flowers',
  'maize flour',
  'baobab powder',
  'moringa leaves',
  'palm oil',
  'ankara fabric',
  'sorghum',
] as const;
/** Queries that find nothing more often than not (the catalogue has no such product). */
const MOSTLY_MISSING = new Set(['baobab powder', 'moringa leaves', 'maize flour']);

/**
 * The week of 23 November, searches only, with each query's result count:
 * - 'teff' three times on three days, each finding nothing: at the floor of 3 for the week, under
 *   it for any day;
 * - 'sisal rope' twice on the 24th and once on the 27th, one finding nothing: hidden for the 24th,
 *   shown for the week (in the zero-result list too, with its one: the floor counts all its searches);
 * - 'amina wanjiru invoice 4471' once: someone's own words, never shown;
 * - '=sum(a1)' three times: shown, and neutralised in the CSV (a spreadsheet must not run it);
 * - '[redacted]' twice (an e-mail address or a phone number was typed): counted, never listed;
 * - a browse without words: no search at all;
 * - 'arabica coffee' four times, twice on the 23rd.
 * Week: 16 searches, 10 of them finding nothing.
 */
export const PLACED_SEARCHES: readonly [at: string, query: string, resultCount: number][] = [
  ['2026-11-23T08:00:00Z', 'arabica coffee', 12],
  ['2026-11-23T09:00:00Z', 'teff', 0],
  ['2026-11-23T20:00:00Z', 'arabica coffee', 12],
  ['2026-11-24T07:00:00Z', 'sisal rope', 5],
  ['2026-11-24T14:30:00Z', 'teff', 0],
  ['2026-11-24T16:20:00Z', 'sisal rope', 0],
  ['2026-11-25T08:15:00Z', 'amina wanjiru invoice 4471', 0],
  ['2026-11-25T10:00:00Z', '=sum(a1)', 0],
  ['2026-11-25T13:00:00Z', '[redacted]', 0],
  ['2026-11-26T08:00:00Z', 'arabica coffee', 10],
  ['2026-11-26T09:30:00Z', '[redacted]', 0],
  ['2026-11-26T10:00:00Z', '=sum(a1)', 0],
  ['2026-11-26T12:00:00Z', '=sum(a1)', 0],
  ['2026-11-27T11:10:00Z', 'sisal rope', 5],
  ['2026-11-27T15:00:00Z', '', 40],
  ['2026-11-28T18:45:00Z', 'teff', 0],
  ['2026-11-29T23:59:00Z', 'arabica coffee', 12],
];

function searchFacts(firstDay: string, days: number): EventRow[] {
  const r = rng(27);
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const fact = (occurredAt: Date, query: string, resultCount: number): EventRow => ({
    source: 'server',
    name: 'search_performed',
    occurredAt,
    country: '',
    // The root of the search's category filter: where it looked (the dashboard's filter ignores it).
    category: r() < 0.3 ? 'agriculture' : '',
    props: { query, resultCount, zeroResults: resultCount === 0, locale: 'en', sort: 'relevance' },
  });
  const out: EventRow[] = [];
  for (let d = 0; d < days; d++) {
    const n = 4 + Math.floor(r() * 8);
    for (let i = 0; i < n; i++) {
      const at = new Date(start + d * 86_400_000 + Math.floor(r() * 86_400_000));
      const roll = r();
      // Skewed: the first words are searched far more often than the last.
      const query =
        roll < 0.06
          ? ''
          : roll < 0.1
            ? '[redacted]'
            : SEARCH_VOCABULARY[Math.floor(r() * r() * SEARCH_VOCABULARY.length)]!;
      const missing = MOSTLY_MISSING.has(query) ? r() < 0.8 : r() < 0.1;
      out.push(fact(at, query, missing ? 0 : 1 + Math.floor(r() * 60)));
    }
  }
  for (const [at, query, count] of PLACED_SEARCHES) out.push(fact(new Date(at), query, count));
  return out;
}

export function buildFixture(firstDay: string, days: number): Fixture {
  const r = rng(14);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const sellers = [uuidv7(), uuidv7(), uuidv7()];
  const products: Product[] = [
    { id: uuidv7(), sellerId: sellers[0]!, category: 'agriculture', title: 'Arabica coffee, grade AA' },
    { id: uuidv7(), sellerId: sellers[0]!, category: 'textiles', title: 'Kitenge cotton, 6 yards' },
    { id: uuidv7(), sellerId: sellers[1]!, category: 'agriculture', title: 'Cashew nuts, W320' },
    { id: uuidv7(), sellerId: sellers[2]!, category: 'electronics', title: 'Solar lantern' },
  ];
  // Visitors keep one country; the first six are also signed-in buyers of the same country.
  const visitors = Array.from({ length: 24 }, (_, i) => ({ anon: uuidv7(), country: COUNTRIES[i % 4]! }));
  const buyers = visitors.slice(0, 6).map((v) => ({ ...v, user: uuidv7() }));
  const events: EventRow[] = [];
  const push = (e: Omit<EventRow, 'source'> & { source?: EventRow['source'] }) =>
    events.push({ source: 'server', ...e });
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  for (let d = 0; d < days; d++) {
    const at = () => new Date(start + d * 86_400_000 + Math.floor(r() * 86_400_000));
    for (let i = 0; i < 6; i++) {
      const v = pick(visitors);
      const buyer = buyers.find((b) => b.anon === v.anon);
      const browser = (name: EventName, extra: Partial<EventRow> = {}) =>
        push({
          source: 'browser',
          name,
          occurredAt: at(),
          anonymousId: v.anon,
          country: v.country,
          ...extra,
        });
      const p = pick(products);
      const about = { sellerId: p.sellerId, productId: p.id, category: p.category };
      browser('page_view');
      if (r() < 0.4) browser('page_view');
      if (r() < 0.6) browser('search');
      if (r() < 0.6) browser('product_view', about);
      if (r() < 0.35) browser('add_to_cart', { ...about, userId: buyer?.user ?? null });
      if (r() < 0.25) browser('begin_checkout');
      if (r() < 0.15) browser('purchase');
      if (r() < 0.1) browser('experiment_exposure');
    }
    if (r() < 0.6)
      push({
        name: 'user_registered',
        occurredAt: at(),
        userId: uuidv7(),
        country: pick(COUNTRIES),
        category: pick(['buyer', 'seller', 'both']),
      });
    const orders = Math.floor(r() * 4);
    for (let o = 0; o < orders; o++) {
      const b = pick(buyers);
      const p = pick(products);
      const amount = 1_000 + Math.floor(r() * 49_000);
      const base = { country: b.country, category: p.category, userId: b.user, sellerId: p.sellerId };
      const when = at();
      push({ name: 'checkout_placed', occurredAt: when, userId: b.user, country: b.country });
      push({ name: 'order_paid', occurredAt: when, ...base, productId: p.id, amountUsd: amount });
      push({ name: 'escrow_held', occurredAt: when, ...base, amountUsd: amount });
      if (r() < 0.6) {
        push({ name: 'escrow_released', occurredAt: at(), ...base, amountUsd: amount });
        push({ name: 'fee_revenue', occurredAt: at(), ...base, amountUsd: Math.round(amount * 0.05) });
      } else if (r() < 0.3) {
        push({ name: 'dispute_opened', occurredAt: at(), ...base });
        push({ name: 'escrow_refunded', occurredAt: at(), ...base, amountUsd: amount });
      }
    }
    const s = pick(sellers);
    if (r() < 0.5)
      push({
        name: 'quote_submitted',
        occurredAt: at(),
        sellerId: s,
        userId: s,
        country: pick(buyers).country,
      });
    if (r() < 0.5) {
      const p = pick(products);
      push({
        name: 'inquiry',
        occurredAt: at(),
        sellerId: p.sellerId,
        productId: p.id,
        category: p.category,
        country: pick(buyers).country,
      });
    }
    if (r() < 0.2) {
      const p = pick(products);
      push({
        name: 'product_published',
        occurredAt: at(),
        sellerId: p.sellerId,
        productId: p.id,
        category: p.category,
      });
    }
    if (r() < 0.15) push({ name: 'membership_revenue', occurredAt: at(), userId: s, amountUsd: 2_900 });
    if (r() < 0.3) {
      const b = pick(buyers);
      push({ name: 'rfq_posted', occurredAt: at(), userId: b.user, country: b.country });
    }
  }
  events.push(...searchFacts(firstDay, days));
  // Shuffled: ingestion order is not time order.
  for (let i = events.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [events[i], events[j]] = [events[j]!, events[i]!];
  }
  return { events, sellers, products };
}
