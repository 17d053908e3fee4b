import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('./testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../auth/session';
import { loadNamespace } from '../i18n/i18n';
import { NotificationBell } from './notification-bell';
import { FakeEventSource } from './realtime/fake-event-source';
import type { AppNotification } from './realtime/notifications-api';
import { calls, json, respond } from './testing/fake-network';
import { fillJsdomGaps } from './testing/jsdom-gaps';
import { renderWithApp } from './testing/render';

const seller: SessionUser = {
  id: 'u1',
  email: 'ama@cocoa.example',
  fullName: 'Ama Owusu',
  businessName: 'Ashanti Cocoa',
  role: 'seller',
  verified: true,
  country: 'GH',
  avatarInitials: 'AS',
};

const note = (id: string, over: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'seller-order-paid',
  title: `Order ${id} paid`,
  body: 'Ship it within 3 days',
  link: `/seller/orders/${id}`,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

let unread = 0;
let items: AppNotification[] = [];

beforeAll(() => loadNamespace('en', 'common'), 60_000);
beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.all.length = 0;
  unread = 2;
  items = [note('o2'), note('o1', { readAt: new Date().toISOString() })];
  respond(({ method, path }) => {
    if (path === '/api/v1/auth/logout') return json(null, 204);
    if (method === 'POST' && path === '/api/v1/notifications/stream/tickets')
      return json({ ticket: 'tk-1', expiresIn: 30 }, 201);
    if (path === '/api/v1/notifications/unread-count') return json({ unreadCount: unread });
    if (path.startsWith('/api/v1/notifications?') && path.includes('before=o1'))
      return json({
        items: [note('o0', { readAt: new Date().toISOString() })],
        unreadCount: unread,
        nextBefore: null,
      });
    if (path.startsWith('/api/v1/notifications?'))
      return json({ items, unreadCount: unread, nextBefore: items.length ? 'o1' : null });
    if (method === 'POST' && path === '/api/v1/notifications/read-all') return json({ unreadCount: 0 });
    const read = /^\/api\/v1\/notifications\/([^/]+)\/read$/.exec(path);
    if (method === 'POST' && read) return json({ unreadCount: Math.max(0, unread - 1) });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
});
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderBell(count = 2) {
  unread = count;
  await renderWithApp(<NotificationBell />);
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: seller }));
  // The stream opens with a ticket from an authenticated POST, never the token in the URL.
  await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0));
  const source = FakeEventSource.latest();
  expect(source.url).toBe('/api/v1/notifications/stream?ticket=tk-1');
  act(() => source.open());
  return source;
}

const bell = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the notification bell', () => {
  it('shows the unread count from the server, 9+ above nine', async () => {
    await renderBell(12);
    const button = await waitFor(() => bell('Notifications, 12 unread'));
    expect(within(button).getByText('9+')).toBeTruthy();
  });

  it('lists the notifications as links, unread ones marked; opening one marks it read', async () => {
    await renderBell(2);
    fireEvent.click(await waitFor(() => bell('Notifications, 2 unread')));
    const link = await screen.findByRole('link', { name: /Order o2 paid/ });
    expect(link.getAttribute('href')).toBe('/seller/orders/o2');
    expect(link.textContent).toContain('Unread:');
    expect(link.textContent).toContain('5 minutes ago');
    expect(screen.getByRole('link', { name: /Order o1 paid/ }).textContent).not.toContain('Unread');
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/notifications/o2/read')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    // Reading one already read asks nothing of the server.
    const posts = calls.filter((c) => c.method === 'POST').length;
    fireEvent.click(bell('Notifications, 1 unread'));
    fireEvent.click(await screen.findByRole('link', { name: /Order o1 paid/ }));
    expect(calls.filter((c) => c.method === 'POST').length).toBe(posts);
  });

  it('shows older notifications on request, below the newest', async () => {
    await renderBell(2);
    fireEvent.click(await waitFor(() => bell('Notifications, 2 unread')));
    fireEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    const list = screen.getByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[2]!.textContent).toContain('Order o0 paid');
    expect(calls.some((c) => c.path === '/api/v1/notifications?limit=20&before=o1')).toBe(true);
    // The last page: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('a pushed notification raises the count and tops the open list without a reload', async () => {
    const source = await renderBell(2);
    fireEvent.click(await waitFor(() => bell('Notifications, 2 unread')));
    await screen.findByRole('link', { name: /Order o2 paid/ });
    const lists = calls.filter((c) => c.path.startsWith('/api/v1/notifications?')).length;
    act(() =>
      source.emit('notification', 'o3', {
        ...note('o3', { title: 'New message from Kofi', link: '/messages/c9', kind: 'message_received' }),
        unreadCount: 3,
      }),
    );
    expect(bell('Notifications, 3 unread')).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links[0]!.textContent).toContain('New message from Kofi');
    expect(links).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('New notification. Unread: 3');
    // A resume replaying the same event adds nothing.
    act(() => source.emit('notification', 'o3', { ...note('o3'), unreadCount: 3 }));
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link')).toHaveLength(3);
    expect(calls.filter((c) => c.path.startsWith('/api/v1/notifications?')).length).toBe(lists);
  });

  it('mark all read clears the count and the marks; read receipts from another tab do too', async () => {
    const source = await renderBell(2);
    fireEvent.click(await waitFor(() => bell('Notifications, 2 unread')));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/notifications/read-all')).toBe(
        true,
      ),
    );
    expect(bell('Notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    // The keyboard stays in the panel, on the newest notification.
    expect(document.activeElement?.textContent).toContain('Order o2 paid');
    expect(screen.getByRole('link', { name: /Order o2 paid/ }).textContent).not.toContain('Unread');

    act(() => source.emit('notification', 'o4', { ...note('o4'), unreadCount: 1 }));
    expect(bell('Notifications, 1 unread')).toBeTruthy();
    act(() => source.emit('notification.read', 'r1', { ids: ['o4'], unreadCount: 0 }));
    expect(bell('Notifications')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Order o4 paid/ }).textContent).not.toContain('Unread');
  });

  it('on a phone opens a drawer with the list; following a link closes it', async () => {
    fillJsdomGaps();
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...wide(query),
      matches: query === '(max-width: 899px)',
    });
    try {
      await renderBell(2);
      const button = await waitFor(() => bell('Notifications, 2 unread'));
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(button);
      const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      const link = await within(drawer).findByRole('link', { name: /Order o2 paid/ });
      fireEvent.click(link);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/orders/o2'));
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/notifications/o2/read')).toBe(true);
    } finally {
      window.matchMedia = wide;
    }
  }, 30_000); // antd's first load in jsdom takes seconds on a busy machine.

  it('says so when there is nothing, and closes the stream on sign-out', async () => {
    items = [];
    const source = await renderBell(0);
    fireEvent.click(await waitFor(() => bell('Notifications')));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
    await act(() => session.signOut());
    expect(source.closed).toBe(true);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
