import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, loadNamespace } from '../../../i18n/i18n';
import type { Lang } from '../../../i18n/languages';
import fr from '../../../locales/fr/content.json';
import { ContactForm } from './contact-form';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';

// The typed API client, replaced: these tests are about the form, not about HTTP.
const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  api: { POST: post },
}));

/** What openapi-fetch resolves to, for `unwrap`. */
const answer = (status: number, body: unknown) =>
  status < 300
    ? { data: body, response: new Response(null, { status }) }
    : { error: body, response: new Response(null, { status }) };

beforeAll(() => {
  fillJsdomGaps();
});
afterEach(() => {
  cleanup();
  post.mockReset();
});

async function renderForm(lang: Lang, url = '/contact') {
  // Inside act, so React's retries after the texts load are flushed before the test goes on.
  await act(async () => {
    await Promise.all([loadNamespace(lang, 'content'), loadNamespace('en', 'content')]);
    render(
      <LocaleProvider initial={lang}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        </MemoryRouter>
      </LocaleProvider>,
    );
  });
  return screen.findByRole('button', { name: fr['contact.submit'] }, { timeout: 5000 });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('ContactForm', () => {
  it('shows the rules broken, in the reader’s language, and sends nothing', async () => {
    const submit = await renderForm('fr');
    fireEvent.change(field(fr['contact.field.email']), { target: { value: 'amina@okafor' } });
    fireEvent.change(field(fr['contact.field.message']), { target: { value: 'Trop bref' } });
    fireEvent.click(submit);

    const errors = () =>
      [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).sort();
    await waitFor(() =>
      expect(errors()).toEqual(
        [
          fr['contact.error.required'], // name
          fr['contact.error.email'],
          fr['contact.error.required'], // topic
          fr['contact.error.messageShort'].replace('{min}', '10'),
        ].sort(),
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a valid message and puts the server’s field errors on their fields', async () => {
    post.mockResolvedValue(
      answer(400, {
        title: 'Données invalides',
        status: 400,
        errors: [{ field: 'name', message: 'Veuillez saisir votre nom sans adresse web.' }],
      }),
    );
    const submit = await renderForm('fr', '/contact?topic=press');
    fireEvent.change(field(fr['contact.field.name']), { target: { value: ' Amina Okafor ' } });
    fireEvent.change(field(fr['contact.field.email']), { target: { value: 'amina@okafor-retail.ng' } });
    fireEvent.change(field(fr['contact.field.message']), {
      target: { value: 'Bonjour, nous aimerions parler de Sokoni dans notre magazine.' },
    });
    fireEvent.click(submit);

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/v1/contact-messages', {
      body: {
        name: 'Amina Okafor',
        email: 'amina@okafor-retail.ng',
        topic: 'press',
        message: 'Bonjour, nous aimerions parler de Sokoni dans notre magazine.',
        locale: 'fr',
      },
      // The same key again if the offline queue has to send it later (shell/offline/send-or-queue).
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) as string },
    });
    const nameHelp = await waitFor(() => {
      const el = document.getElementById('contact_name_help');
      expect(el?.textContent).toBe('Veuillez saisir votre nom sans adresse web.');
      return el;
    });
    expect(nameHelp).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the message was sent', async () => {
    post.mockResolvedValue(answer(201, { id: 'msg-42', receivedAt: '2026-11-20T10:00:00Z' }));
    const submit = await renderForm('fr', '/contact?topic=support');
    fireEvent.change(field(fr['contact.field.name']), { target: { value: 'Amina' } });
    fireEvent.change(field(fr['contact.field.email']), { target: { value: 'amina@okafor-retail.ng' } });
    fireEvent.change(field(fr['contact.field.message']), {
      target: { value: 'Ma commande 1042 est bloquée.' },
    });
    fireEvent.click(submit);

    expect(await screen.findByText(fr['contact.success.title'])).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('msg-42');
  });
});
