import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { useCurrency } from '../../currency/currency-context';
import { loadNamespace, useLocale } from '../../i18n/i18n';
import { calls, json, respond, type Call } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { renderWithApp } from '../../shell/testing/render';
import { AccountPreferencesSync, rememberChoice } from './account-preferences';
import ConfirmEmailPage from './confirm-email.page';
import AccountPage from './account.page';

const NS = ['common', 'auth'];
const CURRENT = '0193a000-0000-7000-8000-0000000000c1';
const PHONE = '0193a000-0000-7000-8000-0000000000c2';
const user = {
  id: 'user-1',
  email: 'ama@cocoa-coop.example',
  fullName: 'Ama Owusu',
  businessName: 'Ashanti Cocoa',
  role: 'buyer' as const,
  verified: true,
  country: 'GH',
  phone: null as string | null,
  phoneVerified: false,
  city: null,
  locale: 'en',
  language: null as string | null,
  currency: null as string | null,
  avatarInitials: 'AS',
};
const aSession = (id: string, over: Record<string, unknown>) => ({
  id,
  current: false,
  browser: null,
  os: null,
  deviceType: null,
  country: null,
  network: null,
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-12-20T10:00:00Z',
  ...over,
});

let live = [
  aSession(CURRENT, { current: true, browser: 'Firefox', os: 'Linux', network: '41.90.64.0/24' }),
  aSession(PHONE, { browser: 'Chrome', os: 'Android', country: 'KE' }),
];
const sent = (method: string, path: string) =>
  calls.filter((c: Call) => c.method === method && c.path === path);

function serve(extra: (c: Call) => Response | undefined = () => undefined) {
  respond((c) => {
    const answer = extra(c);
    if (answer) return answer;
    const { method, path } = c;
    if (path === '/api/v1/fx-rates') return json([{ currency: 'USD', perUsd: 1, minorDigits: 2 }]);
    if (path === '/api/v1/me') return json(user);
    if (path.startsWith('/api/v1/countries')) return json([{ code: 'GH', name: 'Ghana', african: true }]);
    if (method === 'GET' && path === '/api/v1/account/sessions') return json(live);
    if (method === 'DELETE' && path.startsWith('/api/v1/account/sessions/')) {
      live = live.filter((s) => !path.endsWith(s.id));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/v1/auth/logout') return new Response(null, { status: 204 });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

const signIn = (u = user) =>
  act(async () => {
    session.accept({ accessToken: 'token', expiresIn: 900, user: u });
    await Promise.resolve();
  });
const render = () =>
  renderWithApp(
    <App>
      <AccountPage />
    </App>,
    { path: '/account', namespaces: NS },
  );

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
  await Promise.all(NS.map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

describe('the account page', { timeout: 20_000 }, () => {
  it('sends a visitor to sign in and back', async () => {
    serve();
    await render();
    // (In the app /login is another page; here the one route renders this page again, so only the start is checked.)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/login\?next=/));
  });

  it('lists the signed-in devices and signs another one out', async () => {
    serve();
    await signIn();
    await render();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await within(list).findByText('Chrome on Android');
    expect(within(list).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(within(list).getByText(/Network 41\.90\.64\.0\/24/)).toBeTruthy();
    expect(within(list).getByText(/Kenya/)).toBeTruthy();
    // The current device is signed out with the menu's Sign out, not from here.
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);

    fireEvent.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() => expect(sent('DELETE', `/api/v1/account/sessions/${PHONE}`)).toHaveLength(1));
    await waitFor(() => expect(within(list).queryByText('Chrome on Android')).toBeNull());
  });

  it('asks for the typed word before deleting, then signs this browser out', async () => {
    serve(({ method, path }) =>
      method === 'POST' && path === '/api/v1/account/delete'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await signIn();
    await render();
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    fireEvent.change(within(danger).getByLabelText('Current password'), { target: { value: PASSWORD } });
    fireEvent.change(within(danger).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(within(danger).getByRole('button', { name: 'Delete my account' }));
    await within(danger).findAllByText('Type DELETE to confirm');
    expect(sent('POST', '/api/v1/account/delete')).toHaveLength(0);

    fireEvent.change(within(danger).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(within(danger).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(sent('POST', '/api/v1/account/delete')).toHaveLength(1));
    expect(sent('POST', '/api/v1/account/delete')[0]!.body).toEqual({
      password: PASSWORD,
      confirmation: 'DELETE',
    });
    await waitFor(() => expect(session.currentUser()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows the server’s refusal of an e-mail change and keeps the form', async () => {
    serve(({ method, path }) =>
      method === 'POST' && path === '/api/v1/account/email'
        ? json(
            {
              status: 400,
              code: 'identity.current_password_wrong',
              detail: 'Your current password is not correct.',
              errors: [
                {
                  field: 'password',
                  code: 'identity.current_password_wrong',
                  message: 'Your current password is not correct.',
                },
              ],
            },
            400,
          )
        : undefined,
    );
    await signIn();
    await render();
    const email = await screen.findByRole('region', { name: 'E-mail address' });
    fireEvent.change(within(email).getByLabelText('New e-mail address'), {
      target: { value: 'ama@new.example' },
    });
    fireEvent.change(within(email).getByLabelText('Current password'), { target: { value: 'wrong one' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send the confirmation link' }));
    await within(email).findAllByText('Your current password is not correct.');
    expect(sent('POST', '/api/v1/account/email')[0]!.body).toEqual({
      newEmail: 'ama@new.example',
      password: 'wrong one',
    });
    expect(within(email).queryByText(/confirmation link is on its way/)).toBeNull();
  });
});

function Probe() {
  const { lang } = useLocale();
  const { currency } = useCurrency();
  return <output data-testid="prefs">{`${lang} ${currency}`}</output>;
}

describe('the phone number', { timeout: 20_000 }, () => {
  it('is proven with the code sent to it by SMS; a wrong code says so', async () => {
    let verified = false;
    const withPhone = { ...user, phone: '+254712345678', phoneVerified: false };
    serve((c) => {
      if (c.path === '/api/v1/me') return json({ ...withPhone, phoneVerified: verified });
      if (c.method === 'POST' && c.path === '/api/v1/account/phone/code') return json(null, 204);
      if (c.method === 'POST' && c.path === '/api/v1/account/phone/verify') {
        if ((c.body as { code?: string }).code !== '482913')
          return json({ status: 400, detail: 'That code is wrong or has expired.' }, 400);
        verified = true;
        return json({ ...withPhone, phoneVerified: true });
      }
      return undefined;
    });
    await signIn(withPhone);
    await render();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Not verified')).toBeTruthy();
    fireEvent.click(within(profile).getByRole('button', { name: 'Send a code by SMS' }));
    expect(await within(profile).findByText(/We sent a 6-digit code to \+254712345678/)).toBeTruthy();
    expect(sent('POST', '/api/v1/account/phone/code')).toHaveLength(1);
    // Another code only after a minute, as identity allows.
    expect(
      within(profile)
        .getByRole('button', { name: /New code in \d+ s/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(within(profile).getByLabelText('Code'), { target: { value: '111111' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Verify' }));
    expect(await within(profile).findByText('That code is wrong or has expired.')).toBeTruthy();
    fireEvent.change(within(profile).getByLabelText('Code'), { target: { value: '482913' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Verify' }));
    expect(await within(profile).findByText('Verified')).toBeTruthy();
    expect(sent('POST', '/api/v1/account/phone/verify').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '482913' },
    ]);
  });
});

describe('the account’s stored preferences', () => {
  it('win on sign-in over this browser’s choice', async () => {
    serve();
    await renderWithApp(
      <>
        <AccountPreferencesSync />
        <Probe />
      </>,
      { namespaces: NS },
    );
    expect(screen.getByTestId('prefs').textContent).toBe('en USD');
    await signIn({ ...user, language: 'fr', currency: 'KES' });
    await waitFor(() => expect(screen.getByTestId('prefs').textContent).toBe('fr KES'));
  });
});

describe('a picker change', () => {
  it('is stored on the account while signed in, and only then', async () => {
    serve(({ method, path, body }) =>
      method === 'PATCH' && path === '/api/v1/me' ? json({ ...user, ...(body as object) }) : undefined,
    );
    rememberChoice({ language: 'sw' });
    expect(sent('PATCH', '/api/v1/me')).toHaveLength(0);
    await signIn();
    rememberChoice({ language: 'sw' });
    await waitFor(() => expect(sent('PATCH', '/api/v1/me')).toHaveLength(1));
    expect(sent('PATCH', '/api/v1/me')[0]!.body).toEqual({ language: 'sw' });
    await waitFor(() => expect(session.currentUser()?.language).toBe('sw'));
    // The same choice again is not sent twice.
    rememberChoice({ language: 'sw' });
    expect(sent('PATCH', '/api/v1/me')).toHaveLength(1);
  });
});

describe('the e-mail change link', { timeout: 20_000 }, () => {
  it('confirms once for the signed-in owner and shows the new address', async () => {
    serve(({ method, path }) =>
      method === 'POST' && path === '/api/v1/account/email/confirm'
        ? json({ ...user, email: 'ama@new.example' })
        : undefined,
    );
    await signIn();
    await renderWithApp(
      <App>
        <ConfirmEmailPage />
      </App>,
      { path: '/account/confirm-email?token=abcdefghijklmnopqrstuvwxyz', namespaces: NS },
    );
    await screen.findByText('You now sign in with ama@new.example.');
    expect(sent('POST', '/api/v1/account/email/confirm')).toHaveLength(1);
    expect(sent('POST', '/api/v1/account/email/confirm')[0]!.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
    });
    expect(session.currentUser()?.email).toBe('ama@new.example');
  });
});

const PASSWORD = 'mango season in Mombasa 24';
