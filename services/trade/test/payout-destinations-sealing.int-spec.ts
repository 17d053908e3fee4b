import { SealedBoxError } from '@sokoni/platform/crypto';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { randomBytes } from 'node:crypto';
import {
  PayoutDestination,
  PayoutDestinationSealing,
  PayoutDestinationVault,
} from '../src/payout-destinations/index.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payout destination sealing');
const suite = db ? describe : describe.skip;

/**
 * Sellers' account and phone numbers at rest (PayoutDestinationVault): rows an older version left
 * in plaintext are sealed when trade starts, and a sealed number is bound to its row and column.
 */
suite('trade: payout destination numbers sealed at rest', () => {
  const key = randomBytes(32).toString('base64');
  let h: OrdersHarness;

  beforeAll(async () => {
    h = await startTrade(db!, { SANDBOX_PAYOUTS: 'manual', PAYOUT_DATA_ENCRYPTION_KEY: key });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const seller = async () => {
    const sellerId = uuidv7();
    return { sellerId, token: await h.token('seller', sellerId) };
  };
  const add = (token: string, json: object) =>
    h.api('/api/v1/seller/payout-destinations', { method: 'POST', token, json });
  const list = async (token: string) =>
    (await h.api('/api/v1/seller/payout-destinations', { token })).json() as Promise<
      Array<Record<string, unknown>>
    >;
  const load = (id: string) => h.em().findOneOrFail(PayoutDestination, id);
  const kesBank = {
    kind: 'bank_account',
    currency: 'KES',
    country: 'KE',
    accountName: 'Wanjiru Traders Ltd',
    bankCode: '01',
    accountNumber: '012345678901',
  };

  /** A row as Migration20261124000740's version wrote it: numbers and fingerprint in plaintext. */
  const insertPlaintext = async (
    sellerId: string,
    d: {
      kind: 'bank_account' | 'mobile_money';
      currency: string;
      country: string;
      institution: string;
      number: string;
      isDefault?: boolean;
      removed?: boolean;
    },
  ) => {
    const id = uuidv7();
    const bank = d.kind === 'bank_account';
    await h.sql(
      `insert into trade.payout_destination (id, seller_id, kind, currency, country, account_name, bank_code,
         account_number, network, phone, fingerprint, is_default, removed_at)
       values ($1, $2, $3, $4, $5, 'Adaeze Supplies Ltd', $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        sellerId,
        d.kind,
        d.currency,
        d.country,
        bank ? d.institution : null,
        bank ? d.number : null,
        bank ? null : d.institution,
        bank ? null : d.number,
        `${d.kind}:${d.currency}:${d.institution}:${d.number}`,
        d.isDefault ?? !d.removed,
        d.removed ? new Date() : null,
      ],
    );
    return id;
  };

  it('seals the plaintext rows an older version left, at start, in batches; they read as before', async () => {
    const { sellerId, token } = await seller();
    const ngnBank = { kind: 'bank_account', currency: 'NGN', country: 'NG', institution: '058' } as const;
    const bank = await insertPlaintext(sellerId, { ...ngnBank, number: '0690000040' });
    const wallet = await insertPlaintext(sellerId, {
      kind: 'mobile_money',
      currency: 'KES',
      country: 'KE',
      institution: 'mpesa',
      number: '+254708374149',
    });
    const removed = await insertPlaintext(sellerId, { ...ngnBank, number: '0690000041', removed: true });
    // More rows than one batch takes, for other sellers.
    await h.sql(
      `insert into trade.payout_destination (id, seller_id, kind, currency, country, account_name, bank_code,
         account_number, fingerprint, is_default)
       select gen_random_uuid(), gen_random_uuid(), 'bank_account', 'NGN', 'NG', 'Seller ' || n, '058',
         lpad(n::text, 10, '9'), 'bank_account:NGN:058:' || lpad(n::text, 10, '9'), true
       from generate_series(1, 450) n`,
    );
    // A twin of a live sealed row, stored by an older replica that could not see the keyed
    // fingerprint: both kept, neither fingerprint the number.
    const other = await seller();
    const sealedTwin = await (await add(other.token, kesBank)).json();
    const plainTwin = await insertPlaintext(other.sellerId, {
      kind: 'bank_account',
      currency: 'KES',
      country: 'KE',
      institution: '01',
      number: '012345678901',
      isDefault: false,
    });

    // Until then this version reads them as they are (an older replica may still write some).
    expect((await list(token)).map((d) => [d.accountNumberMasked, d.phoneMasked])).toEqual([
      [null, '••••4149'],
      ['••••0040', null],
    ]);

    await h.stop();
    h = await startTrade(db!, { SANDBOX_PAYOUTS: 'manual', PAYOUT_DATA_ENCRYPTION_KEY: key });
    // Tokens come from the new start's issuer.
    const newToken = await h.token('seller', sellerId);

    const [left] = await h.sql<{ n: number }>(
      `select count(*)::int as n from trade.payout_destination
       where account_number is not null or phone is not null or fingerprint not like 'hmac:%'`,
    );
    expect(left!.n).toBe(0);
    const rows = await h.sql('select * from trade.payout_destination');
    expect(rows).toHaveLength(455);
    const dump = JSON.stringify(rows);
    for (const number of ['0690000040', '0690000041', '254708374149', '012345678901', '9999999450'])
      expect(dump).not.toContain(number);
    expect(rows.filter((r) => !r.account_number_sealed && !r.phone_sealed)).toEqual([]);

    // The seller sees the same masked numbers; the provider gets them in full.
    expect(
      (await list(newToken)).map((d) => [
        d.id,
        d.currency,
        d.accountNumberMasked,
        d.phoneMasked,
        d.isDefault,
      ]),
    ).toEqual([
      [wallet, 'KES', null, '••••4149', true],
      [bank, 'NGN', '••••0040', null, true],
    ]);
    const vault = h.get(PayoutDestinationVault);
    expect(vault.forProvider(await load(bank))).toMatchObject({
      accountNumber: '0690000040',
      bankCode: '058',
    });
    expect(vault.forProvider(await load(wallet))).toMatchObject({ phone: '+254708374149', network: 'mpesa' });
    expect(vault.forProvider(await load(removed))).toMatchObject({ accountNumber: '0690000041' });
    // Its keyed fingerprint is the one this version computes: the same account again is refused.
    const again = await add(newToken, {
      kind: 'bank_account',
      currency: 'NGN',
      country: 'NG',
      accountName: 'Adaeze Supplies Ltd',
      bankCode: '058',
      accountNumber: '0690000040',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('payout_destinations.duplicate');

    const twins = await h.sql<{ id: string; fingerprint: string }>(
      'select id, fingerprint from trade.payout_destination where id = any($1::uuid[]) order by id',
      [[sealedTwin.id, plainTwin]],
    );
    const [keyed, suffixed] = [
      twins.find((t) => t.id === sealedTwin.id)!.fingerprint,
      twins.find((t) => t.id === plainTwin)!.fingerprint,
    ];
    expect(keyed).toMatch(/^hmac:[\w-]{43}$/);
    expect(suffixed).toBe(`${keyed}:${plainTwin}`);
    expect(vault.forProvider(await load(plainTwin))).toMatchObject({ accountNumber: '012345678901' });

    // Nothing left: another pass changes nothing.
    const before = await h.sql(
      'select id, account_number_sealed, phone_sealed, fingerprint from trade.payout_destination order by id',
    );
    expect(await h.get(PayoutDestinationSealing).runOnce()).toBe(0);
    expect(
      await h.sql(
        'select id, account_number_sealed, phone_sealed, fingerprint from trade.payout_destination order by id',
      ),
    ).toEqual(before);
  });

  it('a sealed number copied onto another row, or into another column, does not open there', async () => {
    const { sellerId, token } = await seller();
    const o = await h.order({ status: 'delivered', sellerId, amountMinor: 1_000_000n });
    expect(
      (
        await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, {
          method: 'POST',
          token: await h.token('buyer', o.buyerId),
        })
      ).status,
    ).toBe(200);
    const mine = await (await add(token, kesBank)).json();
    const victim = await (await add(token, { ...kesBank, accountNumber: '0690000040' })).json();
    const wallet = await (
      await add(token, {
        kind: 'mobile_money',
        currency: 'KES',
        country: 'KE',
        accountName: 'Wanjiru Kamau',
        network: 'mpesa',
        phone: '+254708374149',
      })
    ).json();
    // Someone with access to the table points the victim's destination at their own account.
    await h.sql(
      `update trade.payout_destination v set account_number_sealed = m.account_number_sealed
       from trade.payout_destination m where m.id = $1 and v.id = $2`,
      [mine.id, victim.id],
    );
    await h.sql(
      `update trade.payout_destination w set phone_sealed = m.account_number_sealed
       from trade.payout_destination m where m.id = $1 and w.id = $2`,
      [mine.id, wallet.id],
    );
    // And within one row, from one column to the other.
    await h.sql(`update trade.payout_destination set phone_sealed = account_number_sealed where id = $1`, [
      mine.id,
    ]);

    const vault = h.get(PayoutDestinationVault);
    const [moved, movedToWallet] = [await load(victim.id), await load(wallet.id)];
    expect(() => vault.forProvider(moved)).toThrow(SealedBoxError);
    expect(() => vault.forProvider(movedToWallet)).toThrow(SealedBoxError);
    expect(vault.forProvider(await load(mine.id))).toMatchObject({ accountNumber: '012345678901' });
    // The seller sees that something is wrong with them, never the moved number's digits.
    expect(
      Object.fromEntries((await list(token)).map((d) => [d.id, [d.accountNumberMasked, d.phoneMasked]])),
    ).toEqual({
      [mine.id]: ['••••8901', '••••'],
      [victim.id]: ['••••', null],
      [wallet.id]: [null, '••••'],
    });

    // No payout goes there: refused before any money moves.
    const payout = await h.api('/api/v1/seller/payouts', {
      method: 'POST',
      token,
      json: { currency: 'KES', amountMinor: 1000, destinationId: victim.id },
    });
    expect(payout.status).toBe(500);
    expect(await h.sql('select id from trade.payout where seller_id = $1', [sellerId])).toEqual([]);
    expect((await (await h.api('/api/v1/seller/balance', { token })).json())[0].inTransitMinor).toBe(0);
  });
});
