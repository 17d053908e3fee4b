import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('./testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../auth/session';
import { loadNamespace } from '../i18n/i18n';
import { Header } from './header';
import { calls, json, respond } from './testing/fake-network';
import { actAsync, renderWithApp } from './testing/render';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'ama@cocoa.example',
  fullName: 'Ama Owusu',
  businessName: 'Ashanti Cocoa',
  role: 'seller',
  verified: true,
  country: 'GH',
  avatarInitials: 'AS',
  ...over,
});

const signIn = (u: SessionUser) =>
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: u }));

// The first load of each text file goes through Vite's transform: do it once, up front.
beforeAll(() => Promise.all([loadNamespace('en', 'common'), loadNamespace('ar', 'common')]), 60_000);

beforeEach(() => {
  respond(({ path }) => {
    if (path === '/api/v1/auth/logout') return json(null, 204);
    if (path === '/api/v1/fx-rates') return json([]);
    if (path.startsWith('/api/v1/notifications')) return json({ items: [], unreadCount: 0 });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
});
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

const renderHeader = () =>
  renderWithApp(<Header onOpenCart={() => {}} onOpenMenu={() => {}} menuOpen={false} />);

describe('header', () => {
  it('signed out: log in and sign up, the cart with its count, no bell', async () => {
    await renderHeader();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveProperty('pathname', '/register');
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    // The spec's four groups.
    for (const name of ['Marketplace', 'Trade Services', 'Business Tools', 'Support'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('switching to Arabic turns the page right-to-left and translates the header', async () => {
    await renderHeader();
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    // Awaited act: the new language's texts suspend the (transition) render once.
    await actAsync(() => fireEvent.change(picker, { target: { value: 'ar' } }));
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /القائمة/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('sokoni.language')).toBe('ar');
    await actAsync(() =>
      fireEvent.change(screen.getByRole('combobox', { name: 'اللغة' }), { target: { value: 'en' } }),
    );
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('the currency choice is stored', async () => {
    await renderHeader();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Currency' }), { target: { value: 'KES' } });
    expect(localStorage.getItem('sokoni.currency')).toBe('KES');
  });

  it('signed in: the server role’s badge, the role menu, the bell; Sign Out really signs out', async () => {
    await renderHeader();
    signIn(user({ role: 'both' }));
    const menu = await screen.findByRole('button', { name: /Account menu for Ama Owusu/ });
    expect(within(menu).getByText('Pro')).toBeTruthy();
    expect(within(menu).getByText('AS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveProperty('pathname', '/rfq/new');
    expect(screen.getByRole('link', { name: 'Sell Now' })).toHaveProperty('pathname', '/sell-on-sokoni');
    expect(screen.getByRole('button', { name: 'Find Products' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();

    fireEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Seller Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buyer Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AI Business Tools' })).toHaveProperty(
      'pathname',
      '/business-tools',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/auth/logout')).toBe(true);
    expect(session.currentUser()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('a buyer sees no seller or admin entries', async () => {
    await renderHeader();
    signIn(user({ role: 'buyer' }));
    expect(await screen.findByText('Buyer')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sell Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sell Products' })).toBeNull();
  });

  it('an analyst: the Analyst badge, the CEO Dashboard; no buyer, seller or admin entries', async () => {
    await renderHeader();
    signIn(user({ role: 'analyst', fullName: 'Neema Data' }));
    const menu = await screen.findByRole('button', { name: /Account menu for Neema Data/ });
    expect(within(menu).getByText('Analyst')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CEO Dashboard' })).toHaveProperty('pathname', '/ceo-dashboard');
    for (const name of ['Request Quote', 'Sell Now']) expect(screen.queryByRole('link', { name })).toBeNull();
    for (const name of ['Trade Services', 'Sell Products', 'Administration'])
      expect(screen.queryByRole('button', { name })).toBeNull();

    fireEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveProperty('pathname', '/account');
    for (const name of ['Seller Dashboard', 'Buyer Dashboard', 'My Orders'])
      expect(screen.queryByRole('link', { name })).toBeNull();
  });
});
