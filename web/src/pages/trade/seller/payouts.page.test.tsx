import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { loadNamespace } from '../../../i18n/i18n';
import { calls, json, respond, type Call } from '../../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import PayoutsPage from './payouts.page';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';

const BANK = {
  id: '0193a000-0000-7000-8000-0000000000d1',
  kind: 'bank_account',
  currency: 'KES',
  country: 'KE',
  accountName: 'Wanjiru Traders Ltd',
  bankCode: '01',
  accountNumberMasked: '••••8901',
  network: null,
  phoneMasked: null,
  isDefault: true,
  createdAt: '2026-11-24T10:00:00Z',
};
const WALLET = {
  ...BANK,
  id: '0193a000-0000-7000-8000-0000000000d2',
  kind: 'mobile_money',
  accountName: 'Wanjiru Kamau',
  bankCode: null,
  accountNumberMasked: null,
  network: 'mpesa',
  phoneMasked: '••••4149',
  isDefault: false,
};
const BALANCE = [
  { currency: 'KES', availableMinor: 950_000, incomingMinor: 0, inTransitMinor: 0 },
  { currency: 'NGN', availableMinor: 10_000, incomingMinor: 0, inTransitMinor: 0 },
];

/** Trade as the seller's page sees it; `destinations` is what the list answers. */
function trade(destinations: unknown[], extra?: (call: Call) => Response | undefined) {
  respond((call) => {
    const own = extra?.(call);
    if (own) return own;
    if (call.path === '/api/v1/seller/payout-destinations' && call.method === 'GET')
      return json(destinations);
    if (call.path === '/api/v1/seller/balance') return json(BALANCE);
    if (call.path.startsWith('/api/v1/seller/payouts') && call.method === 'GET')
      return json({ items: [], total: 0, page: 1, pageSize: 20 });
    if (call.path === '/api/v1/seller/payouts' && call.method === 'POST')
      return json({ id: 'po-1', status: 'requested' }, 201);
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
  await Promise.all(['common', 'trade', 'payouts'].map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

const open = async () => {
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id: 'seller-1',
        email: 'wanjiru@traders.example',
        fullName: 'Wanjiru Kamau',
        businessName: 'Wanjiru Traders',
        role: 'seller',
        verified: true,
        country: 'KE',
        avatarInitials: 'WK',
      },
    }),
  );
  await renderWithApp(
    <App>
      <PayoutsPage />
    </App>,
    { path: '/seller/payouts', namespaces: ['common', 'trade', 'payouts'] },
  );
};
const destinations = () => screen.findByRole('list', { name: 'Where you are paid' });
const pick = async (label: string, option: string) => {
  const field = screen.getByLabelText(label);
  await actAsync(() => fireEvent.mouseDown(field));
  const choice = await screen.findByTitle(option);
  await actAsync(() => fireEvent.click(choice));
};
const type = (label: string, value: string) =>
  actAsync(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('the seller’s payout destinations', () => {
  it('lists them masked, the default marked, and makes another one the default or removes it', async () => {
    trade([BANK, WALLET], (call) =>
      call.method === 'POST' && call.path.endsWith('/default')
        ? json({ ...WALLET, isDefault: true })
        : call.method === 'DELETE'
          ? json(null, 204)
          : undefined,
    );
    await open();
    const list = await destinations();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Bank 01 ••••8901 KES',
      'M-Pesa ••••4149 KES',
    ]);
    expect(within(items[0]!).getByText('Default')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button', { name: 'Make default' })).toBeNull();
    // No full number anywhere on the page.
    expect(document.body.textContent).not.toMatch(/\d{6,}/);

    await actAsync(() => fireEvent.click(within(items[1]!).getByRole('button', { name: 'Make default' })));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/default'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/default'))).toMatchObject({
      method: 'POST',
      path: `/api/v1/seller/payout-destinations/${WALLET.id}/default`,
    });

    await actAsync(() => fireEvent.click(within(items[0]!).getByRole('button', { name: 'Remove' })));
    const confirm = await screen.findByRole('tooltip');
    await actAsync(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(
      `/api/v1/seller/payout-destinations/${BANK.id}`,
    );
  }, 30_000);

  it('adds a mobile-money wallet, and shows trade’s refusal on the field it names', async () => {
    let attempts = 0;
    trade([], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/v1/seller/payout-destinations') return undefined;
      attempts += 1;
      return attempts === 1
        ? json(
            {
              status: 422,
              code: 'payout_destinations.invalid',
              detail: 'Some details of this payout destination are not valid.',
              errors: [
                { field: 'phone', code: 'payout_destinations.invalid_phone', message: 'Use +2547…, please.' },
              ],
            },
            422,
          )
        : json({ ...WALLET, isDefault: true }, 201);
    });
    await open();
    await screen.findByText('No payout destination yet. Add a bank account or a mobile-money wallet.');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Add a destination' })));
    const dialog = await screen.findByRole('dialog', { name: 'New payout destination' });
    await pick('Type', 'Mobile money');
    await pick('Currency', 'KES');
    expect(screen.getByLabelText<HTMLInputElement>('Country (2-letter code, e.g. KE)').value).toBe('KE');
    await type("Account holder's name", 'Wanjiru Kamau');
    await pick('Network', 'M-Pesa');
    await type('Phone number', '0708374149');
    await actAsync(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await screen.findByText('Use +2547…, please.');
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      kind: 'mobile_money',
      currency: 'KES',
      country: 'KE',
      accountName: 'Wanjiru Kamau',
      network: 'mpesa',
      phone: '0708374149',
    });

    await type('Phone number', '+254708374149');
    await actAsync(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(attempts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toMatchObject({ phone: '+254708374149' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New payout destination' })).toBeNull());
  }, 30_000);

  it('a payout goes to the currency’s default unless the seller picks another; none in a currency is said', async () => {
    trade([BANK, WALLET]);
    await open();
    await destinations();
    const kes = await screen.findByRole('article', { name: 'KES' });
    await actAsync(() => fireEvent.click(within(kes).getByRole('button', { name: 'Request payout' })));
    const dialog = await screen.findByRole('dialog', { name: 'Payout in KES' });
    expect(within(dialog).getByText('Bank 01 ••••8901 (default)')).toBeTruthy();
    await pick('Pay to', 'M-Pesa ••••4149');
    await actAsync(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Request payout' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/api/v1/seller/payouts');
    expect(sent.body).toEqual({ currency: 'KES', destinationId: WALLET.id });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    const ngn = screen.getByRole('article', { name: 'NGN' });
    await actAsync(() => fireEvent.click(within(ngn).getByRole('button', { name: 'Request payout' })));
    const second = await screen.findByRole('dialog', { name: 'Payout in NGN' });
    expect(second.textContent).toContain('You have no payout destination in NGN yet');
  }, 30_000);
});
