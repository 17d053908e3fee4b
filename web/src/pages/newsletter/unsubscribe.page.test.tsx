import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { calls, json, respond } from '../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import UnsubscribePage from './unsubscribe.page';

afterEach(cleanup);

const UNSUBSCRIBE = '/api/v1/newsletter/unsubscribe';
const unsubscribed = () => respond(({ path }) => (path === UNSUBSCRIBE ? json(null, 204) : json([])));
const unsubscribeCalls = () => calls.filter((c) => c.path === UNSUBSCRIBE);
const open = (path: string, lang: 'en' | 'fr' = 'en') =>
  renderWithApp(<UnsubscribePage />, { path, lang, namespaces: ['newsletter'] });

describe('the unsubscribe link', () => {
  it('does nothing on load (mail scanners open links), and unsubscribes on confirmation', async () => {
    unsubscribed();
    await open('/newsletter/unsubscribe?token=Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4');
    expect(unsubscribeCalls()).toHaveLength(0);
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await screen.findByText('You have been unsubscribed');
    expect(unsubscribeCalls()).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows the server’s message for a link that is not valid, and lets the reader try again', async () => {
    respond(({ path }) =>
      path !== UNSUBSCRIBE
        ? json([])
        : json(
            {
              status: 400,
              code: 'notifications.unsubscribe_link_invalid',
              detail: "Ce lien de désabonnement n'est pas valide.",
              errors: [{ field: 'token', message: "Ce lien de désabonnement n'est pas valide." }],
            },
            400,
          ),
    );
    await open('/newsletter/unsubscribe?token=bm9wZS1ub3BlLW5vcGUtbm9wZS1ub3Bl', 'fr');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Me désabonner' })));
    expect((await screen.findByRole('alert')).textContent).toBe("Ce lien de désabonnement n'est pas valide.");
    expect(unsubscribeCalls()[0]?.headers.get('accept-language')).toBe('fr');
    expect(screen.getByRole('button', { name: 'Me désabonner' })).toBeTruthy();
  });

  it.each([
    '/newsletter/unsubscribe',
    '/newsletter/unsubscribe?token=',
    '/newsletter/unsubscribe?token=Zm9vYmFy',
  ])('explains what to do when the link has no token or a cut one: %s', async (path) => {
    unsubscribed();
    await open(path);
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(unsubscribeCalls()).toHaveLength(0);
  });
});
