import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { PayoutDestination, PayoutDestinationVault } from '../src/payout-destinations/index.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payout destinations');
const suite = db ? describe : describe.skip;

/**
 * Sellers' stored payout destinations through the trade HTTP API on PostgreSQL: validation with
 * localized 422s, masking, one default per currency, removal refused while a payout goes there,
 * audit events; and payouts naming a destination or taking the currency's default (sandbox
 * provider, manual payouts, so nothing is settled behind the test's back).
 */
suite('trade: payout destinations', () => {
  let h: OrdersHarness;

  beforeAll(async () => {
    h = await startTrade(db!, { SANDBOX_PAYOUTS: 'manual' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const seller = async () => {
    const sellerId = uuidv7();
    return { sellerId, token: await h.token('seller', sellerId) };
  };
  const add = (token: string, json: object, lang?: string) =>
    h.api('/api/v1/seller/payout-destinations', { method: 'POST', token, json, lang });
  const list = async (token: string) =>
    (await h.api('/api/v1/seller/payout-destinations', { token })).json() as Promise<
      Array<Record<string, unknown>>
    >;
  const kesBank = {
    kind: 'bank_account',
    currency: 'KES',
    country: 'KE',
    accountName: 'Wanjiru Traders Ltd',
    bankCode: '01',
    accountNumber: '0123 4567 8901',
  };
  const mpesa = {
    kind: 'mobile_money',
    currency: 'KES',
    country: 'KE',
    accountName: 'Wanjiru Kamau',
    network: 'mpesa',
    phone: '+254 708 374 149',
  };

  it('adds destinations, masks their numbers, and makes the first of a currency its default', async () => {
    const { sellerId, token } = await seller();
    const bank = await add(token, kesBank);
    expect(bank.status).toBe(201);
    const created = await bank.json();
    expect(created).toMatchObject({
      kind: 'bank_account',
      currency: 'KES',
      country: 'KE',
      accountName: 'Wanjiru Traders Ltd',
      bankCode: '01',
      accountNumberMasked: '••••8901',
      phoneMasked: null,
      isDefault: true,
    });
    const wallet = await (await add(token, mpesa)).json();
    expect(wallet).toMatchObject({ network: 'mpesa', phoneMasked: '••••4149', isDefault: false });
    const ngn = await (
      await add(token, {
        kind: 'bank_account',
        currency: 'NGN',
        country: 'NG',
        accountName: 'Wanjiru Traders Ltd',
        bankCode: '058',
        accountNumber: '0690000040',
      })
    ).json();
    expect(ngn.isDefault).toBe(true);

    const mine = await list(token);
    expect(mine.map((d) => [d.id, d.isDefault])).toEqual([
      [created.id, true],
      [wallet.id, false],
      [ngn.id, true],
    ]);
    // No answer carries a full number.
    const text = JSON.stringify(mine);
    expect(text).not.toContain('012345678901');
    expect(text).not.toContain('254708374149');
    expect(text).not.toContain('0690000040');
    // Stored sealed: no column of the table holds a number, the fingerprints included; the vault
    // opens them in full, normalised, for the provider.
    const stored = await h.sql(
      'select * from trade.payout_destination where seller_id = $1 order by created_at',
      [sellerId],
    );
    expect(
      stored.map((r) => [r.account_number, r.phone, !!r.account_number_sealed, !!r.phone_sealed]),
    ).toEqual([
      [null, null, true, false],
      [null, null, false, true],
      [null, null, true, false],
    ]);
    const dump = JSON.stringify(stored);
    for (const number of ['012345678901', '254708374149', '0690000040']) expect(dump).not.toContain(number);
    expect(stored.map((r) => r.fingerprint)).toEqual(
      Array(3).fill(expect.stringMatching(/^hmac:[\w-]{43}$/)),
    );
    const vault = h.get(PayoutDestinationVault);
    const opened = await h.em().find(PayoutDestination, { sellerId }, { orderBy: { createdAt: 'asc' } });
    expect(opened.map((d) => vault.forProvider(d))).toEqual([
      expect.objectContaining({ kind: 'bank_account', bankCode: '01', accountNumber: '012345678901' }),
      expect.objectContaining({ kind: 'mobile_money', network: 'mpesa', phone: '+254708374149' }),
      expect.objectContaining({ kind: 'bank_account', bankCode: '058', accountNumber: '0690000040' }),
    ]);
    // Another seller sees none of them; a buyer may not ask.
    expect(await list((await seller()).token)).toEqual([]);
    expect(
      (await h.api('/api/v1/seller/payout-destinations', { token: await h.token('buyer', sellerId) })).status,
    ).toBe(403);

    const events = (await h.outbox('trade.payout_destination.changed.v1')).filter((e) => e.key === sellerId);
    expect(events.map((e) => [e.payload.change, e.payload.destination?.maskedAccount])).toEqual([
      ['created', '••••8901'],
      ['created', '••••4149'],
      ['created', '••••0040'],
    ]);
  });

  it('asked at once: two first destinations of a currency make one default; the same account twice, one row', async () => {
    const { token } = await seller();
    const [bank, wallet] = await Promise.all([add(token, kesBank), add(token, mpesa)]);
    expect([bank.status, wallet.status]).toEqual([201, 201]);
    const rows = await list(token);
    expect(rows.filter((d) => d.isDefault)).toHaveLength(1);
    // Both choosing a default at the same instant: the last one wins, never two defaults.
    await Promise.all(
      rows.map((d) =>
        h.api(`/api/v1/seller/payout-destinations/${String(d.id)}/default`, { method: 'POST', token }),
      ),
    );
    expect((await list(token)).filter((d) => d.isDefault)).toHaveLength(1);

    const other = (await seller()).token;
    const twice = await Promise.all([add(other, kesBank), add(other, kesBank)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await list(other)).toHaveLength(1);
    // Without a token the gateway-facing route answers 401, with nothing listed or stored.
    expect(
      (await h.api('/api/v1/seller/payout-destinations', { method: 'POST', json: kesBank })).status,
    ).toBe(401);
  });

  it('refuses invalid details with one localized 422 naming every field, and duplicates with 409', async () => {
    const { token } = await seller();
    const bad = await add(
      token,
      {
        kind: 'mobile_money',
        currency: 'KES',
        country: 'KE',
        accountName: 'W',
        network: 'mtn',
        phone: '0708374149',
      },
      'fr',
    );
    expect(bad.status).toBe(422);
    const problem = await bad.json();
    expect(problem.code).toBe('payout_destinations.invalid');
    expect(problem.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['accountName', 'payout_destinations.invalid_account_name'],
      ['network', 'payout_destinations.unsupported_network'],
      ['phone', 'payout_destinations.invalid_phone'],
    ]);
    expect(problem.errors[2].message).toMatch(/format international/);

    const cases: Array<[object, string, string]> = [
      [{ ...kesBank, accountNumber: '12-34' }, 'accountNumber', 'invalid_account_number'],
      [{ ...kesBank, country: 'NG' }, 'country', 'country_currency_mismatch'],
      [{ ...kesBank, currency: 'XYZ' }, 'currency', 'unsupported_currency'],
      [{ ...kesBank, bankCode: '0!' }, 'bankCode', 'invalid_bank_code'],
      [
        { ...kesBank, currency: 'NGN', country: 'NG', accountNumber: '123456789' },
        'accountNumber',
        'invalid_account_number',
      ],
      [{ ...mpesa, phone: '+256708374149' }, 'phone', 'phone_country_mismatch'],
      [{ ...mpesa, currency: 'USD' }, 'currency', 'unsupported_currency'],
      [{ ...mpesa, country: 'FR' }, 'country', 'unsupported_country'],
      [
        {
          kind: 'bank_account',
          currency: 'EUR',
          country: 'DE',
          accountName: 'A B',
          bankCode: 'DEUTDEFF',
          accountNumber: 'DE89370400440532013001',
        },
        'accountNumber',
        'invalid_account_number',
      ],
    ];
    for (const [json, field, code] of cases) {
      const res = await add(token, json);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toContainEqual(
        expect.objectContaining({ field, code: `payout_destinations.${code}` }),
      );
    }
    // A valid IBAN passes; unknown kinds are refused by the schema.
    const iban = {
      kind: 'bank_account',
      currency: 'EUR',
      country: 'DE',
      accountName: 'A B',
      bankCode: 'DEUTDEFF',
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    };
    expect((await add(token, iban)).status).toBe(201);
    expect((await add(token, { ...kesBank, kind: 'cash' })).status).toBe(400);
    expect(await list(token)).toHaveLength(1);

    expect((await add(token, kesBank)).status).toBe(201);
    const again = await add(token, { ...kesBank, accountNumber: '012345678901' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('payout_destinations.duplicate');
  });

  it('one default per currency: choosing another clears the previous; removal is the seller’s only', async () => {
    const { sellerId, token } = await seller();
    const first = await (await add(token, kesBank)).json();
    const second = await (await add(token, mpesa)).json();
    const chosen = await h.api(`/api/v1/seller/payout-destinations/${second.id}/default`, {
      method: 'POST',
      token,
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).isDefault).toBe(true);
    expect((await list(token)).map((d) => [d.id, d.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const other = (await seller()).token;
    for (const [method, path] of [
      ['POST', `/api/v1/seller/payout-destinations/${first.id}/default`],
      ['DELETE', `/api/v1/seller/payout-destinations/${first.id}`],
      ['DELETE', '/api/v1/seller/payout-destinations/not-a-uuid'],
    ] as const) {
      const res = await h.api(path, { method, token: other });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('payout_destinations.not_found');
    }
    const removed = await h.api(`/api/v1/seller/payout-destinations/${second.id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(204);
    expect((await list(token)).map((d) => [d.id, d.isDefault])).toEqual([[first.id, false]]);
    expect(
      (await h.api(`/api/v1/seller/payout-destinations/${second.id}`, { method: 'DELETE', token })).status,
    ).toBe(404);
    const changes = (await h.outbox('trade.payout_destination.changed.v1'))
      .filter((e) => e.key === sellerId)
      .map((e) => [e.payload.change, e.payload.destination?.destinationId]);
    expect(changes).toEqual([
      ['created', first.id],
      ['created', second.id],
      ['default_set', second.id],
      ['removed', second.id],
    ]);
  });

  /** A seller with KES released to them (an order delivered and confirmed). */
  const sellerWithMoney = async () => {
    const s = await seller();
    const o = await h.order({ status: 'delivered', sellerId: s.sellerId, amountMinor: 1_000_000n });
    const res = await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, {
      method: 'POST',
      token: await h.token('buyer', o.buyerId),
    });
    expect(res.status).toBe(200);
    return { ...s, released: Number(1_000_000n - o.feeMinor) };
  };
  const requestPayout = (token: string, json: object, lang?: string) =>
    h.api('/api/v1/seller/payouts', { method: 'POST', token, json, lang });

  it('a payout goes to the currency’s default, or to the destination named; the sandbox label without any', async () => {
    const legacy = await sellerWithMoney();
    const implicit = await (await requestPayout(legacy.token, { currency: 'KES', amountMinor: 1000 })).json();
    expect(implicit).toMatchObject({ destinationId: null, destination: `seller:${legacy.sellerId}` });

    const { sellerId, token } = await sellerWithMoney();
    const bank = await (await add(token, kesBank)).json();
    const wallet = await (await add(token, mpesa)).json();
    const byDefault = await requestPayout(token, { currency: 'KES', amountMinor: 1000 });
    expect(byDefault.status).toBe(201);
    expect(await byDefault.json()).toMatchObject({ destinationId: bank.id, destination: 'bank 01 ••••8901' });
    const named = await (
      await requestPayout(token, { currency: 'KES', amountMinor: 2000, destinationId: wallet.id })
    ).json();
    expect(named).toMatchObject({ destinationId: wallet.id, destination: 'mpesa ••••4149' });
    // The sandbox got the masked label, never the full number (sent after the request committed).
    const sent = () => h.sql('select destination from trade.sandbox_payout where payout_id = $1', [named.id]);
    for (let i = 0; i < 100 && (await sent()).length === 0; i++) await new Promise((r) => setTimeout(r, 30));
    expect(await sent()).toEqual([{ destination: 'mpesa ••••4149' }]);
    expect(
      await h.sql('select destination_id from trade.payout where seller_id = $1 order by created_at', [
        sellerId,
      ]),
    ).toEqual([{ destination_id: bank.id }, { destination_id: wallet.id }]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('refuses payouts to unknown, foreign-currency or undecided destinations with localized 422s', async () => {
    const { token } = await sellerWithMoney();
    const ngn = await (
      await add(token, {
        ...kesBank,
        currency: 'NGN',
        country: 'NG',
        bankCode: '058',
        accountNumber: '0690000040',
      })
    ).json();
    const unknown = await requestPayout(token, { currency: 'KES', destinationId: uuidv7() });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).code).toBe('payouts.destination_unknown');
    const foreign = await requestPayout(token, { currency: 'KES', destinationId: ngn.id }, 'sw');
    expect(foreign.status).toBe(422);
    const problem = await foreign.json();
    expect(problem.code).toBe('payouts.destination_currency');
    expect(problem.detail).toContain('NGN');
    expect(problem.detail).toMatch(/chagua/);

    // Two KES destinations and the default removed: the seller must choose.
    const a = await (await add(token, kesBank)).json();
    await add(token, mpesa);
    expect(
      (await h.api(`/api/v1/seller/payout-destinations/${a.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    const undecided = await requestPayout(token, { currency: 'KES' });
    expect(undecided.status).toBe(422);
    expect((await undecided.json()).code).toBe('payouts.destination_not_chosen');
    expect((await (await h.api('/api/v1/seller/balance', { token })).json())[0].inTransitMinor).toBe(0);
  });

  it('a destination a payout is being sent to cannot be removed until the payout is settled', async () => {
    const { token } = await sellerWithMoney();
    const bank = await (await add(token, kesBank)).json();
    const payout = await (await requestPayout(token, { currency: 'KES', amountMinor: 5000 })).json();
    const refused = await h.api(`/api/v1/seller/payout-destinations/${bank.id}`, {
      method: 'DELETE',
      token,
      lang: 'en',
    });
    expect(refused.status).toBe(409);
    const problem = await refused.json();
    expect(problem.code).toBe('payout_destinations.in_use');
    expect(problem.detail).toMatch(/payout is being sent/);
    await h.sql("update trade.payout set status = 'succeeded' where id = $1", [payout.id]);
    expect(
      (await h.api(`/api/v1/seller/payout-destinations/${bank.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
  });
});
