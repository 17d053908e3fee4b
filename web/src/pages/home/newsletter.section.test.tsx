import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { loadNamespace } from '../../i18n/i18n';
import { calls, json, respond } from '../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import { CONFIRMATION_MS, Newsletter } from './newsletter.section';

beforeAll(() => Promise.all(['en', 'fr'].map((l) => loadNamespace(l as 'en', 'home'))), 60_000);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const subscribe = () => calls.filter((c) => c.path === '/api/v1/newsletter/subscriptions');
const submit = async (email: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: email } });
  await actAsync(() => fireEvent.click(screen.getByRole('button', { name: /subscribe|abonner/i })));
};

describe('newsletter', () => {
  it('an empty address is refused without calling the API', async () => {
    respond(() => json({}, 500));
    await renderWithApp(<Newsletter />, { namespaces: ['home'] });
    await submit('   ');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(subscribe()).toHaveLength(0);
  });

  it('subscribes with the address and language, confirms for five seconds, then shows the form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    respond(({ path }) =>
      path === '/api/v1/newsletter/subscriptions' ? json({ id: 'n1' }, 201) : json([], 200),
    );
    await renderWithApp(<Newsletter />, { namespaces: ['home'] });
    await submit(' ama@cocoa.example ');
    expect(subscribe()).toHaveLength(1);
    expect(subscribe()[0]).toMatchObject({
      method: 'POST',
      body: { email: 'ama@cocoa.example', locale: 'en' },
    });
    expect(screen.getByRole('status').textContent).toBe("You're all set! Check your email.");
    expect(screen.queryByRole('textbox')).toBeNull();
    await actAsync(() => vi.advanceTimersByTime(CONFIRMATION_MS - 100));
    expect(screen.queryByRole('textbox')).toBeNull();
    await actAsync(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s problem text (already in the reader’s language)', async () => {
    respond(({ path }) =>
      path === '/api/v1/newsletter/subscriptions'
        ? json(
            { status: 400, detail: 'Adresse e-mail invalide.', errors: [{ field: 'email', message: 'x' }] },
            400,
          )
        : json([]),
    );
    await renderWithApp(<Newsletter />, { lang: 'fr', namespaces: ['home'] });
    await submit('pas-une-adresse');
    expect(screen.getByRole('alert').textContent).toBe('Adresse e-mail invalide.');
    expect(subscribe()[0]?.headers.get('accept-language')).toBe('fr');
    expect(subscribe()[0]?.body).toEqual({ email: 'pas-une-adresse', locale: 'fr' });
  });
});
