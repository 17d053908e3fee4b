import { describe, expect, it } from 'vitest';
import {
  navGroups,
  PUBLIC_GROUPS,
  roleActions,
  roleBadgeKey,
  sheetAccountLinks,
  userMenuLinks,
  type NavLink,
} from './nav-items';

const ids = (links: readonly { id: string }[]) => links.map((l) => l.id);
const targets = (links: readonly NavLink[]) => links.map((l) => l.to);

describe('desktop menu', () => {
  it('signed out: exactly the spec’s four groups and their links', () => {
    const groups = navGroups(null);
    expect(groups).toEqual(PUBLIC_GROUPS);
    expect(groups.map((g) => [g.id, targets(g.items)])).toEqual([
      ['marketplace', ['/products', '/categories', '/suppliers/directory', '/ready-to-ship']],
      ['tradeServices', ['/rfq', '/trade-finance', '/logistics', '/market-intelligence']],
      [
        'businessTools',
        ['/analytics-dashboard', '/business-tools', '/advanced-verification', '/quality-control'],
      ],
      ['support', ['/messages', '/help-center', '/international-support']],
    ]);
  });

  it('buyer: Find Products and Trade Services (plus Support), and a Request Quote button', () => {
    expect(ids(navGroups('buyer'))).toEqual(['findProducts', 'tradeServices', 'support']);
    expect(roleActions('buyer').map((a) => [a.id, a.to])).toEqual([['requestQuote', '/rfq/new']]);
  });

  it('seller: the buyer menus plus Sell Products and Business Tools; Sell Now, Add Product, Analytics', () => {
    expect(ids(navGroups('seller'))).toEqual([
      'findProducts',
      'tradeServices',
      'sellProducts',
      'businessTools',
      'support',
    ]);
    expect(roleActions('seller').map((a) => [a.id, a.to])).toEqual([
      ['sellNow', '/sell-on-sokoni'],
      ['addProduct', '/products/new'],
      ['analytics', '/analytics'],
    ]);
  });

  it('both (Pro): seller menus, and buyer and seller buttons', () => {
    expect(ids(navGroups('both'))).toEqual(ids(navGroups('seller')));
    expect(ids(roleActions('both'))).toEqual(['requestQuote', 'sellNow', 'addProduct', 'analytics']);
  });

  it('admin: everything plus Administration, whose links leave the SPA for the back office', () => {
    const groups = navGroups('admin');
    expect(ids(groups)).toEqual([
      'findProducts',
      'tradeServices',
      'sellProducts',
      'businessTools',
      'administration',
      'support',
    ]);
    const admin = groups.find((g) => g.id === 'administration')!;
    expect(admin.items.map((i) => [i.to, i.external])).toEqual([
      ['/admin/', true],
      ['/admin/users', true],
      ['/admin/audit-logs', true],
    ]);
    // The console's routes are paths (admin/src/main.tsx): a hash would land on its dashboard.
    expect(admin.items.some((i) => i.to.includes('#'))).toBe(false);
    // The CEO Dashboard is a staff button.
    expect(roleActions('admin').map((a) => [a.id, a.to])).toEqual([['ceoDashboard', '/ceo-dashboard']]);
    // Non-admins never get an administration link anywhere.
    for (const role of ['buyer', 'seller', 'both'] as const) {
      const all = [...navGroups(role).flatMap((g) => g.items), ...roleActions(role), ...userMenuLinks(role)];
      expect(all.some((l) => l.to.startsWith('/admin'))).toBe(false);
    }
  });
});

describe('analyst (staff, not a trader)', () => {
  it('browses the marketplace and gets the CEO Dashboard button; no trade, selling or administration menu', () => {
    expect(ids(navGroups('analyst'))).toEqual(['findProducts', 'support']);
    expect(roleActions('analyst').map((a) => [a.id, a.to])).toEqual([['ceoDashboard', '/ceo-dashboard']]);
    const menus = navGroups('analyst').flatMap((g) => g.items);
    for (const to of ['/rfq', '/rfq/new', '/seller/products', '/orders', '/admin/users', '/admin/audit-logs'])
      expect(
        menus.some((l) => l.to === to),
        to,
      ).toBe(false);
  });

  it('mobile sheet: the account, the CEO Dashboard and the back office; no cart, wishlist or orders', () => {
    expect(ids(sheetAccountLinks('analyst'))).toEqual([
      'myAccount',
      'settings',
      'ceoDashboard',
      'backOffice',
    ]);
  });
});

describe('user menu', () => {
  it('seller gets Seller Dashboard, buyer Buyer Dashboard, both gets both; everyone AI tools and settings', () => {
    expect(ids(userMenuLinks('seller'))).toEqual([
      'sellerDashboard',
      'sellerOrders',
      'sellerInquiries',
      'aiBusinessTools',
      'accountSettings',
    ]);
    expect(ids(userMenuLinks('buyer'))).toEqual([
      'buyerDashboard',
      'myOrders',
      'buyerInquiries',
      'aiBusinessTools',
      'accountSettings',
    ]);
    expect(ids(userMenuLinks('both'))).toEqual([
      'sellerDashboard',
      'sellerOrders',
      'sellerInquiries',
      'buyerDashboard',
      'myOrders',
      'buyerInquiries',
      'aiBusinessTools',
      'accountSettings',
    ]);
    expect(userMenuLinks('buyer').find((l) => l.id === 'myOrders')?.to).toBe('/orders');
    expect(userMenuLinks('seller').find((l) => l.id === 'sellerOrders')?.to).toBe('/seller/orders');
    expect(userMenuLinks('seller').find((l) => l.id === 'sellerInquiries')?.to).toBe('/seller/inquiries');
    expect(userMenuLinks('buyer').find((l) => l.id === 'buyerInquiries')?.to).toBe('/buyer/inquiries');
    const links = userMenuLinks('buyer');
    // The staff overview answers traders "for staff": their AI tools are the business-tools page.
    expect(links.find((l) => l.id === 'aiBusinessTools')?.to).toBe('/business-tools');
    expect(userMenuLinks('admin').find((l) => l.id === 'aiBusinessTools')?.to).toBe('/business-intelligence');
    expect(links.find((l) => l.id === 'accountSettings')?.to).toBe('/account');
    expect(userMenuLinks(null)).toEqual([]);
  });

  it('role badges: Buyer, Seller, Pro for both, Admin, Analyst', () => {
    expect(['buyer', 'seller', 'both', 'admin', 'analyst'].map((r) => roleBadgeKey(r as 'buyer'))).toEqual([
      'role.buyer',
      'role.seller',
      'role.pro',
      'role.admin',
      'role.analyst',
    ]);
  });

  it('analyst: the CEO Dashboard, the back office and Account Settings, no buyer or seller link', () => {
    expect(userMenuLinks('analyst').map((l) => [l.id, l.to])).toEqual([
      ['ceoDashboard', '/ceo-dashboard'],
      ['backOffice', '/admin/'],
      ['accountSettings', '/account'],
    ]);
  });
});

describe('mobile sheet', () => {
  it('signed-in section; buyers also get My Orders, sellers My Products, Add Product, Orders and Dashboard', () => {
    const base = ['myAccount', 'shoppingCart', 'wishlist', 'messages', 'settings'];
    const buyerBase = ['myAccount', 'shoppingCart', 'myOrders', 'wishlist', 'messages', 'settings'];
    const selling = ['myProducts', 'addProduct', 'sellerOrders', 'dashboard'];
    expect(ids(sheetAccountLinks('buyer'))).toEqual(buyerBase);
    expect(ids(sheetAccountLinks('seller'))).toEqual([...base, ...selling]);
    expect(ids(sheetAccountLinks('both'))).toEqual([...buyerBase, ...selling]);
    expect(targets(sheetAccountLinks('seller')).slice(-4)).toEqual([
      '/seller/products',
      '/products/new',
      '/seller/orders',
      '/seller/dashboard',
    ]);
    expect(targets(sheetAccountLinks('buyer'))[2]).toBe('/orders');
    expect(sheetAccountLinks(undefined)).toEqual([]);
  });
});
