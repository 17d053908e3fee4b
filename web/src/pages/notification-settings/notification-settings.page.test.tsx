import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../../auth/session';
import { calls, json, respond } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import type { NotificationSettings, TopicChoice } from './notification-settings-api';
import NotificationSettingsPage from './notification-settings.page';

const SETTINGS = '/api/v1/notification-settings';
const user = (role: SessionUser['role']): SessionUser => ({
  id: `user-${role}`,
  email: 'amina@coop.example',
  fullName: 'Amina Diallo',
  businessName: 'Coop',
  role,
  verified: true,
  country: 'KE',
  avatarInitials: 'AD',
});

const defaults = (): NotificationSettings => ({
  topics: [
    { topic: 'order_updates', audience: 'buyer', email: true, inApp: true, sms: false },
    { topic: 'sales', audience: 'seller', email: true, inApp: true, sms: false },
    { topic: 'verification', audience: 'seller', email: true, inApp: true, sms: false },
    { topic: 'rfq', audience: 'everyone', email: true, inApp: true, sms: false },
    { topic: 'messages', audience: 'everyone', email: true, inApp: true, sms: false },
    { topic: 'product_reviews', audience: 'seller', email: true, inApp: true, sms: false },
    { topic: 'marketing', audience: 'everyone', email: false, inApp: false, sms: false },
    { topic: 'announcements', audience: 'everyone', email: true, inApp: true, sms: false },
  ],
  alwaysOn: [
    { topic: 'account_security', audience: 'everyone' },
    { topic: 'payments', audience: 'everyone' },
  ],
});

/** The server as the page sees it: keeps what a PUT saves, or refuses it with a problem. */
function server(refuse?: { status: number; detail: string }) {
  let state = defaults();
  respond(({ method, path, body }) => {
    if (path !== SETTINGS) return json({ status: 404, detail: 'Not found' }, 404);
    if (method === 'GET') return json(state);
    if (refuse)
      return json({ status: refuse.status, code: 'validation.failed', detail: refuse.detail }, refuse.status);
    const changes = (body as { topics: TopicChoice[] }).topics;
    state = {
      ...state,
      topics: state.topics.map((t) => {
        const c = changes.find((x) => x.topic === t.topic);
        return c ? { ...t, email: c.email ?? t.email, inApp: c.inApp ?? t.inApp, sms: c.sms ?? t.sms } : t;
      }),
    };
    return json(state);
  });
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

async function open(role: SessionUser['role'] | null, lang: 'en' | 'fr' = 'en') {
  if (role) act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user(role) }));
  await renderWithApp(
    <App>
      <Routes>
        <Route path="/notification-settings" element={<NotificationSettingsPage />} />
      </Routes>
    </App>,
    { path: '/notification-settings', lang, namespaces: ['common', 'notifications'] },
  );
}
const toggle = (name: string) => screen.getByRole('switch', { name });
const puts = () => calls.filter((c) => c.method === 'PUT');

describe('the notification settings page', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    server();
    await open(null);
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fnotification-settings');
    expect(calls.filter((c) => c.path.startsWith(SETTINGS))).toHaveLength(0);
  });

  it('shows a buyer the topics × channels with the server’s choices, no seller topics, and the locked rows', async () => {
    server();
    await open('buyer');
    expect(
      (await screen.findByRole('switch', { name: 'Order updates: E-mail' })).getAttribute('aria-checked'),
    ).toBe('true');
    expect(toggle('News and offers: E-mail').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText('New orders and payouts')).toBeNull();
    expect(screen.queryByText('Product reviews')).toBeNull();
    // Always on: checked, and cannot be changed.
    for (const name of ['Account and security: E-mail', 'Payments, refunds and disputes: In the app']) {
      expect(toggle(name).getAttribute('aria-checked')).toBe('true');
      expect(toggle(name).hasAttribute('disabled')).toBe(true);
    }
    expect(toggle('Payments, refunds and disputes: SMS / WhatsApp').hasAttribute('disabled')).toBe(true);
    // Text messages are off until asked for, and the page says where they would go.
    expect(toggle('Order updates: SMS / WhatsApp').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/verified phone number of your account/)).toBeTruthy();
    expect(screen.getAllByText('Always on')).toHaveLength(6);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(true);
  });

  it('saves only what changed, says so, and keeps the saved choices', async () => {
    server();
    await open('both');
    await screen.findByRole('switch', { name: 'New orders and payouts: E-mail' });
    await actAsync(() => fireEvent.click(toggle('Order updates: E-mail')));
    await actAsync(() => fireEvent.click(toggle('News and offers: E-mail')));
    await actAsync(() => fireEvent.click(toggle('Messages: In the app')));
    await actAsync(() => fireEvent.click(toggle('Messages: SMS / WhatsApp')));
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await screen.findByText('Your notification settings are saved.');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({
      topics: [
        { topic: 'order_updates', email: false },
        { topic: 'messages', inApp: false, sms: true },
        { topic: 'marketing', email: true },
      ],
    });
    expect(toggle('Order updates: E-mail').getAttribute('aria-checked')).toBe('false');
    expect(toggle('News and offers: E-mail').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Messages: SMS / WhatsApp').getAttribute('aria-checked')).toBe('true');
    // (antd's spinner leaves with a motion, its "loading" label in the name meanwhile.)
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: /Save changes/ }).disabled).toBe(true),
    );
  });

  it('undoes unsaved changes', async () => {
    server();
    await open('seller');
    await screen.findByRole('switch', { name: 'Verification: E-mail' });
    await actAsync(() => fireEvent.click(toggle('Verification: E-mail')));
    expect(toggle('Verification: E-mail').getAttribute('aria-checked')).toBe('false');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Undo changes' })));
    expect(toggle('Verification: E-mail').getAttribute('aria-checked')).toBe('true');
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal in the reader’s language and keeps their changes to try again', async () => {
    server({ status: 400, detail: 'Ce n’est pas un sujet de notification modifiable.' });
    await open('buyer', 'fr');
    await screen.findByRole('switch', { name: 'Suivi des commandes : E-mail' });
    await actAsync(() => fireEvent.click(toggle('Suivi des commandes : E-mail')));
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce n’est pas un sujet de notification modifiable.')).toBeTruthy();
    expect(puts()[0]!.headers.get('accept-language')).toBe('fr');
    expect(toggle('Suivi des commandes : E-mail').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Enregistrer/ }).disabled).toBe(false);
  });
});
