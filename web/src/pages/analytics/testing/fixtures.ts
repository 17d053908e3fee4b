import type { CeoDashboard, Kpi, SellerDashboard } from '../dashboards-api';

const kpi = (current: number, previous: number): Kpi => ({
  current,
  previous,
  change: previous ? (current - previous) / previous : null,
});

const PERIOD = {
  granularity: 'month' as const,
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-12-01T00:00:00.000Z',
  previousStart: '2026-10-01T00:00:00.000Z',
  previousEnd: '2026-11-01T00:00:00.000Z',
  compared: {
    current: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
    previous: { start: '2026-10-01T00:00:00.000Z', end: '2026-11-01T00:00:00.000Z' },
    partial: false,
  },
};

/** A month of the marketplace, as the analytics service answers GET /dashboards/ceo. */
export const CEO: CeoDashboard = {
  period: PERIOD,
  currency: 'USD',
  kpis: {
    gmv: kpi(1_234_567_00, 1_000_000_00), // +23.5 %
    platformRevenue: kpi(40_000_00, 32_000_00),
    feeRevenue: kpi(37_100_00, 30_000_00),
    membershipRevenue: kpi(2_900_00, 2_000_00),
    orders: kpi(450, 500), // −10.0 %
    averageOrderValue: kpi(274_348, 200_000),
    activeBuyers: kpi(320, 300),
    activeSellers: kpi(85, 85), // unchanged
    signUps: kpi(120, 0), // nothing to compare with
    escrowHeld: kpi(900_000_00, 800_000_00),
    escrowReleased: kpi(700_000_00, 650_000_00),
    escrowRefunded: kpi(12_000_00, 10_000_00),
    escrowBalance: kpi(188_000_00, 140_000_00),
    disputes: kpi(9, 6),
    disputeRate: kpi(0.02, 0.012), // a rise: bad news
    visitors: kpi(1000, 800),
    conversionRate: kpi(0.015, 0.0125),
  },
  series: [
    {
      bucket: '2026-11-01T00:00:00Z',
      gmv: 40_000_00,
      orders: 15,
      platformRevenue: 1_300_00,
      signUps: 4,
      visitors: 33,
    },
    {
      bucket: '2026-11-02T00:00:00Z',
      gmv: 42_000_00,
      orders: 16,
      platformRevenue: 1_350_00,
      signUps: 5,
      visitors: 35,
    },
  ],
  funnel: [
    { stage: 'visit', visitors: 1000, previous: 800 },
    { stage: 'search', visitors: 400, previous: 300 },
    { stage: 'product_view', visitors: 300, previous: 250 },
    { stage: 'cart', visitors: 60, previous: 50 },
    { stage: 'checkout', visitors: 30, previous: 20 },
    { stage: 'paid', visitors: 15, previous: 10 },
  ],
  byCountry: [
    { country: 'NG', gmv: 234_567_00, orders: 90, signUps: 30, activeBuyers: 60 },
    { country: 'KE', gmv: 1_000_000_00, orders: 360, signUps: 90, activeBuyers: 260 },
  ],
  byCategory: [{ category: 'agriculture', gmv: 1_234_567_00, orders: 450 }],
  searches: {
    total: kpi(5_200, 4_000), // +30.0 %
    zeroResultRate: kpi(0.125, 0.1), // a rise: bad news
    // Most searched first, as the service sorts them; a query in Arabic among the others.
    top: [
      { query: 'cocoa beans', searches: 420 },
      { query: 'shea butter', searches: 300 },
      { query: 'زيت الأرغان', searches: 12 },
    ],
    zeroResultTop: [{ query: 'baobab powder', searches: 40 }],
    floor: 3,
    compared: PERIOD.compared,
  },
};

/** A seller's month, as GET /dashboards/seller answers it. */
export const SELLER_DASHBOARD: SellerDashboard = {
  period: PERIOD,
  currency: 'USD',
  kpis: {
    views: kpi(1200, 1000), // +20.0 %
    inquiries: kpi(30, 40), // −25.0 %
    quotes: kpi(12, 12),
    orders: kpi(6, 0),
    revenue: kpi(1_250_000, 1_000_000), // $12,500.00, +25.0 %
    conversionRate: kpi(0.005, 0.004),
  },
  series: [
    { bucket: '2026-11-01T00:00:00Z', views: 40, inquiries: 1, quotes: 0, orders: 0, revenue: 0 },
    { bucket: '2026-11-02T00:00:00Z', views: 44, inquiries: 2, quotes: 1, orders: 1, revenue: 250_000 },
  ],
  byProduct: [
    {
      productId: '0193a000-0000-7000-8000-000000000101',
      title: 'Grade A fermented cocoa beans',
      views: 900,
      inquiries: 20,
      orders: 5,
      revenue: 1_000_000,
      conversionRate: 5 / 900,
    },
  ],
  byCountry: [
    {
      country: 'GH',
      views: 700,
      inquiries: 14,
      quotes: 3,
      orders: 4,
      revenue: 800_000,
      conversionRate: 4 / 700,
    },
    { country: '', views: 100, inquiries: 0, quotes: 0, orders: 0, revenue: 0, conversionRate: 0 },
  ],
};
