import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FlutterwaveProvider } from './flutterwave.provider.js';
import {
  PaymentMismatchError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  WebhookAuthenticationError,
} from './payment.errors.js';
import { startFakeProviderApi, type FakeProviderApi, type FakeReply } from './testing/fake-provider-api.js';

const SECRET_KEY = 'FLWSECK_TEST-3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c-X';
const SECRET_HASH = 'sokoni-test-hash-6c1d0e9f8a7b';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

describe('FlutterwaveProvider webhooks', () => {
  const flutterwave = new FlutterwaveProvider({ secretKey: SECRET_KEY, secretHash: SECRET_HASH });

  it('accepts a charge.completed whose verif-hash is the secret hash and reads its claim', () => {
    const body = fixture('flutterwave-charge-completed-successful.json');
    expect(flutterwave.parseWebhook(body, { 'verif-hash': SECRET_HASH })).toMatchObject({
      provider: 'flutterwave',
      type: 'charge.completed',
      subject: 'payment',
      paymentId: PAYMENT_ID,
      providerReference: '285959875',
      claimedStatus: 'succeeded',
      claimedAmountMinor: 1250050,
      claimedCurrency: 'NGN',
      providerEventId: 'charge.completed:285959875:successful',
    });
  });

  it('parses a failed charge as a failure claim', () => {
    const body = fixture('flutterwave-charge-completed-failed.json');
    expect(flutterwave.parseWebhook(body, { 'verif-hash': SECRET_HASH })).toMatchObject({
      paymentId: '0192f0a4-8d2f-7b4c-a053-6f9e4d3c2b1a',
      claimedStatus: 'failed',
      claimedAmountMinor: 300000,
      claimedCurrency: 'KES',
    });
  });

  it('refuses a wrong, missing, prefixed or repeated verif-hash', () => {
    const body = fixture('flutterwave-charge-completed-successful.json');
    const cases: Array<[Record<string, string | string[] | undefined>, string]> = [
      [{ 'verif-hash': 'sokoni-test-hash-6c1d0e9f8a7c' }, 'bad_signature'],
      [{ 'verif-hash': `${SECRET_HASH}x` }, 'bad_signature'],
      [{ 'verif-hash': SECRET_HASH.slice(0, -1) }, 'bad_signature'],
      [{}, 'missing_signature'],
      [{ 'verif-hash': [SECRET_HASH, 'guess'] }, 'missing_signature'],
    ];
    for (const [headers, reason] of cases) {
      expect(() => flutterwave.parseWebhook(body, headers)).toThrow(WebhookAuthenticationError);
      try {
        flutterwave.parseWebhook(body, headers);
      } catch (err) {
        expect((err as WebhookAuthenticationError).reason).toBe(reason);
      }
    }
  });
});

describe('FlutterwaveProvider API calls', () => {
  let api: FakeProviderApi;
  let reply: (url: string) => FakeReply;
  let flutterwave: FlutterwaveProvider;
  const expected = { amountMinor: 1250050, currency: 'NGN' };

  beforeEach(async () => {
    api = await startFakeProviderApi((req) => reply(req.url));
    flutterwave = new FlutterwaveProvider({
      secretKey: SECRET_KEY,
      secretHash: SECRET_HASH,
      baseUrl: api.baseUrl,
      // A loaded CI machine once took over 500 ms to answer locally; only 'hang' replies wait this out.
      timeoutMs: 3_000,
    });
  });
  afterEach(() => api.close());

  const transaction = (data: Record<string, unknown>): FakeReply => ({
    status: 200,
    json: {
      status: 'success',
      message: 'Transaction fetched successfully',
      data: {
        id: 285959875,
        tx_ref: PAYMENT_ID,
        flw_ref: 'SokoniTest/FLW270177170',
        amount: 12500.5,
        currency: 'NGN',
        charged_amount: 12500.5,
        status: 'successful',
        ...data,
      },
    },
  });

  it('creates a payment link with tx_ref = payment id and the amount as an exact major-unit decimal', async () => {
    reply = () => ({
      status: 200,
      json: {
        status: 'success',
        message: 'Hosted Link',
        data: { link: 'https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341' },
      },
    });
    const initiation = await flutterwave.initiate({
      paymentId: PAYMENT_ID,
      amountMinor: 1250050n,
      currency: 'NGN',
      email: 'buyer@example.com',
      phone: '+2348012345678',
      callbackUrl: 'https://sokoni.example/checkout/return',
      description: 'Sokoni order group',
    });
    expect(initiation).toMatchObject({
      kind: 'redirect',
      redirectUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341',
    });
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v3/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.json).toMatchObject({
      tx_ref: PAYMENT_ID,
      amount: '12500.50',
      currency: 'NGN',
      redirect_url: 'https://sokoni.example/checkout/return',
      customer: { email: 'buyer@example.com', phonenumber: '+2348012345678' },
    });
  });

  it('writes 0- and 3-digit currencies exactly', async () => {
    reply = () => ({
      status: 200,
      json: { status: 'success', data: { link: 'https://checkout.example/x' } },
    });
    const base = {
      paymentId: PAYMENT_ID,
      email: 'b@example.com',
      callbackUrl: 'https://s.example/r',
      description: 'x',
    };
    await flutterwave.initiate({ ...base, amountMinor: 150000, currency: 'UGX' });
    await flutterwave.initiate({ ...base, amountMinor: 1005, currency: 'TND' });
    expect((api.requests[0]?.json as { amount: string }).amount).toBe('150000');
    expect((api.requests[1]?.json as { amount: string }).amount).toBe('1.005');
  });

  it('verifies by transaction id and checks tx_ref, amount and currency', async () => {
    reply = () => transaction({});
    const ok = await flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '285959875', expected });
    expect(ok).toMatchObject({
      status: 'succeeded',
      amountMinor: 1250050,
      currency: 'NGN',
      providerReference: '285959875',
    });
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/v3/transactions/285959875/verify' });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    for (const data of [
      { tx_ref: 'another-payment' },
      { tx_ref: undefined },
      { amount: 12500.49 },
      { currency: 'KES' },
    ]) {
      reply = () => transaction(data);
      await expect(
        flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '285959875', expected }),
      ).rejects.toBeInstanceOf(PaymentMismatchError);
    }
    reply = () => transaction({ amount: 12500.505 });
    await expect(
      flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '285959875', expected }),
    ).rejects.toMatchObject({ code: 'mismatch' });
  });

  it('maps failed and pending transactions, and verifies by tx_ref without a transaction id', async () => {
    reply = () => transaction({ status: 'failed', processor_response: 'Insufficient funds' });
    expect(
      await flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '285959875', expected }),
    ).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient funds',
    });
    reply = () => transaction({ status: 'pending' });
    const pending = await flutterwave.verify({ paymentId: PAYMENT_ID, expected });
    expect(pending.status).toBe('pending');
    expect(api.requests.at(-1)?.url).toBe(`/v3/transactions/verify_by_reference?tx_ref=${PAYMENT_ID}`);
  });

  it('never puts a non-numeric transaction id into the path', async () => {
    reply = () => transaction({});
    await expect(
      flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '../../v3/transfers', expected }),
    ).rejects.toMatchObject({ code: 'invalid_reference' });
    expect(api.requests).toHaveLength(0);
  });

  it('treats 5xx and timeouts as transient, a 4xx as a refusal', async () => {
    for (const answer of [
      { status: 500, json: { status: 'error', message: 'oops' } },
      'hang',
    ] as FakeReply[]) {
      reply = () => answer;
      await expect(
        flutterwave.verify({ paymentId: PAYMENT_ID, providerReference: '1', expected }),
      ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    }
    reply = () => ({
      status: 400,
      json: { status: 'error', message: 'No transaction was found for this id', data: null },
    });
    const missing = await flutterwave
      .verify({ paymentId: PAYMENT_ID, providerReference: '1', expected })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PaymentRefusedError);
    expect((missing as PaymentRefusedError).code).toBe('not_found');
  });
});
