import {
  PaymentMismatchError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
} from './payment.errors.js';
import { PaystackProvider } from './paystack.provider.js';
import { startFakeProviderApi, type FakeProviderApi, type FakeReply } from './testing/fake-provider-api.js';

const SECRET = 'sk_test_5f1e0c9a7b3d4e2f8a6b1c0d9e8f7a6b';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';

describe('PaystackProvider API calls', () => {
  let api: FakeProviderApi;
  let reply: (url: string) => FakeReply;
  let paystack: PaystackProvider;

  beforeEach(async () => {
    api = await startFakeProviderApi((req) => reply(req.url));
    paystack = new PaystackProvider({ secretKey: SECRET, baseUrl: api.baseUrl, timeoutMs: 3_000 });
  });
  afterEach(() => api.close());

  const verified = (data: Record<string, unknown>): FakeReply => ({
    status: 200,
    json: {
      status: true,
      message: 'Verification successful',
      data: {
        id: 4677002219,
        reference: PAYMENT_ID,
        amount: 1250050,
        currency: 'NGN',
        status: 'success',
        ...data,
      },
    },
  });
  const expected = { amountMinor: 1250050n, currency: 'NGN' };

  it('initializes a transaction with the subunit amount and our payment id as reference', async () => {
    reply = () => ({
      status: 200,
      json: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
          access_code: '0peioxfhpn',
          reference: PAYMENT_ID,
        },
      },
    });
    const initiation = await paystack.initiate({
      paymentId: PAYMENT_ID,
      amountMinor: 1250050n,
      currency: 'NGN',
      email: 'buyer@example.com',
      callbackUrl: 'https://sokoni.example/checkout/return',
      description: 'Sokoni order group',
    });
    expect(initiation).toMatchObject({
      kind: 'redirect',
      redirectUrl: 'https://checkout.paystack.com/0peioxfhpn',
      providerReference: '0peioxfhpn',
    });
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/transaction/initialize');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toMatchObject({
      email: 'buyer@example.com',
      amount: '1250050',
      currency: 'NGN',
      reference: PAYMENT_ID,
      callback_url: 'https://sokoni.example/checkout/return',
    });
  });

  it('verifies by reference and maps the statuses', async () => {
    reply = () => verified({});
    const ok = await paystack.verify({ paymentId: PAYMENT_ID, expected });
    expect(ok).toMatchObject({
      status: 'succeeded',
      amountMinor: 1250050,
      currency: 'NGN',
      providerReference: '4677002219',
    });
    expect(api.requests[0]?.method).toBe('GET');
    expect(api.requests[0]?.url).toBe(`/transaction/verify/${PAYMENT_ID}`);
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);

    reply = () => verified({ status: 'abandoned' });
    expect((await paystack.verify({ paymentId: PAYMENT_ID, expected })).status).toBe('pending');
    reply = () => verified({ status: 'failed', gateway_response: 'Declined' });
    expect(await paystack.verify({ paymentId: PAYMENT_ID, expected })).toMatchObject({
      status: 'failed',
      failureReason: 'Declined',
    });
  });

  it('refuses a success for another amount, currency or reference', async () => {
    for (const data of [{ amount: 1250049 }, { currency: 'GHS' }, { reference: 'someone-else' }]) {
      reply = () => verified(data);
      await expect(paystack.verify({ paymentId: PAYMENT_ID, expected })).rejects.toBeInstanceOf(
        PaymentMismatchError,
      );
    }
  });

  it('treats 5xx, 429, HTML error pages, timeouts and refused connections as transient', async () => {
    const transient: FakeReply[] = [
      { status: 503, json: { status: false, message: 'Service unavailable' } },
      { status: 429, json: { status: false, message: 'Too many requests' } },
      { status: 502, text: '<html>Bad gateway</html>' },
      { status: 200, text: '<html>captive portal</html>' },
      'hang',
    ];
    for (const answer of transient) {
      reply = () => answer;
      const error = await paystack.verify({ paymentId: PAYMENT_ID, expected }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
      expect((error as PaymentProviderUnavailableError).retryable).toBe(true);
    }
    reply = () => 'hang';
    const timeout = await paystack.verify({ paymentId: PAYMENT_ID, expected }).catch((e: unknown) => e);
    expect((timeout as PaymentProviderUnavailableError).code).toBe('timeout');

    await api.close();
    const down = await paystack.verify({ paymentId: PAYMENT_ID, expected }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((down as PaymentProviderUnavailableError).code).toBe('network');
  });

  it('treats a refused request as permanent, with a code the caller can act on', async () => {
    reply = () => ({ status: 400, json: { status: false, message: 'Duplicate Transaction Reference' } });
    const duplicate = await paystack
      .initiate({
        paymentId: PAYMENT_ID,
        amountMinor: 100,
        currency: 'NGN',
        email: 'buyer@example.com',
        callbackUrl: 'https://sokoni.example/r',
        description: 'x',
      })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(PaymentRefusedError);
    expect((duplicate as PaymentRefusedError).retryable).toBe(false);
    expect((duplicate as PaymentRefusedError).code).toBe('duplicate_reference');

    reply = () => ({ status: 400, json: { status: false, message: 'Transaction reference not found' } });
    const missing = await paystack.verify({ paymentId: PAYMENT_ID, expected }).catch((e: unknown) => e);
    expect((missing as PaymentRefusedError).code).toBe('not_found');

    reply = () => ({ status: 401, json: { status: false, message: 'Invalid key' } });
    const unauthorised = await paystack.verify({ paymentId: PAYMENT_ID, expected }).catch((e: unknown) => e);
    expect(unauthorised).toBeInstanceOf(PaymentRefusedError);
    expect((unauthorised as PaymentRefusedError).httpStatus).toBe(401);
  });

  it('refuses an unsupported currency or a fractional amount before calling Paystack', async () => {
    const base = {
      paymentId: PAYMENT_ID,
      email: 'b@example.com',
      callbackUrl: 'https://s.example/r',
      description: 'x',
    };
    await expect(paystack.initiate({ ...base, amountMinor: 100, currency: 'XXX' })).rejects.toMatchObject({
      code: 'unsupported_currency',
    });
    await expect(paystack.initiate({ ...base, amountMinor: 10.5, currency: 'NGN' })).rejects.toMatchObject({
      code: 'invalid_amount',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('pays a seller out as a transfer and answers a retried payout with the first transfer', async () => {
    const payoutId = '0192f0b1-1111-7d2e-8a10-34b5c6d7e8f9';
    reply = () => ({
      status: 200,
      json: {
        status: true,
        message: 'Transfer has been queued',
        data: {
          reference: payoutId,
          amount: 500000,
          currency: 'NGN',
          status: 'pending',
          transfer_code: 'TRF_1ptvuv321ahaa7q',
        },
      },
    });
    const request = {
      payoutId,
      amountMinor: 500000,
      currency: 'NGN',
      destination: { kind: 'recipient_code' as const, code: 'RCP_2x5j67tnnw1t98k' },
      reason: 'Payout',
    };
    expect(await paystack.payout(request)).toMatchObject({
      status: 'pending',
      providerReference: 'TRF_1ptvuv321ahaa7q',
    });
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/transfer' });
    expect(api.requests[0]?.json).toEqual({
      source: 'balance',
      amount: 500000,
      currency: 'NGN',
      recipient: 'RCP_2x5j67tnnw1t98k',
      reference: payoutId,
      reason: 'Payout',
    });

    reply = (url) =>
      url === '/transfer'
        ? { status: 400, json: { status: false, message: 'Duplicate Transfer Reference' } }
        : {
            status: 200,
            json: {
              status: true,
              data: {
                reference: payoutId,
                amount: 500000,
                currency: 'NGN',
                status: 'success',
                transfer_code: 'TRF_1ptvuv321ahaa7q',
              },
            },
          };
    expect(await paystack.payout(request)).toMatchObject({ status: 'succeeded' });
    expect(api.requests.at(-1)?.url).toBe(`/transfer/verify/${payoutId}`);

    await expect(
      paystack.payout({ ...request, destination: { kind: 'recipient_code', code: '0000000000' } }),
    ).rejects.toMatchObject({
      code: 'invalid_destination',
    });
  });
});
