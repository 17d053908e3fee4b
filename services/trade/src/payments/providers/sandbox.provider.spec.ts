import { PaymentMismatchError, PaymentRefusedError, WebhookAuthenticationError } from './payment.errors.js';
import type { WebhookEvent } from './payment-provider.port.js';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-webhooks.js';
import { SandboxProvider } from './sandbox.provider.js';
import { InMemorySandboxStore } from './sandbox.store.js';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const payment = {
  paymentId: PAYMENT_ID,
  amountMinor: 450000n,
  currency: 'KES',
  email: 'buyer@example.com',
  callbackUrl: 'https://sokoni.example/checkout/return?group=7',
  description: 'Sokoni order group',
};
const expected = { amountMinor: 450000, currency: 'KES' };

/** A webhook endpoint stand-in: parses every delivery with the provider, as the trade service will. */
function recordingSink(provider: () => SandboxProvider) {
  const received: Array<{ raw: Buffer; event: WebhookEvent }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const sink = async (rawBody: Buffer, headers: Record<string, string>) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    received.push({ raw: rawBody, event: provider().parseWebhook(rawBody, headers) });
    inFlight -= 1;
  };
  return { sink, received, maxInFlight: () => maxInFlight };
}

describe('SandboxProvider', () => {
  let sandbox: SandboxProvider;
  let recorder: ReturnType<typeof recordingSink>;

  beforeEach(() => {
    recorder = recordingSink(() => sandbox);
    sandbox = new SandboxProvider({
      webhookSecret: SECRET,
      pageUrl: '/sandbox/pay',
      onWebhook: recorder.sink,
    });
  });

  it('starts a pending payment on the sandbox page and answers a repeated initiate alike', async () => {
    const first = await sandbox.initiate(payment);
    expect(first).toMatchObject({
      kind: 'redirect',
      redirectUrl: `/sandbox/pay/${PAYMENT_ID}?return=${encodeURIComponent(payment.callbackUrl)}`,
    });
    expect(await sandbox.initiate(payment)).toEqual(first);
    await expect(sandbox.initiate({ ...payment, amountMinor: 1n })).rejects.toMatchObject({
      code: 'duplicate_reference',
    });
    expect(await sandbox.verify({ paymentId: PAYMENT_ID, expected })).toMatchObject({
      status: 'pending',
      amountMinor: 450000,
    });
    await expect(sandbox.verify({ paymentId: 'unknown', expected })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('completes once, emits a signed webhook the same provider accepts, and verify reports the state', async () => {
    await sandbox.initiate(payment);
    const outcome = await sandbox.complete(PAYMENT_ID, 'succeeded');
    expect(outcome.failures).toEqual([]);
    expect(recorder.received.map((r) => r.event)).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        type: 'payment.succeeded',
        subject: 'payment',
        paymentId: PAYMENT_ID,
        claimedStatus: 'succeeded',
        claimedAmountMinor: 450000,
        claimedCurrency: 'KES',
      }),
    ]);
    expect(await sandbox.verify({ paymentId: PAYMENT_ID, expected })).toMatchObject({ status: 'succeeded' });
    await expect(
      sandbox.verify({ paymentId: PAYMENT_ID, expected: { amountMinor: 450001, currency: 'KES' } }),
    ).rejects.toBeInstanceOf(PaymentMismatchError);
  });

  it('sends byte-identical duplicates with one event id', async () => {
    await sandbox.initiate(payment);
    const outcome = await sandbox.complete(PAYMENT_ID, 'succeeded', { duplicates: 4 });
    expect(outcome.webhooks).toHaveLength(5);
    expect(recorder.received).toHaveLength(5);
    const [first] = recorder.received;
    for (const delivery of recorder.received) {
      expect(delivery.raw.equals(first!.raw)).toBe(true);
      expect(delivery.event.providerEventId).toBe(first!.event.providerEventId);
    }
  });

  it('sends out-of-order events after the final one, each with its own id, without changing the payment', async () => {
    await sandbox.initiate(payment);
    await sandbox.complete(PAYMENT_ID, 'succeeded', { outOfOrder: true });
    const claims = recorder.received.map((r) => r.event.claimedStatus);
    expect(claims).toEqual(['succeeded', 'pending', 'failed']);
    expect(new Set(recorder.received.map((r) => r.event.providerEventId)).size).toBe(3);
    expect((await sandbox.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('succeeded');

    await sandbox.emitPaymentWebhook(PAYMENT_ID, 'failed');
    expect(recorder.received.at(-1)?.event.claimedStatus).toBe('failed');
    expect((await sandbox.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('succeeded');
  });

  it('keeps a final status final: the other outcome is refused, the same one is re-sent', async () => {
    await sandbox.initiate(payment);
    await sandbox.complete(PAYMENT_ID, 'failed');
    const late = await sandbox.complete(PAYMENT_ID, 'succeeded').catch((e: unknown) => e);
    expect(late).toBeInstanceOf(PaymentRefusedError);
    expect((late as PaymentRefusedError).code).toBe('already_final');
    expect((await sandbox.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('failed');
    await sandbox.complete(PAYMENT_ID, 'failed');
    expect(recorder.received.map((r) => r.event.claimedStatus)).toEqual(['failed', 'failed']);
  });

  it('lets exactly one of two racing decisions win', async () => {
    await sandbox.initiate(payment);
    const results = await Promise.allSettled([
      sandbox.complete(PAYMENT_ID, 'succeeded'),
      sandbox.complete(PAYMENT_ID, 'failed'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const final = (await sandbox.verify({ paymentId: PAYMENT_ID, expected })).status;
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    expect(final).toBe(winner === 0 ? 'succeeded' : 'failed');
  });

  it('delivers one at a time by default and all at once on request', async () => {
    await sandbox.initiate(payment);
    await sandbox.complete(PAYMENT_ID, 'succeeded', { duplicates: 3 });
    expect(recorder.maxInFlight()).toBe(1);
    await sandbox.complete(PAYMENT_ID, 'succeeded', { duplicates: 3, concurrent: true });
    expect(recorder.maxInFlight()).toBe(4);
  });

  it('delivers a delayed completion in the background', async () => {
    let delivered = false;
    const arrived = new Promise<Buffer>((resolve) =>
      sandbox.setWebhookSink((raw) => {
        delivered = true;
        resolve(raw);
      }),
    );
    await sandbox.initiate(payment);
    const outcome = await sandbox.complete(PAYMENT_ID, 'succeeded', { delayMs: 20 });
    expect(delivered).toBe(false);
    expect(outcome.failures).toEqual([]);
    const raw = await arrived;
    expect(raw.equals(outcome.webhooks[0]!.rawBody)).toBe(true);
  });

  it('reports a failing webhook endpoint instead of undoing the decision', async () => {
    sandbox.setWebhookSink(() => {
      throw new Error('endpoint down');
    });
    await sandbox.initiate(payment);
    const outcome = await sandbox.complete(PAYMENT_ID, 'succeeded', { duplicates: 1 });
    expect(outcome.failures.map((e) => e.message)).toEqual(['endpoint down', 'endpoint down']);
    expect((await sandbox.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('succeeded');
  });

  it('refuses a sandbox webhook that was tampered with, signed with another secret or not signed', async () => {
    await sandbox.initiate(payment);
    const [webhook] = (await sandbox.complete(PAYMENT_ID, 'failed')).webhooks;
    const tampered = Buffer.from(webhook!.rawBody.toString('utf8').replace('"failed"', '"succeeded"'));
    const other = new SandboxProvider({ webhookSecret: 'another-sandbox-secret-0123456789' });
    const reasons = [
      () => sandbox.parseWebhook(tampered, webhook!.headers),
      () => other.parseWebhook(webhook!.rawBody, webhook!.headers),
      () => sandbox.parseWebhook(webhook!.rawBody, { 'content-type': 'application/json' }),
    ].map((attempt) => {
      try {
        attempt();
      } catch (err) {
        expect(err).toBeInstanceOf(WebhookAuthenticationError);
        return (err as WebhookAuthenticationError).reason;
      }
      return 'accepted';
    });
    expect(reasons).toEqual(['bad_signature', 'bad_signature', 'missing_signature']);
    expect(webhook!.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps its state in the store it is given, so the trade service can persist it', async () => {
    const store = new InMemorySandboxStore();
    const before = new SandboxProvider({ webhookSecret: SECRET, store });
    await before.initiate(payment);
    await before.complete(PAYMENT_ID, 'succeeded');
    const after = new SandboxProvider({ webhookSecret: SECRET, store });
    expect((await after.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('succeeded');
    expect((await store.getPayment(PAYMENT_ID))?.status).toBe('succeeded');
  });

  it('pays sellers out once per payout id, instantly or when completed by hand', async () => {
    const request = {
      payoutId: 'po-1',
      amountMinor: 120000,
      currency: 'KES',
      destination: { kind: 'sandbox' as const, label: 'seller-7' },
      reason: 'Payout',
    };
    const first = await sandbox.payout(request);
    expect(first).toMatchObject({ status: 'succeeded', amountMinor: 120000 });
    expect(await sandbox.payout(request)).toEqual(first);
    expect(recorder.received.map((r) => [r.event.subject, r.event.payoutId, r.event.claimedStatus])).toEqual([
      ['payout', 'po-1', 'succeeded'],
    ]);
    await expect(sandbox.payout({ ...request, amountMinor: 1 })).rejects.toMatchObject({
      code: 'duplicate_reference',
    });

    const manual = new SandboxProvider({ webhookSecret: SECRET, payouts: 'manual' });
    expect((await manual.payout({ ...request, payoutId: 'po-2' })).status).toBe('pending');
    await manual.completePayout('po-2', 'failed');
    expect((await manual.verifyPayout('po-2')).status).toBe('failed');
    await expect(manual.completePayout('po-2', 'succeeded')).rejects.toMatchObject({ code: 'already_final' });
  });
});
