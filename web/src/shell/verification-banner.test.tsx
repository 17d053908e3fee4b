import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('./testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../auth/session';
import { loadNamespace } from '../i18n/i18n';
import { calls, json, respond } from './testing/fake-network';
import { actAsync, renderWithApp } from './testing/render';
import { VerificationBanner } from './verification-banner';

const unverified: SessionUser = {
  id: 'u-7',
  email: 'kofi@shea.example',
  fullName: 'Kofi Mensah',
  businessName: 'Tamale Shea',
  role: 'buyer',
  verified: false,
  country: 'GH',
  avatarInitials: 'TA',
};

beforeAll(() => loadNamespace('en', 'common'), 60_000);
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  respond(() => json(null, 204));
  await act(() => session.signOut());
});

const signIn = (u: SessionUser) => act(() => session.accept({ accessToken: 't', expiresIn: 900, user: u }));

describe('e-mail verification banner', () => {
  it('is not shown signed out or to a verified user', async () => {
    respond(() => json([]));
    await renderWithApp(<VerificationBanner />);
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
    signIn({ ...unverified, verified: true });
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
  });

  it('Resend shows Sending... then the confirmation', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    respond(async ({ path }) => {
      if (path !== '/api/v1/auth/resend-verification') return json([]);
      await gate;
      return json(null, 202);
    });
    await renderWithApp(<VerificationBanner />);
    signIn(unverified);
    expect(screen.getByRole('region', { name: 'E-mail verification' }).textContent).toContain(
      'kofi@shea.example',
    );
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' })));
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await actAsync(() => release());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Verification email sent. Check your inbox.',
    );
    const call = calls.find((c) => c.path === '/api/v1/auth/resend-verification');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer t');
  });

  it('shows the server’s error text', async () => {
    respond(({ path }) =>
      path === '/api/v1/auth/resend-verification'
        ? json({ status: 429, detail: 'Trop de tentatives. Réessayez dans 5 minutes.' }, 429)
        : json([]),
    );
    await renderWithApp(<VerificationBanner />);
    signIn(unverified);
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de tentatives. Réessayez dans 5 minutes.',
    );
  });

  it('dismissing hides it for the rest of the browser session', async () => {
    respond(() => json([]));
    const first = await renderWithApp(<VerificationBanner />);
    signIn(unverified);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
    expect(sessionStorage.getItem('sokoni.verifyBanner.dismissed')).toBe('u-7');
    first.unmount();
    await renderWithApp(<VerificationBanner />);
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
  });
});
