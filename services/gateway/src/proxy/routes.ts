import type { GatewayConfig } from '../gateway.config.js';

export const SERVICE_NAMES = [
  'identity',
  'catalogue',
  'cart',
  'trade',
  'messaging',
  'analytics',
  'notifications',
  'audit',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface Route {
  prefix: string;
  /**
   * The owning service, or `by-request` for a resource every service keeps its own part of (dead
   * letters): the service is named by the id (`<service>:<id>`) or by `filter.service`.
   */
  service: ServiceName | 'by-request';
  /**
   * No access token needed at the gateway (the service still decides for itself): for every
   * method, or only for those listed (browsing is public, changing is not).
   */
  public?: boolean | readonly string[];
  /** The stricter per-address limit of the credential-handling routes. */
  sensitive?: boolean;
  /** Paths under the prefix that take uploads, and so UPLOAD_BODY_LIMIT instead of BODY_LIMIT. */
  uploads?: RegExp;
}

/**
 * The whole routing table: path prefix → owning service. Longest prefix wins, so a specific public
 * route can sit under a protected one. Adding a service is adding rows here and its URL setting.
 */
const READ = ['GET', 'HEAD'] as const;

export const ROUTES: readonly Route[] = [
  { prefix: '/api/v1/auth/register', service: 'identity', public: true, sensitive: true },
  { prefix: '/api/v1/auth/login', service: 'identity', public: true, sensitive: true },
  { prefix: '/api/v1/auth/refresh', service: 'identity', public: true },
  { prefix: '/api/v1/auth/logout', service: 'identity', public: true },
  { prefix: '/api/v1/auth/verify-email', service: 'identity', public: true, sensitive: true },
  { prefix: '/api/v1/auth/password-reset', service: 'identity', public: true, sensitive: true },
  { prefix: '/api/v1/auth', service: 'identity' },
  { prefix: '/api/v1/me', service: 'identity' },
  // The account page: sessions, e-mail change, deletion (a token for every route, the link's confirm too).
  { prefix: '/api/v1/account', service: 'identity' },
  { prefix: '/api/v1/countries', service: 'identity', public: true },
  { prefix: '/api/v1/admin/users', service: 'identity' },
  // Multipart: 1–5 documents of up to 10 MB each, so UPLOAD_BODY_LIMIT applies.
  {
    prefix: '/api/v1/supplier-verifications',
    service: 'identity',
    uploads: /^\/api\/v1\/supplier-verifications\/?$/,
  },
  { prefix: '/api/v1/admin/supplier-verifications', service: 'identity' },
  { prefix: '/api/v1/admin/emails', service: 'notifications' },
  { prefix: '/api/v1/admin/audit-logs', service: 'audit' },
  // Public forms: the stricter per-address limit keeps them from being used to flood inboxes.
  { prefix: '/api/v1/newsletter', service: 'notifications', public: true, sensitive: true },
  { prefix: '/api/v1/contact-messages', service: 'notifications', public: true, sensitive: true },
  { prefix: '/api/v1/admin/newsletter-subscriptions', service: 'notifications' },
  { prefix: '/api/v1/admin/contact-messages', service: 'notifications' },
  // The service pages' request form: open to visitors (a signed-in requester's token is still read
  // by the service), with the public forms' per-address limit.
  { prefix: '/api/v1/service-requests', service: 'notifications', public: ['POST'], sensitive: true },
  { prefix: '/api/v1/admin/service-requests', service: 'notifications' },
  // A user's own notification settings; the e-mails' unsubscribe link works without signing in.
  { prefix: '/api/v1/notification-settings', service: 'notifications' },
  {
    prefix: '/api/v1/notification-settings/unsubscribe',
    service: 'notifications',
    public: ['POST'],
    sensitive: true,
  },
  // A user's own in-app notifications (the bell); `/stream` under it is served by the gateway itself.
  { prefix: '/api/v1/notifications', service: 'notifications' },
  { prefix: '/api/v1/admin/sms-messages', service: 'notifications' },
  { prefix: '/.well-known/jwks.json', service: 'identity', public: true },
  { prefix: '/api/v1/categories', service: 'catalogue', public: READ },
  {
    prefix: '/api/v1/products',
    service: 'catalogue',
    public: READ,
    uploads: /^\/api\/v1\/products\/[^/]+\/images$/,
  },
  {
    prefix: '/api/v1/suppliers',
    service: 'catalogue',
    public: READ,
    uploads: /^\/api\/v1\/suppliers\/me\/(logo|banner)$/,
  },
  { prefix: '/api/v1/search', service: 'catalogue', public: READ },
  { prefix: '/api/v1/fx-rates', service: 'catalogue', public: READ },
  { prefix: '/api/v1/stats', service: 'catalogue', public: READ },
  { prefix: '/api/v1/media', service: 'catalogue', public: READ },
  // Bulk product uploads are multipart sheets of up to 10 MB: UPLOAD_BODY_LIMIT.
  { prefix: '/api/v1/seller', service: 'catalogue', uploads: /^\/api\/v1\/seller\/bulk-imports\/?$/ },
  { prefix: '/api/v1/admin/products', service: 'catalogue' },
  { prefix: '/api/v1/admin/categories', service: 'catalogue' },
  { prefix: '/api/v1/admin/fx-rates', service: 'catalogue' },
  // A buyer's own cart and wishlist: every method needs a token (the cart service checks the role).
  { prefix: '/api/v1/cart', service: 'cart' },
  { prefix: '/api/v1/wishlist', service: 'cart' },
  { prefix: '/api/v1/saved-suppliers', service: 'cart' },
  { prefix: '/api/v1/recently-viewed', service: 'cart' },
  // Stock of ready-to-ship products is trade's (it reserves it at checkout), under the seller's prefix.
  { prefix: '/api/v1/seller/stock', service: 'trade' },
  // Checkout, a buyer's orders (and one order for its parties), payments: trade checks roles itself.
  { prefix: '/api/v1/checkout', service: 'trade' },
  // The buyer's address book, which checkout offers.
  { prefix: '/api/v1/addresses', service: 'trade' },
  // Shipping documents and dispute evidence are multipart (up to 5 files of 10 MB): UPLOAD_BODY_LIMIT.
  {
    prefix: '/api/v1/orders',
    service: 'trade',
    uploads: /^\/api\/v1\/orders\/[^/]+\/(ship|disputes(\/[^/]+\/responses)?)\/?$/,
  },
  // A seller's orders, balance and payouts are trade's, like their stock.
  { prefix: '/api/v1/seller/orders', service: 'trade' },
  { prefix: '/api/v1/seller/balance', service: 'trade' },
  { prefix: '/api/v1/seller/payouts', service: 'trade' },
  { prefix: '/api/v1/seller/payout-destinations', service: 'trade' },
  // RFQs and quotes (issue 13): buyers' requests, suppliers' inbox of them, staff's spam removal.
  // RFQ attachments are multipart (up to 5 files of 10 MB): UPLOAD_BODY_LIMIT.
  { prefix: '/api/v1/rfqs', service: 'trade', uploads: /^\/api\/v1\/rfqs\/[^/]+\/attachments\/?$/ },
  { prefix: '/api/v1/seller/rfqs', service: 'trade' },
  { prefix: '/api/v1/admin/rfqs', service: 'trade' },
  // The back office's orders, payments, disputes, escrow ledger, payouts and refunds (trade checks the role too).
  { prefix: '/api/v1/admin/orders', service: 'trade' },
  { prefix: '/api/v1/admin/payments', service: 'trade' },
  { prefix: '/api/v1/admin/disputes', service: 'trade' },
  { prefix: '/api/v1/admin/ledger', service: 'trade' },
  { prefix: '/api/v1/admin/payouts', service: 'trade' },
  { prefix: '/api/v1/admin/refunds', service: 'trade' },
  { prefix: '/api/v1/payments', service: 'trade' },
  // Payment providers call these: no token; each webhook is authenticated by its signature over the raw body.
  { prefix: '/api/v1/payments/webhooks', service: 'trade', public: true },
  // Buyer–supplier conversations (messaging checks the parties itself); attachments are one upload each.
  {
    prefix: '/api/v1/conversations',
    service: 'messaging',
    uploads: /^\/api\/v1\/conversations\/attachments\/?$/,
  },
  { prefix: '/api/v1/blocks', service: 'messaging' },
  { prefix: '/api/v1/admin/conversation-reports', service: 'messaging' },
  { prefix: '/api/v1/admin/conversations', service: 'messaging' },
  // First-party analytics: the storefront's tracker and experiment assignments need no sign-in (a
  // token, when sent, is still read); dashboards check the staff or seller role in the service.
  { prefix: '/api/v1/analytics/config', service: 'analytics', public: READ },
  { prefix: '/api/v1/analytics/events', service: 'analytics', public: ['POST'] },
  { prefix: '/api/v1/analytics/assignments', service: 'analytics', public: READ },
  { prefix: '/api/v1/analytics', service: 'analytics' },
  { prefix: '/api/v1/admin/analytics', service: 'analytics' },
  { prefix: '/api/v1/admin/dead-letters', service: 'by-request' },
];

const sorted = [...ROUTES].sort((a, b) => b.prefix.length - a.prefix.length);

export function matchRoute(path: string): Route | undefined {
  return sorted.find(
    (r) => path === r.prefix || path.startsWith(`${r.prefix}/`) || path.startsWith(`${r.prefix}?`),
  );
}

const isServiceName = (name: unknown): name is ServiceName =>
  typeof name === 'string' && (SERVICE_NAMES as readonly string[]).includes(name);

/**
 * The service a request on `route` goes to: the route's own, or for a `by-request` route the one
 * named by the first segment after the prefix (`identity:0193…`), by the simple-rest `filter`
 * parameter's `service`, or by the ids of a `filter={"id":[…]}` that all name one service. Undefined when none is named: the caller answers 400.
 */
export function serviceFor(route: Route, path: string, query: string): ServiceName | undefined {
  if (route.service !== 'by-request') return route.service;
  const segment = decodeURIComponent(path.slice(route.prefix.length + 1).split('/')[0] ?? '');
  const fromId = segment.includes(':') ? segment.slice(0, segment.indexOf(':')) : undefined;
  if (fromId !== undefined) return isServiceName(fromId) ? fromId : undefined;
  const params = new URLSearchParams(query);
  const direct = params.get('service');
  if (isServiceName(direct)) return direct;
  try {
    const filter = JSON.parse(params.get('filter') ?? 'null') as { service?: unknown; id?: unknown } | null;
    if (isServiceName(filter?.service)) return filter.service;
    // react-admin's getMany: `filter={"id":[...]}`, every id naming the same service.
    const ids = Array.isArray(filter?.id) ? filter.id : [];
    const named = new Set(ids.map((id) => (typeof id === 'string' ? id.slice(0, id.indexOf(':')) : '')));
    const [only] = named;
    return named.size === 1 && isServiceName(only) ? only : undefined;
  } catch {
    return undefined;
  }
}

export function isPublic(route: Route, method: string): boolean {
  return Array.isArray(route.public) ? route.public.includes(method) : route.public === true;
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    catalogue: config.CATALOGUE_URL,
    cart: config.CART_URL,
    trade: config.TRADE_URL,
    messaging: config.MESSAGING_URL,
    analytics: config.ANALYTICS_URL,
    notifications: config.NOTIFICATIONS_URL,
    audit: config.AUDIT_URL,
  };
}
