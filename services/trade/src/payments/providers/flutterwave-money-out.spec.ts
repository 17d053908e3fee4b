import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FlutterwaveProvider } from './flutterwave.provider.js';
import { WebhookAuthenticationError } from './payment.errors.js';
import type { PayoutDestination } from './payment-provider.port.js';
import {
  startFakeProviderApi,
  type FakeProviderApi,
  type FakeReply,
  type RecordedRequest,
} from './testing/fake-provider-api.js';

const SECRET_KEY = 'FLWSECK_TEST-3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c-X';
const SECRET_HASH = 'sokoni-test-hash-6c1d0e9f8a7b';
const PAYOUT_ID = '0192f0b1-3333-7d2e-8a10-34b5c6d7e8f9';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const REFUND_ID = '0192f0c2-4444-7d2e-8a10-34b5c6d7e8f9';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

const ngnBank: PayoutDestination = {
  kind: 'bank_account',
  bankCode: '044',
  accountNumber: '0690000040',
  accountName: 'Adaeze Supplies Ltd',
  currency: 'NGN',
  country: 'NG',
};
const mpesaWallet: PayoutDestination = {
  kind: 'mobile_money',
  network: 'mpesa',
  phone: '+254708374149',
  accountName: 'Wanjiru Kamau',
  currency: 'KES',
  country: 'KE',
};
const envelope = (data: Record<string, unknown>, message = 'ok'): FakeReply => ({
  status: 200,
  json: { status: 'success', message, data },
});

describe('FlutterwaveProvider transfers and refunds against a v3 stand-in', () => {
  let api: FakeProviderApi;
  let reply: (request: RecordedRequest) => FakeReply;
  let flutterwave: FlutterwaveProvider;

  beforeEach(async () => {
    api = await startFakeProviderApi((request) => reply(request));
    flutterwave = new FlutterwaveProvider({
      secretKey: SECRET_KEY,
      secretHash: SECRET_HASH,
      baseUrl: api.baseUrl,
      // A loaded CI machine once took over 500 ms to answer locally; only 'hang' replies wait this out.
      timeoutMs: 3_000,
    });
  });
  afterEach(() => api.close());

  const transfer = (status: string, extra: Record<string, unknown> = {}) =>
    envelope({ id: 33286, reference: PAYOUT_ID, amount: 30020.5, currency: 'NGN', status, ...extra });

  it('creates a bank transfer with the amount in major units and our payout id as reference', async () => {
    reply = () => transfer('NEW');
    const result = await flutterwave.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 3002050n,
      currency: 'NGN',
      destination: ngnBank,
      reason: 'Sokoni payout',
    });
    expect(result).toMatchObject({
      status: 'pending',
      amountMinor: 3002050,
      currency: 'NGN',
      providerReference: '33286',
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/v3/transfers' });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(api.requests[0]?.json).toEqual({
      account_bank: '044',
      account_number: '0690000040',
      beneficiary_name: 'Adaeze Supplies Ltd',
      amount: 30020.5,
      currency: 'NGN',
      debit_currency: 'NGN',
      narration: 'Sokoni payout',
      reference: PAYOUT_ID,
    });
  });

  it('sends mobile money with the network code as account_bank and the number without "+"', async () => {
    reply = () => envelope({ id: 5, reference: PAYOUT_ID, amount: 1500, currency: 'KES', status: 'NEW' });
    await flutterwave.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 150000,
      currency: 'KES',
      destination: mpesaWallet,
      reason: 'x',
    });
    expect(api.requests[0]?.json).toMatchObject({
      account_bank: 'MPS',
      account_number: '254708374149',
      amount: 1500,
    });
    const ghs = {
      ...mpesaWallet,
      network: 'vodafone',
      phone: '+233551234987',
      currency: 'GHS',
      country: 'GH',
    } as const;
    await flutterwave.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 100,
      currency: 'GHS',
      destination: ghs,
      reason: 'x',
    });
    expect(api.requests[1]?.json).toMatchObject({
      account_bank: 'VODAFONE',
      account_number: '233551234987',
      amount: 1,
    });
    // Zero-decimal currencies go as whole units.
    const ugx = {
      ...mpesaWallet,
      network: 'mtn',
      phone: '+256772123456',
      currency: 'UGX',
      country: 'UG',
    } as const;
    await flutterwave.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 50000,
      currency: 'UGX',
      destination: ugx,
      reason: 'x',
    });
    expect(api.requests[2]?.json).toMatchObject({ account_bank: 'MPS', amount: 50000, currency: 'UGX' });
  });

  it('refuses, before any call, destinations Flutterwave is not set up to pay here', () => {
    const refusals: Array<[PayoutDestination, string]> = [
      [{ ...ngnBank, currency: 'EUR', country: 'DE' }, 'EUR'],
      [ngnBank, 'KES'],
      [{ ...mpesaWallet, network: 'airtel' }, 'KES'],
      [{ kind: 'sandbox', label: 'demo' }, 'KES'],
      [{ kind: 'recipient_code', code: 'RCP_x' }, 'NGN'],
    ];
    for (const [destination, currency] of refusals)
      expect(flutterwave.payoutDestinationRefusal(destination, currency)).toBe('unsupported_destination');
    expect(flutterwave.payoutDestinationRefusal(ngnBank, 'NGN')).toBeUndefined();
    return expect(
      flutterwave.payout({
        payoutId: PAYOUT_ID,
        amountMinor: 1,
        currency: 'EUR',
        destination: refusals[0]![0],
        reason: 'x',
      }),
    ).rejects.toMatchObject({ retryable: false, code: 'unsupported_destination' });
  });

  it('answers a retried transfer whose reference is taken as pending, and verifies by the transfer id', async () => {
    reply = (r) =>
      r.method === 'POST'
        ? {
            status: 400,
            json: { status: 'error', message: 'Transfer with this reference already exists', data: null },
          }
        : transfer('SUCCESSFUL');
    const retried = await flutterwave.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 3002050,
      currency: 'NGN',
      destination: ngnBank,
      reason: 'x',
      retry: true,
    });
    expect(retried.status).toBe('pending');
    expect(retried.providerReference).toBeUndefined();
    await expect(flutterwave.verifyPayout(PAYOUT_ID)).rejects.toMatchObject({
      retryable: true,
      code: 'missing_reference',
    });
    const truth = await flutterwave.verifyPayout(PAYOUT_ID, { providerReference: '33286' });
    expect(truth).toMatchObject({ status: 'succeeded', amountMinor: 3002050, currency: 'NGN' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v3/transfers/33286' });
    // A transfer id that is not ours (another reference) or not numeric is refused.
    reply = () => transfer('SUCCESSFUL', { reference: 'someone-else' });
    await expect(flutterwave.verifyPayout(PAYOUT_ID, { providerReference: '33286' })).rejects.toMatchObject({
      code: 'mismatch',
    });
    await expect(flutterwave.verifyPayout(PAYOUT_ID, { providerReference: '../x' })).rejects.toMatchObject({
      code: 'invalid_reference',
    });
    reply = () => transfer('FAILED', { complete_message: 'DISBURSE FAILED: Insufficient funds' });
    expect(await flutterwave.verifyPayout(PAYOUT_ID, { providerReference: '33286' })).toMatchObject({
      status: 'failed',
      failureReason: 'DISBURSE FAILED: Insufficient funds',
    });
  });

  it('refunds by transaction id with the amount in major units, and reads the refund back', async () => {
    reply = (r) =>
      r.url.startsWith('/v3/transactions/verify_by_reference')
        ? envelope({ id: 285959875, tx_ref: PAYMENT_ID, status: 'successful' })
        : envelope({
            id: 75923,
            tx_id: 285959875,
            amount_refunded: 2500,
            status: r.method === 'POST' ? 'pending' : 'completed',
          });
    const result = await flutterwave.refund({
      refundId: REFUND_ID,
      paymentId: PAYMENT_ID,
      amountMinor: 250000n,
      currency: 'NGN',
      reason: 'Order declined',
    });
    expect(result).toMatchObject({ status: 'pending', amountMinor: 250000, providerReference: '75923' });
    expect(api.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', `/v3/transactions/verify_by_reference?tx_ref=${PAYMENT_ID}`],
      ['POST', '/v3/transactions/285959875/refund'],
    ]);
    expect(api.requests[1]?.json).toEqual({
      amount: 2500,
      comments: `sokoni-refund:${REFUND_ID} Order declined`,
    });
    // The stored transaction id saves the lookup.
    await flutterwave.refund({
      refundId: REFUND_ID,
      paymentId: PAYMENT_ID,
      amountMinor: 1n,
      currency: 'NGN',
      reason: 'x',
      providerPaymentReference: '285959875',
    });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v3/transactions/285959875/refund',
      json: { amount: 0.01 },
    });

    const verified = await flutterwave.verifyRefund({
      refundId: REFUND_ID,
      paymentId: PAYMENT_ID,
      currency: 'NGN',
      providerReference: '75923',
    });
    expect(verified).toMatchObject({ status: 'succeeded', amountMinor: 250000 });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v3/refunds/75923' });
  });

  it('never sends a refund again when an earlier attempt’s outcome is unknown: staff check the dashboard', async () => {
    reply = () => envelope({ id: 1, amount_refunded: 1, status: 'completed' });
    await expect(
      flutterwave.refund({
        refundId: REFUND_ID,
        paymentId: PAYMENT_ID,
        amountMinor: 100,
        currency: 'NGN',
        reason: 'x',
        retry: true,
      }),
    ).rejects.toMatchObject({ retryable: false, code: 'outcome_unknown' });
    expect(api.requests).toHaveLength(0);
  });

  it('treats 5xx and garbled answers as unknown, 4xx as refusals', async () => {
    reply = () => ({ status: 503, text: '<html>busy</html>' });
    await expect(
      flutterwave.payout({
        payoutId: PAYOUT_ID,
        amountMinor: 100,
        currency: 'NGN',
        destination: ngnBank,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ retryable: true });
    reply = () => ({ status: 400, json: { status: 'error', message: 'Invalid account number' } });
    await expect(
      flutterwave.payout({
        payoutId: PAYOUT_ID,
        amountMinor: 100,
        currency: 'NGN',
        destination: ngnBank,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ retryable: false, providerMessage: 'Invalid account number' });
  });
});

describe('FlutterwaveProvider transfer and refund webhooks', () => {
  const flutterwave = new FlutterwaveProvider({ secretKey: SECRET_KEY, secretHash: SECRET_HASH });

  it('reads transfer.completed as a payout claim whose transfer id is what verify is asked with', () => {
    const body = fixture('flutterwave-transfer-completed.json');
    expect(flutterwave.parseWebhook(body, { 'verif-hash': SECRET_HASH })).toMatchObject({
      subject: 'payout',
      payoutId: PAYOUT_ID,
      providerReference: '33286',
      claimedStatus: 'succeeded',
      claimedAmountMinor: 3002050,
      claimedCurrency: 'NGN',
      providerEventId: 'transfer.completed:33286:SUCCESSFUL',
    });
    const failed = Buffer.from(body.toString('utf8').replace('"SUCCESSFUL"', '"FAILED"'));
    expect(flutterwave.parseWebhook(failed, { 'verif-hash': SECRET_HASH }).claimedStatus).toBe('failed');
  });

  it('reads a refund callback as a refund claim by Flutterwave’s refund id', () => {
    const body = fixture('flutterwave-refund-completed.json');
    expect(flutterwave.parseWebhook(body, { 'verif-hash': SECRET_HASH })).toMatchObject({
      subject: 'refund',
      paymentId: PAYMENT_ID,
      providerReference: '75923',
      claimedStatus: 'succeeded',
    });
  });

  it('refuses transfer and refund events without the secret hash', () => {
    for (const name of ['flutterwave-transfer-completed.json', 'flutterwave-refund-completed.json']) {
      const body = fixture(name);
      expect(() => flutterwave.parseWebhook(body, {})).toThrow(WebhookAuthenticationError);
      expect(() => flutterwave.parseWebhook(body, { 'verif-hash': `${SECRET_HASH}x` })).toThrow(
        WebhookAuthenticationError,
      );
    }
  });
});
