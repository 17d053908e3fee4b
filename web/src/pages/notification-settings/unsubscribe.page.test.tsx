import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { calls, json, respond } from '../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import NotificationUnsubscribePage from './unsubscribe.page';

afterEach(cleanup);

const UNSUBSCRIBE = '/api/v1/notification-settings/unsubscribe';
const TOKEN = 'djE6MDE5YWI2ZjctYzM1Yy03MDAw.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const answer = (changed: boolean) =>
  respond(({ path }) =>
    path === UNSUBSCRIBE ? json({ topic: 'order_updates', channel: 'email', changed }) : json([]),
  );
const unsubscribeCalls = () => calls.filter((c) => c.path === UNSUBSCRIBE);
const open = (path: string, lang: 'en' | 'fr' = 'en') =>
  renderWithApp(<NotificationUnsubscribePage />, { path, lang, namespaces: ['notifications'] });

describe('an e-mail’s unsubscribe link', () => {
  it('does nothing on load (mail scanners open links), and stops the topic on confirmation', async () => {
    answer(true);
    await open(`/notification-settings/unsubscribe?token=${TOKEN}`);
    expect(unsubscribeCalls()).toHaveLength(0);
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' })));
    await screen.findByText('Done: no more e-mails about “Order updates”');
    expect(unsubscribeCalls()).toEqual([expect.objectContaining({ method: 'POST', body: { token: TOKEN } })]);
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
  });

  it('says so when that topic was off already', async () => {
    answer(false);
    await open(`/notification-settings/unsubscribe?token=${TOKEN}`, 'fr');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Arrêter ces e-mails' })));
    await screen.findByText('Les e-mails « Suivi des commandes » étaient déjà désactivés.');
  });

  it('shows the server’s message for a link that is not valid, and lets the reader try again', async () => {
    const message = 'Ce lien pour arrêter les e-mails n’est pas valide.';
    respond(({ path }) =>
      path !== UNSUBSCRIBE
        ? json([])
        : json(
            {
              status: 400,
              code: 'validation.failed',
              detail: 'Certains champs sont invalides.',
              errors: [{ field: 'token', message }],
            },
            400,
          ),
    );
    await open(`/notification-settings/unsubscribe?token=${TOKEN}`, 'fr');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Arrêter ces e-mails' })));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Arrêter ces e-mails' })).toBeTruthy();
  });

  it.each(['/notification-settings/unsubscribe', '/notification-settings/unsubscribe?token=djE6MDE5'])(
    'explains what to do when the link has no token or a cut one: %s',
    async (path) => {
      answer(true);
      await open(path);
      expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(unsubscribeCalls()).toHaveLength(0);
    },
  );
});
