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

const db: TestDatabase | null = await freshDatabase('trade flutterwave transfers and refunds');
const suite = db ? describe : describe.skip;

const HASH = 'flw-secret-hash-for-payout-webhooks';

/**
 * Flutterwave as the active provider (its v3 API stood in for): a seller's M-Pesa wallet is paid
 * by a transfer, transfer.completed settles it once whatever the duplicates and order, a refund
 * callback settles a refund; only GET /v3/transfers/:id and /v3/refunds/:id decide.
 */
suite('trade: Flutterwave transfers and refunds', () => {
  let h: OrdersHarness;
  let api: FakeProviderApi;
  const transfers = new Map<
    number,
    { reference: string; amount: number; currency: string; status: string }
  >();
  const refunds = new Map<number, { amount_refunded: number; status: string }>();

  const flutterwave = (req: RecordedRequest): FakeReply => {
    const body = (req.json ?? {}) as Record<string, unknown>;
    const ok = (data: unknown): FakeReply => ({
      status: 200,
      json: { status: 'success', message: 'ok', data },
    });
    if (req.method === 'POST' && req.url === '/v3/transfers') {
      const id = 40000 + transfers.size;
      const t = {
        reference: String(body.reference),
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'NEW',
      };
      transfers.set(id, t);
      return ok({ id, ...t });
    }
    const transfer = /^\/v3\/transfers\/(\d+)$/.exec(req.url);
    if (transfer) return ok({ id: Number(transfer[1]), ...transfers.get(Number(transfer[1])) });
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(req.url);
    if (refund) {
      const id = 75000 + refunds.size;
      refunds.set(id, { amount_refunded: Number(body.amount), status: 'pending' });
      return ok({ id, tx_id: Number(refund[1]), ...refunds.get(id) });
    }
    const refundGet = /^\/v3\/refunds\/(\d+)$/.exec(req.url);
    if (refundGet) return ok({ id: Number(refundGet[1]), ...refunds.get(Number(refundGet[1])) });
    return { status: 404, json: { status: 'error', message: 'not found' } };
  };

  beforeAll(async () => {
    api = await startFakeProviderApi(flutterwave);
    h = await startTrade(db!, {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-never-real',
      FLUTTERWAVE_SECRET_HASH: HASH,
      FLUTTERWAVE_BASE_URL: api.baseUrl,
    });
  });
  afterAll(async () => {
    await h?.stop();
    await api?.close();
    await db?.drop();
  });

  const post = (body: object, hash = HASH) =>
    fetch(`${h.url}/api/v1/payments/webhooks/flutterwave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'verif-hash': hash },
      body: JSON.stringify(body),
    });
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

  it('pays an M-Pesa wallet by transfer; transfer.completed settles it once, a forged hash is refused', async () => {
    const sellerId = uuidv7();
    const token = await h.token('seller', sellerId);
    const o = await h.order({
      status: 'delivered',
      sellerId,
      amountMinor: 1_000_000n,
      provider: 'flutterwave',
    });
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
    const payout = await (
      await h.api('/api/v1/seller/payouts', {
        method: 'POST',
        token,
        json: { currency: 'KES', amountMinor: 150_000 },
      })
    ).json();
    const row = () => h.sql('select status, provider_reference from trade.payout where id = $1', [payout.id]);
    await waitFor(row, [{ status: 'pending', provider_reference: '40000' }]);
    expect(api.requests.find((r) => r.url === '/v3/transfers')?.json).toMatchObject({
      account_bank: 'MPS',
      account_number: '254708374149',
      amount: 1500,
      currency: 'KES',
      reference: payout.id,
    });
    // The full number reached the provider; the table holds it sealed only.
    const stored = await h.sql('select * from trade.payout_destination where seller_id = $1', [sellerId]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('254708374149');

    const event = (status: string) => ({
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: { id: 40000, reference: payout.id, amount: 1500, currency: 'KES', status },
    });
    const before = (await h.sql<{ n: number }>('select count(*)::int as n from trade.payment_webhook'))[0]!.n;
    expect((await post(event('SUCCESSFUL'), 'not-the-hash')).status).toBe(401);
    expect((await post(event('SUCCESSFUL'), '')).status).toBe(401);
    expect((await h.sql<{ n: number }>('select count(*)::int as n from trade.payment_webhook'))[0]!.n).toBe(
      before,
    );

    transfers.get(40000)!.status = 'SUCCESSFUL';
    const answers = await Promise.all([
      post(event('SUCCESSFUL')),
      post(event('SUCCESSFUL')),
      post(event('SUCCESSFUL')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await post(event('FAILED'))).status).toBe(200); // a stale, contrary claim
    await processed();
    expect(await row()).toEqual([{ status: 'succeeded', provider_reference: '40000' }]);
    expect(
      await h.sql('select outcome from trade.payment_webhook where payout_id = $1 order by received_at', [
        payout.id,
      ]),
    ).toEqual([{ outcome: 'payout_succeeded' }, { outcome: 'unchanged' }]);
    expect(
      await h.sql(`select count(*)::int as n from trade.ledger_entries where resolves = $1`, [
        `payout:${payout.id}`,
      ]),
    ).toEqual([{ n: 1 }]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('refunds through the transaction id the payment stored; the refund callback settles it', async () => {
    const o = await h.order({ status: 'paid', provider: 'flutterwave', amountMinor: 250_000n });
    // As verify stored it when the payment settled: Flutterwave's transaction id.
    await h.sql('update trade.payment set provider_reference = $1 where id = $2', ['285959875', o.paymentId]);
    const declined = await h.api(`/api/v1/orders/${o.id}/decline`, {
      method: 'POST',
      token: await h.token('seller', o.sellerId),
      json: { reason: 'Out of stock' },
    });
    expect(declined.status).toBe(200);
    const refund = () =>
      h.sql('select status, provider_reference from trade.order_refund where order_id = $1', [o.id]);
    await waitFor(refund, [{ status: 'pending', provider_reference: '75000' }]);
    expect(api.requests.find((r) => r.url === '/v3/transactions/285959875/refund')?.json).toMatchObject({
      amount: 2500,
    });

    refunds.get(75000)!.status = 'completed';
    const callback = {
      event: 'refund.completed',
      data: { id: 75000, amount_refunded: 2500, status: 'completed' },
    };
    expect((await post(callback)).status).toBe(200);
    expect((await post(callback)).status).toBe(200);
    await processed();
    expect(await refund()).toEqual([{ status: 'succeeded', provider_reference: '75000' }]);
    expect(api.requests.filter((r) => r.url.endsWith('/refund'))).toHaveLength(1);
  });
});
