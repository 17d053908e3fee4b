import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../../../auth/session';
import fr from '../../../locales/fr/services.json';
import en from '../../../locales/en/services.json';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import { ServiceRequestForm } from './service-request-form';
import { dayRange } from './service-request-rules';

const COUNTRIES = [
  { code: 'KE', name: 'Kenya' },
  { code: 'UG', name: 'Uganda' },
  { code: 'TZ', name: 'Tanzania' },
];
const sent = () => calls.filter((c) => c.path === '/api/v1/service-requests');
/** The API as the tests need it: countries, and the request's answer. */
const api = (answer: () => Response) =>
  respond(({ method, path }) => {
    if (path.startsWith('/api/v1/countries')) return json(COUNTRIES);
    if (method === 'POST' && path === '/api/v1/service-requests') return answer();
    return json([]);
  });

beforeAll(() => fillJsdomGaps());
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
});

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** An antd Select: open it, pick the option by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(field(label));
  const found = await screen.findAllByTitle(option);
  await actAsync(() => fireEvent.click(found.at(-1)!));
}
const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');

async function render(service: 'freight' | 'finance', lang: 'en' | 'fr' = 'en') {
  await renderWithApp(<ServiceRequestForm service={service} />, { lang, namespaces: ['services'] });
  const dict = lang === 'fr' ? fr : en;
  return screen.findByRole('button', { name: dict[`form.submit.${service}`] }, { timeout: 10_000 });
}

describe('ServiceRequestForm', () => {
  it('shows the rules broken, in the reader’s language, and sends nothing', async () => {
    api(() => json({}, 500));
    const submit = await render('freight', 'fr');
    type(fr['field.freight.weightKg'], '-3');
    type(fr['field.email'], 'wanjiru@coffee');
    await actAsync(() => fireEvent.click(submit));
    await waitFor(() => expect(errors()).toContain(fr['form.error.consent']));
    expect(errors()).toEqual(
      expect.arrayContaining([
        fr['form.error.required'],
        fr['form.error.number'],
        fr['form.error.email'],
        fr['form.error.consent'],
      ]),
    );
    expect(sent()).toHaveLength(0);
  });

  it('sends a freight request with the service’s fields, and shows the reference', async () => {
    api(() => json({ id: 'req-42', receivedAt: '2027-01-10T09:00:00Z' }, 201));
    const submit = await render('freight');
    await choose(en['field.freight.mode'], en['mode.sea']);
    await choose(en['field.freight.originCountry'], 'Kenya');
    type(en['field.freight.originPort'], ' Mombasa ');
    await choose(en['field.freight.destinationCountry'], 'Uganda');
    type(en['field.freight.destinationPort'], 'Kampala');
    type(en['field.freight.cargo'], '400 bags of green coffee, 60 kg each');
    type(en['field.freight.volumeM3'], '33,5');
    const ready = dayRange().min;
    type(en['field.freight.readyDate'], ready);
    type(en['field.name'], 'Wanjiru Kamau');
    type(en['field.email'], 'wanjiru@coffee.example');
    type(en['field.phone'], '+254 712 345 678');
    fireEvent.click(screen.getByRole('checkbox'));
    await actAsync(() => fireEvent.click(submit));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({
      service: 'freight',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@coffee.example',
      phone: '+254712345678',
      consent: true,
      locale: 'en',
      freight: {
        mode: 'sea',
        originCountry: 'KE',
        originPort: 'Mombasa',
        destinationCountry: 'UG',
        destinationPort: 'Kampala',
        cargo: '400 bags of green coffee, 60 kg each',
        volumeM3: 33.5,
        readyDate: ready,
      },
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(en['success.title']);
    expect(status.textContent).toContain('req-42');
    expect(status.textContent).toContain('wanjiru@coffee.example');
    // "Send another request" brings the form back.
    await actAsync(() => fireEvent.click(within(status).getByRole('button')));
    expect(screen.getByRole('button', { name: en['form.submit.freight'] })).toBeTruthy();
  });

  it('prefills a signed-in requester and puts the server’s field errors on their fields', async () => {
    const user: SessionUser = {
      id: 'u1',
      email: 'amina@shea.example',
      fullName: 'Amina Diallo',
      businessName: 'Diallo Shea',
      role: 'seller',
      verified: true,
      country: 'KE',
      avatarInitials: 'AD',
    };
    act(() => session.accept({ accessToken: 'token', expiresIn: 900, user }));
    api(() =>
      json(
        {
          status: 400,
          title: 'Invalid input',
          errors: [
            { field: 'finance.amountMinor', message: 'Must be a whole number.' },
            { field: 'finance.currency', message: 'Must be a three-letter currency code.' },
          ],
        },
        400,
      ),
    );
    const submit = await render('finance');
    expect((field(en['field.name']) as HTMLInputElement).value).toBe('Amina Diallo');
    expect((field(en['field.email']) as HTMLInputElement).value).toBe('amina@shea.example');
    expect(screen.getByText(en['form.prefilled'].replace('{email}', 'amina@shea.example'))).toBeTruthy();
    await choose(en['field.finance.purpose'], en['purpose.equipment']);
    type(en['field.finance.amount'], '1500');
    type(en['field.finance.termMonths'], '12');
    fireEvent.click(screen.getByRole('checkbox'));
    await actAsync(() => fireEvent.click(submit));

    await waitFor(() => expect(errors()).toContain('Must be a whole number.'));
    expect(errors()).toContain('Must be a three-letter currency code.');
    expect(sent()[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(sent()[0]!.body).toMatchObject({
      service: 'finance',
      name: 'Amina Diallo',
      company: 'Diallo Shea',
      country: 'KE',
      finance: { purpose: 'equipment', amountMinor: 150_000, termMonths: 12 },
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
