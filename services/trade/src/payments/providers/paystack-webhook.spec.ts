import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebhookAuthenticationError, WebhookPayloadError } from './payment.errors.js';
import { PaystackProvider } from './paystack.provider.js';

const SECRET = 'sk_test_5f1e0c9a7b3d4e2f8a6b1c0d9e8f7a6b';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const sign = (body: Buffer | string, secret = SECRET) =>
  createHmac('sha512', secret).update(body).digest('hex');

describe('PaystackProvider webhooks', () => {
  const paystack = new PaystackProvider({ secretKey: SECRET });
  const charge = fixture('paystack-charge-success.json');

  it('accepts a charge.success signed over the raw bytes and reads what it claims', () => {
    const event = paystack.parseWebhook(charge, { 'x-paystack-signature': sign(charge) });
    expect(event).toMatchObject({
      provider: 'paystack',
      type: 'charge.success',
      subject: 'payment',
      paymentId: PAYMENT_ID,
      providerReference: '4677002219',
      claimedStatus: 'succeeded',
      claimedAmountMinor: 1250050,
      claimedCurrency: 'NGN',
      providerEventId: 'charge.success:4677002219:success',
    });
  });

  it('refuses a tampered body, another key, a missing header and conflicting repeated headers', () => {
    const tampered = Buffer.from(charge.toString('utf8').replace('"amount": 1250050', '"amount": 9250050'));
    expect(tampered.equals(charge)).toBe(false);
    const attempts: Array<[Buffer, Record<string, string | string[] | undefined>, string]> = [
      [tampered, { 'x-paystack-signature': sign(charge) }, 'bad_signature'],
      [charge, { 'x-paystack-signature': sign(charge, 'sk_test_other') }, 'bad_signature'],
      [charge, { 'x-paystack-signature': sign(charge).slice(0, 64) }, 'bad_signature'],
      [charge, {}, 'missing_signature'],
      [charge, { 'x-paystack-signature': '' }, 'missing_signature'],
      [charge, { 'x-paystack-signature': [sign(charge), 'f00'] }, 'missing_signature'],
    ];
    for (const [body, headers, reason] of attempts) {
      let thrown: unknown;
      try {
        paystack.parseWebhook(body, headers);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(WebhookAuthenticationError);
      expect((thrown as WebhookAuthenticationError).reason).toBe(reason);
    }
  });

  it('checks the bytes received, not a re-serialised object', () => {
    const compact = Buffer.from(JSON.stringify(JSON.parse(charge.toString('utf8'))));
    expect(() => paystack.parseWebhook(compact, { 'x-paystack-signature': sign(charge) })).toThrow(
      WebhookAuthenticationError,
    );
    // Header names arrive in any case from a plain object; hex in upper case is the same signature.
    expect(
      paystack.parseWebhook(charge, { 'X-Paystack-Signature': sign(charge).toUpperCase() }).paymentId,
    ).toBe(PAYMENT_ID);
  });

  it('parses transfer success and failure as payout claims with distinct event ids', () => {
    const ok = fixture('paystack-transfer-success.json');
    const failed = fixture('paystack-transfer-failed.json');
    const success = paystack.parseWebhook(ok, { 'x-paystack-signature': sign(ok) });
    const failure = paystack.parseWebhook(failed, { 'x-paystack-signature': sign(failed) });
    expect(success).toMatchObject({
      subject: 'payout',
      payoutId: '0192f0b1-1111-7d2e-8a10-34b5c6d7e8f9',
      providerReference: 'TRF_1ptvuv321ahaa7q',
      claimedStatus: 'succeeded',
      claimedAmountMinor: 500000,
    });
    expect(failure).toMatchObject({ subject: 'payout', claimedStatus: 'failed' });
    expect(success.providerEventId).not.toBe(failure.providerEventId);
  });

  it('parses refund.processed and refund.failed as refund claims naming the refunded payment', () => {
    const processed = fixture('paystack-refund-processed.json');
    const event = paystack.parseWebhook(processed, { 'x-paystack-signature': sign(processed) });
    expect(event).toMatchObject({
      provider: 'paystack',
      type: 'refund.processed',
      subject: 'refund',
      paymentId: PAYMENT_ID,
      claimedStatus: 'succeeded',
      claimedCurrency: 'NGN',
    });
    const failedBody = Buffer.from(
      processed
        .toString('utf8')
        .replace('"refund.processed"', '"refund.failed"')
        .replace('"processed",', '"failed",'),
    );
    const failed = paystack.parseWebhook(failedBody, { 'x-paystack-signature': sign(failedBody) });
    expect(failed).toMatchObject({ subject: 'refund', claimedStatus: 'failed' });
    expect(failed.providerEventId).not.toBe(event.providerEventId);
    // Signed with another key: refused like any other event.
    expect(() =>
      paystack.parseWebhook(processed, { 'x-paystack-signature': sign(processed, 'sk_other') }),
    ).toThrow(WebhookAuthenticationError);
  });

  it('parses transfer.reversed as a failure claim about the payout, with an id of its own', () => {
    const reversed = fixture('paystack-transfer-reversed.json');
    const ok = fixture('paystack-transfer-success.json');
    const event = paystack.parseWebhook(reversed, { 'x-paystack-signature': sign(reversed) });
    expect(event).toMatchObject({
      subject: 'payout',
      payoutId: '0192f0b1-1111-7d2e-8a10-34b5c6d7e8f9',
      claimedStatus: 'failed',
    });
    expect(event.providerEventId).not.toBe(
      paystack.parseWebhook(ok, { 'x-paystack-signature': sign(ok) }).providerEventId,
    );
  });

  it('gives a redelivery the same event id and a changed status a new one', () => {
    const again = paystack.parseWebhook(Buffer.from(charge), { 'x-paystack-signature': sign(charge) });
    const reversedBody = Buffer.from(
      charge.toString('utf8').replace('"status": "success"', '"status": "reversed"'),
    );
    const reversed = paystack.parseWebhook(reversedBody, { 'x-paystack-signature': sign(reversedBody) });
    expect(again.providerEventId).toBe('charge.success:4677002219:success');
    expect(reversed.providerEventId).not.toBe(again.providerEventId);
    expect(reversed.claimedStatus).toBe('failed');
  });

  it('reports an authentic but unreadable body as a payload error, and unknown events as other', () => {
    const notJson = Buffer.from('event=charge.success');
    expect(() => paystack.parseWebhook(notJson, { 'x-paystack-signature': sign(notJson) })).toThrow(
      WebhookPayloadError,
    );
    const other = Buffer.from(
      JSON.stringify({ event: 'subscription.create', data: { id: 7, status: 'active' } }),
    );
    expect(paystack.parseWebhook(other, { 'x-paystack-signature': sign(other) })).toMatchObject({
      subject: 'other',
      providerEventId: 'subscription.create:7:active',
    });
  });
});
