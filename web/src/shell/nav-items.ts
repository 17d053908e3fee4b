import type { Role } from '../auth/auth-context';

/**
 * What the header, user menu and mobile sheet offer to whom (spec §2 "Header and navigation", §6).
 * Pure data: labels are keys of the `common` namespace, so this is testable without rendering.
 * The role is always the server's (useSessionUser().role), never guessed from the e-mail.
 */
export interface NavLink {
  /** Stable id (React key, tests). */
  id: string;
  label: string;
  to: string;
  /** Outside the storefront SPA (the back office at /admin/): a plain link, not a router link. */
  external?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavLink[];
}

const link = (id: string, to: string, external?: boolean): NavLink => ({
  id,
  label: `nav.${id}`,
  to,
  ...(external ? { external } : {}),
});

const MARKETPLACE: NavLink[] = [
  link('browseProducts', '/products'),
  link('categories', '/categories'),
  link('supplierDirectory', '/suppliers/directory'),
  link('readyToShip', '/ready-to-ship'),
];
const TRADE_SERVICES: NavLink[] = [
  link('rfqManagement', '/rfq'),
  link('tradeFinance', '/trade-finance'),
  link('logistics', '/logistics'),
  link('marketIntelligence', '/market-intelligence'),
];
// /business-intelligence is the staff overview (issue 14); traders' AI tools are /business-tools.
const BUSINESS_TOOLS: NavLink[] = [
  link('analyticsDashboard', '/analytics-dashboard'),
  link('aiBusinessIntelligence', '/business-tools'),
  link('verificationCenter', '/advanced-verification'),
  link('qualityControl', '/quality-control'),
];
const SUPPORT: NavLink[] = [
  link('messages', '/messages'),
  link('helpCenter', '/help-center'),
  link('internationalSupport', '/international-support'),
];
const SELL_PRODUCTS: NavLink[] = [
  link('myProducts', '/seller/products'),
  link('addProduct', '/products/new'),
  link('sellerOrders', '/seller/orders'),
  link('stock', '/seller/stock'),
  link('payouts', '/seller/payouts'),
  link('sellerDashboard', '/seller/dashboard'),
  link('analytics', '/analytics'),
];
// The console routes by path under /admin (a browser router): a /admin/#/users link opened its dashboard.
const ADMINISTRATION: NavLink[] = [
  link('backOffice', '/admin/', true),
  link('userManagement', '/admin/users', true),
  link('auditLogs', '/admin/audit-logs', true),
];

const group = (id: string, items: NavLink[]): NavGroup => ({ id, label: `nav.${id}`, items });

/** The desktop menu of a visitor who is not signed in: the spec's four groups, exactly. */
export const PUBLIC_GROUPS: readonly NavGroup[] = [
  group('marketplace', MARKETPLACE),
  group('tradeServices', TRADE_SERVICES),
  group('businessTools', BUSINESS_TOOLS),
  group('support', SUPPORT),
];

const isSellerRole = (role: Role) => role === 'seller' || role === 'both' || role === 'admin';
/** Staff (auth-context's isStaff, kept here so this module stays free of the session). */
const isStaff = (role: Role) => role === 'admin' || role === 'analyst';

/**
 * The role-based menu (spec §6): a buyer sees Find Products and Trade Services; sellers (and
 * "both") add Sell Products and Business Tools; an admin sees all of that plus Administration.
 * An analyst, staff but no trader, browses the marketplace only (their dashboards are a button).
 * Support stays for everyone: help must never disappear after signing in.
 */
export function navGroups(role: Role | null | undefined): NavGroup[] {
  if (!role) return [...PUBLIC_GROUPS];
  if (role === 'analyst') return [group('findProducts', MARKETPLACE), group('support', SUPPORT)];
  const groups = [group('findProducts', MARKETPLACE), group('tradeServices', TRADE_SERVICES)];
  if (isSellerRole(role))
    groups.push(group('sellProducts', SELL_PRODUCTS), group('businessTools', BUSINESS_TOOLS));
  if (role === 'admin') groups.push(group('administration', ADMINISTRATION));
  groups.push(group('support', SUPPORT));
  return groups;
}

/**
 * The buttons beside the menu: Request Quote for buyers; Sell Now, Add Product, Analytics for
 * sellers; the CEO Dashboard for staff (admins and analysts).
 */
export function roleActions(role: Role | null | undefined): NavLink[] {
  if (!role) return [];
  const out: NavLink[] = [];
  if (role === 'buyer' || role === 'both') out.push(link('requestQuote', '/rfq/new'));
  if (role === 'seller' || role === 'both')
    out.push(
      link('sellNow', '/sell-on-sokoni'),
      link('addProduct', '/products/new'),
      link('analytics', '/analytics'),
    );
  if (isStaff(role)) out.push(link('ceoDashboard', '/ceo-dashboard'));
  return out;
}

/**
 * The user menu: Seller Dashboard and the orders received for sellers, Buyer Dashboard and My
 * Orders for buyers, both for "both"; everyone gets AI Business Tools and Account Settings
 * (sign-out is a button, not a link). An analyst trades nothing: the CEO Dashboard, the back
 * office (experiments, reports) and Account Settings.
 */
export function userMenuLinks(role: Role | null | undefined): NavLink[] {
  if (!role) return [];
  if (role === 'analyst')
    return [
      link('ceoDashboard', '/ceo-dashboard'),
      link('backOffice', '/admin/', true),
      link('accountSettings', '/account'),
    ];
  const out: NavLink[] = [];
  if (role === 'seller' || role === 'both')
    out.push(
      link('sellerDashboard', '/seller/dashboard'),
      link('sellerOrders', '/seller/orders'),
      link('sellerInquiries', '/seller/inquiries'),
    );
  if (role === 'buyer' || role === 'both')
    out.push(
      link('buyerDashboard', '/buyer/dashboard'),
      link('myOrders', '/orders'),
      link('buyerInquiries', '/buyer/inquiries'),
    );
  if (role === 'admin') out.push(link('backOffice', '/admin/', true));
  out.push(
    link('aiBusinessTools', isStaff(role) ? '/business-intelligence' : '/business-tools'),
    link('accountSettings', '/account'),
  );
  return out;
}

/** The role badge's text key: Buyer, Seller, Pro (both), Admin or Analyst. */
export function roleBadgeKey(role: Role): string {
  return role === 'both' ? 'role.pro' : `role.${role}`;
}

/** The mobile sheet: the browse links everyone gets (Ready to Ship carries a "Fast" tag). */
export const SHEET_BROWSE: readonly (NavLink & { tag?: string })[] = [
  link('browseCategories', '/categories'),
  link('findSuppliers', '/suppliers/directory'),
  { ...link('readyToShip', '/ready-to-ship'), tag: 'nav.fast' },
];

/**
 * The mobile sheet's signed-in section; buyers also get My Orders, sellers My Products, Add Product,
 * Orders received and Dashboard. An analyst (no cart, no trade) gets the account, the CEO Dashboard
 * and the back office.
 */
export function sheetAccountLinks(role: Role | null | undefined): NavLink[] {
  if (!role) return [];
  if (role === 'analyst')
    return [
      link('myAccount', '/account'),
      link('settings', '/settings'),
      link('ceoDashboard', '/ceo-dashboard'),
      link('backOffice', '/admin/', true),
    ];
  const out = [
    link('myAccount', '/account'),
    link('shoppingCart', '/cart'),
    link('wishlist', '/wishlist'),
    link('messages', '/messages'),
    link('settings', '/settings'),
  ];
  if (role === 'buyer' || role === 'both') out.splice(2, 0, link('myOrders', '/orders'));
  if (role === 'seller' || role === 'both')
    out.push(
      link('myProducts', '/seller/products'),
      link('addProduct', '/products/new'),
      link('sellerOrders', '/seller/orders'),
      link('dashboard', '/seller/dashboard'),
    );
  if (role === 'admin') out.push(link('backOffice', '/admin/', true));
  return out;
}
