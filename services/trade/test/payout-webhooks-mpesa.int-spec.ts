import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  startFakeProviderApi,
  type FakeProviderApi,
  type FakeReply,
  type RecordedRequest,
} from '../src/payments/providers/testing/fake-provider-api.js';
import { WebhookProcessor } from '../src/payments/webhook-processor.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade mpesa payouts and reversals');
const suite = db ? describe : describe.skip;

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../src/payments/providers/fixtures', name), 'utf8');

/**
 * M-Pesa as the active provider with B2C and reversals configured, Daraja stood in for: payouts
 * and refunds are accepted, then settled by the result Daraja posts to the tokened ResultURL it
 * was given — once, whatever the duplicates; a result posted without the token is refused.
 */
suite('trade: M-Pesa B2C payouts and reversals settled by their result callbacks', () => {
  let h: OrdersHarness;
  let api: FakeProviderApi;

  const daraja = (req: RecordedRequest): FakeReply => {
    if (req.url.startsWith('/oauth/v1/generate'))
      return { status: 200, json: { access_token: 'token', expires_in: '3599' } };
    const body = (req.json ?? {}) as Record<string, string | undefined>;
    return {
      status: 200,
      json: {
        ConversationID: `AG_${(body.OriginatorConversationID ?? body.TransactionID ?? '').slice(-12)}`,
        OriginatorConversationID: body.OriginatorConversationID ?? 'daraja-1',
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
    };
  };

  beforeAll(async () => {
    api = await startFakeProviderApi(daraja);
    h = await startTrade(db!, {
      PAYMENT_PROVIDER: 'mpesa',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_TOKEN: 'callback-token-of-at-least-32-characters!',
      MPESA_INITIATOR_NAME: 'sokoni_api',
      MPESA_SECURITY_CREDENTIAL: 'ENCRYPTED==',
      MPESA_B2C_SHORTCODE: '600996',
      MPESA_BASE_URL: api.baseUrl,
    });
  });
  afterAll(async () => {
    await h?.stop();
    await api?.close();
    await db?.drop();
  });

  /** Posts a result as Daraja would, to the URL it was given (path and query on our server). */
  const postResult = (resultUrl: string, body: string) => {
    const url = new URL(resultUrl);
    return fetch(`${h.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  };
  const processed = async () => {
    for (let i = 0; i < 100; i++) {
      await h.get(WebhookProcessor).runOnce(new Date(Date.now() + 3_600_000));
      const [left] = await h.sql<{ n: number }>(
        'select count(*)::int as n from trade.payment_webhook where processed_at is null',
      );
      if (left?.n === 0) return;
      await new Promise((r) => setTimeout(r, 30));
    }
  };
  const waitFor = async (read: () => Promise<unknown>, wanted: unknown) => {
    for (let i = 0; i < 300; i++) {
      if (JSON.stringify(await read()) === JSON.stringify(wanted)) return;
      await new Promise((r) => setTimeout(r, 30));
    }
  };
  const sentTo = (path: string, key: string, value: string) =>
    api.requests.find((r) => r.url === path && (r.json as Record<string, unknown>)[key] === value)?.json as
      Record<string, string> | undefined;

  it('a B2C payout to the seller’s M-Pesa wallet is settled once by its result; a forged result is refused', async () => {
    const sellerId = uuidv7();
    const token = await h.token('seller', sellerId);
    const o = await h.order({ status: 'delivered', sellerId, amountMinor: 1_000_000n, provider: 'mpesa' });
    expect(
      (
        await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, {
          method: 'POST',
          token: await h.token('buyer', o.buyerId),
        })
      ).status,
    ).toBe(200);
    const wallet = await h.api('/api/v1/seller/payout-destinations', {
      method: 'POST',
      token,
      json: {
        kind: 'mobile_money',
        currency: 'KES',
        country: 'KE',
        accountName: 'Wanjiru Kamau',
        network: 'mpesa',
        phone: '+254708374149',
      },
    });
    expect(wallet.status).toBe(201);
    const res = await h.api('/api/v1/seller/payouts', {
      method: 'POST',
      token,
      json: { currency: 'KES', amountMinor: 150_000 },
    });
    expect(res.status).toBe(201);
    const payout = await res.json();
    const row = () => h.sql('select status, provider_reference from trade.payout where id = $1', [payout.id]);
    const conversation = `AG_${payout.id.slice(-12)}`;
    await waitFor(row, [{ status: 'pending', provider_reference: conversation }]);
    const b2c = sentTo('/mpesa/b2c/v3/paymentrequest', 'OriginatorConversationID', payout.id)!;
    expect(b2c).toMatchObject({ Amount: 1500, PartyA: '600996', PartyB: '254708374149' });
    // The full number reached the provider; the table holds it sealed only.
    const stored = await h.sql('select * from trade.payout_destination where seller_id = $1', [sellerId]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('254708374149');

    const result = fixture('mpesa-b2c-result-success.json')
      .replaceAll('0192f0b1-5555-7d2e-8a10-34b5c6d7e8f9', payout.id)
      .replaceAll('AG_20260211_2010325b025970fbc403', conversation);
    const count = async () =>
      (await h.sql<{ n: number }>('select count(*)::int as n from trade.payment_webhook'))[0]!.n;
    const before = await count();
    const forged = b2c.ResultURL!.replace(/token=[0-9a-f]+/, `token=${'f'.repeat(64)}`);
    expect((await postResult(forged, result)).status).toBe(401);
    // The timeout URL's token does not open the result URL.
    const swapped = b2c.ResultURL!.replace(
      /token=[0-9a-f]+/,
      /token=([0-9a-f]+)/.exec(b2c.QueueTimeOutURL!)![0],
    );
    expect((await postResult(swapped, result)).status).toBe(401);
    expect(await count()).toBe(before);

    const answers = await Promise.all([
      postResult(b2c.ResultURL!, result),
      postResult(b2c.ResultURL!, result),
      postResult(b2c.ResultURL!, result),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await processed();
    expect(await count()).toBe(before + 1);
    expect(await row()).toEqual([{ status: 'succeeded', provider_reference: conversation }]);
    expect(
      await h.sql(`select count(*)::int as n from trade.ledger_entries where resolves = $1`, [
        `payout:${payout.id}`,
      ]),
    ).toEqual([{ n: 1 }]);
    // Only one B2C request was ever sent.
    expect(api.requests.filter((r) => r.url === '/mpesa/b2c/v3/paymentrequest')).toHaveLength(1);
    expect((await h.verify()).valid).toBe(true);
  });

  it('a refund reverses the STK payment by its receipt; the reversal result settles it', async () => {
    const o = await h.order({ status: 'paid', provider: 'mpesa', amountMinor: 150_000n });
    // The STK callback trade stored when the buyer paid: the receipt a reversal names.
    await h.sql(
      `insert into trade.payment_webhook (id, provider, provider_event_id, payment_id, provider_reference,
         claimed_status, subject, payload, processed_at, outcome)
       values ($1, 'mpesa', $2, $3, 'ws_CO_1', 'succeeded', 'payment', $4::jsonb, now(), 'applied')`,
      [uuidv7(), `stkCallback:${o.paymentId}:0`, o.paymentId, fixture('mpesa-stk-callback-success.json')],
    );
    const declined = await h.api(`/api/v1/orders/${o.id}/decline`, {
      method: 'POST',
      token: await h.token('seller', o.sellerId),
      json: { reason: 'Out of stock' },
    });
    expect(declined.status).toBe(200);
    const refund = () => h.sql('select id, status from trade.order_refund where order_id = $1', [o.id]);
    await waitFor(async () => (await refund())[0]?.status, 'pending');
    const reversal = sentTo('/mpesa/reversal/v1/request', 'TransactionID', 'NLJ7RT61SV')!;
    expect(reversal).toMatchObject({
      CommandID: 'TransactionReversal',
      Amount: 1500,
      ReceiverParty: '174379',
    });
    const refundId = (await refund())[0]!.id as string;
    expect(new URL(reversal.ResultURL!).searchParams.get('refund')).toBe(refundId);

    const result = fixture('mpesa-reversal-result.json').replaceAll(
      'AG_20260212_00004e48cf7e3533f581',
      'AG_NLJ7RT61SV',
    );
    expect((await postResult(reversal.ResultURL!.replace('refund=', 'payout='), result)).status).toBe(401);
    expect((await postResult(reversal.ResultURL!, result)).status).toBe(200);
    await processed();
    expect(await refund()).toEqual([{ id: refundId, status: 'succeeded' }]);
  });
});
