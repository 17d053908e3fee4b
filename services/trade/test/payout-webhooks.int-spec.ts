import { createHmac } from 'node:crypto';
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

const db: TestDatabase | null = await freshDatabase('trade payout and refund webhooks');
const suite = db ? describe : describe.skip;

const SECRET = 'sk_test_payout_webhooks_0123456789abcdef';

/**
 * Paystack as the active provider, its API stood in for by a local server that keeps transfers
 * and refunds like Paystack does. Transfer and refund webhooks go through trade's HTTP endpoint:
 * checked over their raw bytes, stored once, and settled only by what the provider's verify call
 * says — exactly once, whatever the duplicates and order; a forged one is refused and kept nowhere.
 */
suite('trade: payouts and refunds settled by the provider’s webhooks', () => {
  let h: OrdersHarness;
  let api: FakeProviderApi;
  /** Paystack's view: transfer status by reference, refunds by transaction. */
  const transfers = new Map<string, string>();
  const refunds = new Map<string, Array<Record<string, unknown>>>();
  /** Transfers of these amounts are created but their answer never comes (lost). */
  const silentAmounts = new Set<number>();

  const paystack = (req: RecordedRequest): FakeReply => {
    const body = (req.json ?? {}) as Record<string, unknown>;
    const ok = (data: unknown, status = 200): FakeReply => ({
      status,
      json: { status: true, message: 'ok', data },
    });
    if (req.method === 'POST' && req.url === '/transferrecipient')
      return ok({ recipient_code: 'RCP_sellerbank01' }, 201);
    if (req.method === 'POST' && req.url === '/transfer') {
      const reference = String(body.reference);
      if (transfers.has(reference))
        return { status: 400, json: { status: false, message: 'Duplicate Transfer Reference' } };
      transfers.set(reference, 'pending');
      const sent = transfer(reference, Number(body.amount));
      return silentAmounts.has(Number(body.amount)) ? 'hang' : ok(sent);
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(req.url);
    if (verify) {
      const reference = decodeURIComponent(verify[1]!);
      return transfers.has(reference)
        ? ok(transfer(reference, amounts.get(reference) ?? 0))
        : { status: 404, json: { status: false, message: 'Transfer not found' } };
    }
    const tx = /^\/transaction\/verify\/(.+)$/.exec(req.url);
    if (tx) return ok({ id: 4242, reference: decodeURIComponent(tx[1]!), status: 'success' });
    if (req.method === 'GET' && req.url.startsWith('/refund?')) return ok(refunds.get('4242') ?? []);
    if (req.method === 'POST' && req.url === '/refund') {
      const list = refunds.get(String(body.transaction)) ?? [];
      const refund = { id: 9000 + list.length, ...body, status: 'pending' };
      refunds.set(String(body.transaction), [...list, refund]);
      return ok(refund);
    }
    return { status: 404, json: { status: false, message: 'not found' } };
  };
  const amounts = new Map<string, number>();
  const transfer = (reference: string, amount: number) => {
    if (amount) amounts.set(reference, amount);
    return {
      reference,
      amount: amounts.get(reference),
      currency: 'KES',
      status: transfers.get(reference),
      transfer_code: `TRF_${reference.slice(-8)}`,
    };
  };

  beforeAll(async () => {
    api = await startFakeProviderApi(paystack);
    h = await startTrade(db!, {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: api.baseUrl,
      PAYMENT_HTTP_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await h?.stop();
    await api?.close();
    await db?.drop();
  });

  const post = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return fetch(`${h.url}/api/v1/payments/webhooks/paystack`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signature ?? createHmac('sha512', SECRET).update(raw).digest('hex'),
      },
      body: raw,
    });
  };
  /** Paystack's numeric id of each transfer (it is part of the event's identity). */
  const transferIds = new Map<string, number>();
  const transferEvent = (payoutId: string, event: string, status: string, amount: number) => {
    if (!transferIds.has(payoutId)) transferIds.set(payoutId, 37272792 + transferIds.size);
    const id = transferIds.get(payoutId);
    return {
      event,
      data: { id, reference: payoutId, status, amount, currency: 'KES', transfer_code: 'TRF_x' },
    };
  };
  const webhooks = () => h.sql<{ n: number }>('select count(*)::int as n from trade.payment_webhook');
  /** Runs the processor until no stored event is left unprocessed (the intake also nudges it). */
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
  const payoutRow = async (id: string) =>
    (await h.sql('select status, provider_reference from trade.payout where id = $1', [id]))[0];
  const waitFor = async (read: () => Promise<unknown>, wanted: unknown) => {
    for (let i = 0; i < 300; i++) {
      if (JSON.stringify(await read()) === JSON.stringify(wanted)) return;
      await new Promise((r) => setTimeout(r, 30));
    }
  };

  /** A seller with KES released to them and a stored Kenyan bank account. */
  const sellerReady = async () => {
    const sellerId = uuidv7();
    const token = await h.token('seller', sellerId);
    const o = await h.order({ status: 'delivered', sellerId, amountMinor: 1_000_000n, provider: 'paystack' });
    const res = await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, {
      method: 'POST',
      token: await h.token('buyer', o.buyerId),
    });
    expect(res.status).toBe(200);
    return { sellerId, token, released: Number(1_000_000n - o.feeMinor) };
  };
  const addBank = (token: string) =>
    h.api('/api/v1/seller/payout-destinations', {
      method: 'POST',
      token,
      json: {
        kind: 'bank_account',
        currency: 'KES',
        country: 'KE',
        accountName: 'Wanjiru Traders Ltd',
        bankCode: '01',
        accountNumber: '012345678901',
      },
    });
  const requestPayout = (token: string, json: object, lang?: string) =>
    h.api('/api/v1/seller/payouts', { method: 'POST', token, json, lang });

  it('a real provider needs a destination: a clear localized 422 and no money moved', async () => {
    const { token, released } = await sellerReady();
    const res = await requestPayout(token, { currency: 'KES' }, 'fr');
    expect(res.status).toBe(422);
    const problem = await res.json();
    expect(problem).toMatchObject({ code: 'payouts.destination_required' });
    expect(problem.detail).toMatch(/Ajoutez une destination de versement en KES/);
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'destinationId' })]);
    // A sandbox label is the demo's only: refused while Paystack pays out.
    const sandbox = await h.api('/api/v1/seller/payout-destinations', {
      method: 'POST',
      token,
      json: { kind: 'sandbox', currency: 'KES', label: 'demo' },
    });
    expect(sandbox.status).toBe(422);
    expect((await sandbox.json()).code).toBe('payout_destinations.sandbox_only');
    expect((await (await h.api('/api/v1/seller/balance', { token })).json())[0]).toMatchObject({
      availableMinor: released,
      inTransitMinor: 0,
    });
  });

  it('a transfer webhook settles the payout exactly once under duplicates ×3 and a late contrary event', async () => {
    const { sellerId, token, released } = await sellerReady();
    expect((await addBank(token)).status).toBe(201);
    const res = await requestPayout(token, { currency: 'KES' });
    expect(res.status).toBe(201);
    const payout = await res.json();
    await waitFor(() => payoutRow(payout.id), {
      status: 'pending',
      provider_reference: `TRF_${payout.id.slice(-8)}`,
    });
    const sent = api.requests.filter(
      (r) => r.url === '/transfer' && (r.json as { reference: string }).reference === payout.id,
    );
    expect(sent.map((r) => r.json)).toEqual([
      expect.objectContaining({ amount: released, currency: 'KES', recipient: 'RCP_sellerbank01' }),
    ]);
    // The recipient was registered with the full number; the table holds it sealed only.
    expect(api.requests.find((r) => r.url === '/transferrecipient')?.json).toMatchObject({
      account_number: '012345678901',
      bank_code: '01',
    });
    const stored = await h.sql('select * from trade.payout_destination where seller_id = $1', [sellerId]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('012345678901');

    // Paystack says success, and tells us three times; then a stale failure arrives.
    transfers.set(payout.id, 'success');
    const before = (await webhooks())[0]!.n;
    const success = transferEvent(payout.id, 'transfer.success', 'success', released);
    const answers = await Promise.all([post(success), post(success), post(success)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await post(transferEvent(payout.id, 'transfer.failed', 'failed', released))).status).toBe(200);
    await processed();
    expect((await webhooks())[0]!.n).toBe(before + 2); // the duplicates stored once

    expect((await payoutRow(payout.id))!.status).toBe('succeeded');
    expect(
      await h.sql(
        `select operation, count(*)::int as n from trade.ledger_entries where resolves = $1 group by operation`,
        [`payout:${payout.id}`],
      ),
    ).toEqual([{ operation: 'payout_settled', n: 1 }]);
    const settled = (await h.outbox('trade.payout.settled.v1')).filter(
      (e) => e.payload.payout?.payoutId === payout.id,
    );
    expect(settled).toHaveLength(1);
    expect((await h.outbox('trade.payout.failed.v1')).filter((e) => e.key === sellerId)).toHaveLength(0);
    expect(
      await h.sql('select outcome from trade.payment_webhook where payout_id = $1 order by received_at', [
        payout.id,
      ]),
    ).toEqual([{ outcome: 'payout_succeeded' }, { outcome: 'unchanged' }]);
    expect((await (await h.api('/api/v1/seller/balance', { token })).json())[0]).toMatchObject({
      availableMinor: 0,
      inTransitMinor: 0,
    });
    expect((await h.verify()).valid).toBe(true);
  });

  it('a webhook that arrives before the transfer call answered settles it; only verify decides', async () => {
    const { token } = await sellerReady();
    expect((await addBank(token)).status).toBe(201);
    const first = await (await requestPayout(token, { currency: 'KES', amountMinor: 1000 })).json();
    await waitFor(() => payoutRow(first.id).then((r) => r?.status), 'pending');
    // A claim of success that verify does not back moves nothing.
    expect((await post(transferEvent(first.id, 'transfer.success', 'success', 1000))).status).toBe(200);
    await processed();
    expect((await payoutRow(first.id))!.status).toBe('pending');

    // The next transfer's creation never answers; Paystack's webhook comes while it hangs.
    silentAmounts.add(2000);
    const second = await (await requestPayout(token, { currency: 'KES', amountMinor: 2000 })).json();
    await waitFor(() => Promise.resolve(transfers.has(second.id)), true);
    expect((await payoutRow(second.id))!.status).toBe('requested');
    transfers.set(second.id, 'success');
    expect((await post(transferEvent(second.id, 'transfer.success', 'success', 2000))).status).toBe(200);
    await processed();
    expect((await payoutRow(second.id))!.status).toBe('succeeded');
    // The hung call times out later: its unknown outcome changes nothing.
    await new Promise((r) => setTimeout(r, 1200));
    expect((await payoutRow(second.id))!.status).toBe('succeeded');
    expect(
      await h.sql(`select count(*)::int as n from trade.ledger_entries where resolves = $1`, [
        `payout:${second.id}`,
      ]),
    ).toEqual([{ n: 1 }]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('refuses a forged transfer or refund webhook with 401 and stores nothing', async () => {
    const { token } = await sellerReady();
    expect((await addBank(token)).status).toBe(201);
    const payout = await (await requestPayout(token, { currency: 'KES', amountMinor: 1000 })).json();
    await waitFor(() => payoutRow(payout.id).then((r) => r?.status), 'pending');
    transfers.set(payout.id, 'success');
    const before = (await webhooks())[0]!.n;
    const forged = [
      post(transferEvent(payout.id, 'transfer.success', 'success', 1000), 'a'.repeat(128)),
      post(
        transferEvent(payout.id, 'transfer.success', 'success', 1000),
        createHmac('sha512', 'sk_wrong').update('{}').digest('hex'),
      ),
      post(
        { event: 'refund.processed', data: { transaction_reference: uuidv7(), status: 'processed' } },
        '0',
      ),
      fetch(`${h.url}/api/v1/payments/webhooks/paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(transferEvent(payout.id, 'transfer.success', 'success', 1000)),
      }),
    ];
    expect((await Promise.all(forged)).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await webhooks())[0]!.n).toBe(before);
    await processed();
    expect((await payoutRow(payout.id))!.status).toBe('pending');
  });

  it('a refund webhook has the refund verified and recorded once; polling is not needed', async () => {
    const o = await h.order({ status: 'paid', provider: 'paystack', amountMinor: 500_000n });
    const declined = await h.api(`/api/v1/orders/${o.id}/decline`, {
      method: 'POST',
      token: await h.token('seller', o.sellerId),
      json: { reason: 'Out of stock' },
    });
    expect(declined.status).toBe(200);
    const refund = () =>
      h.sql('select status, provider_reference from trade.order_refund where order_id = $1', [o.id]);
    await waitFor(refund, [{ status: 'pending', provider_reference: '9000' }]);
    expect(api.requests.filter((r) => r.url === '/refund').map((r) => r.json)).toEqual([
      expect.objectContaining({
        transaction: '4242',
        amount: 500_000,
        merchant_note: expect.stringMatching(/^sokoni-refund:/),
      }),
    ]);

    // Out of order: the processed event, a stale pending one, and the processed again.
    refunds.get('4242')![0]!.status = 'processed';
    const processedEvent = {
      event: 'refund.processed',
      data: {
        transaction_reference: o.paymentId,
        refund_reference: 'RF_1',
        status: 'processed',
        amount: '500000',
        currency: 'KES',
      },
    };
    const stale = { event: 'refund.pending', data: { ...processedEvent.data, status: 'pending' } };
    for (const body of [processedEvent, stale, processedEvent]) expect((await post(body)).status).toBe(200);
    await processed();
    expect(await refund()).toEqual([{ status: 'succeeded', provider_reference: '9000' }]);
    expect(api.requests.filter((r) => r.url === '/refund')).toHaveLength(1);
    // Two stored events (the repeat is the same event), and the refund recorded once: by the first
    // webhook, or — when the refund's own dispatch attempt asked the provider after it had answered
    // "processed" (seen once under CI load) — by that attempt, the webhooks then changing nothing.
    const outcomes = (
      await h.sql<{ outcome: string }>(
        'select outcome from trade.payment_webhook where payment_id = $1 order by received_at',
        [o.paymentId],
      )
    ).map((r) => r.outcome);
    expect(outcomes).toHaveLength(2);
    expect(outcomes[1]).toBe('unchanged');
    expect(['refund_succeeded', 'unchanged']).toContain(outcomes[0]);
  });
});
