import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mpesaPassword } from './mpesa-credentials.js';
import { MpesaProvider, type MpesaConfig } from './mpesa.provider.js';
import {
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  WebhookAuthenticationError,
} from './payment.errors.js';
import {
  startFakeProviderApi,
  type FakeProviderApi,
  type FakeReply,
  type RecordedRequest,
} from './testing/fake-provider-api.js';

// Daraja's published sandbox shortcode and passkey.
const SHORTCODE = '174379';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const CHECKOUT_ID = 'ws_CO_191220191020363925';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

describe('MpesaProvider against a Daraja stand-in', () => {
  let api: FakeProviderApi;
  let reply: (request: RecordedRequest) => FakeReply;
  let clock: Date;
  let mpesa: MpesaProvider;
  const settings = (baseUrl: string): MpesaConfig => ({
    consumerKey: 'consumer-key',
    consumerSecret: 'consumer-secret',
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    callbackToken: 'a-long-random-callback-token-for-tests-0123456789',
    baseUrl,
    // A loaded CI machine once took over 500 ms to answer locally; only 'hang' replies wait this out.
    timeoutMs: 3_000,
    now: () => clock,
  });
  let tokens = 0;
  const daraja =
    (query: (request: RecordedRequest) => FakeReply) =>
    (request: RecordedRequest): FakeReply => {
      if (request.url.startsWith('/oauth/v1/generate')) {
        tokens += 1;
        return { status: 200, json: { access_token: `token-${tokens}`, expires_in: '3599' } };
      }
      return query(request);
    };
  const accepted: FakeReply = {
    status: 200,
    json: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: CHECKOUT_ID,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    },
  };
  const push = {
    paymentId: PAYMENT_ID,
    amountMinor: 150000n,
    currency: 'KES',
    email: 'buyer@example.com',
    phone: '0708374149',
    callbackUrl: 'https://sokoni.example/api/v1/payments/webhooks/mpesa',
    description: 'Sokoni order #42, two sellers',
  };
  const expected = { amountMinor: 150000, currency: 'KES' };

  beforeEach(async () => {
    tokens = 0;
    clock = new Date('2026-02-11T21:30:05Z');
    api = await startFakeProviderApi((request) => reply(request));
    mpesa = new MpesaProvider(settings(api.baseUrl));
  });
  afterEach(() => api.close());

  it('gets an OAuth token with basic auth and sends the STK push Daraja documents', async () => {
    reply = daraja(() => accepted);
    const initiation = await mpesa.initiate(push);
    expect(initiation).toMatchObject({ kind: 'stk_push', providerReference: CHECKOUT_ID });

    const [oauth, stk] = api.requests;
    expect(oauth?.method).toBe('GET');
    expect(oauth?.url).toBe('/oauth/v1/generate?grant_type=client_credentials');
    expect(oauth?.headers.authorization).toBe(
      `Basic ${Buffer.from('consumer-key:consumer-secret').toString('base64')}`,
    );
    expect(stk?.method).toBe('POST');
    expect(stk?.url).toBe('/mpesa/stkpush/v1/processrequest');
    expect(stk?.headers.authorization).toBe('Bearer token-1');
    const body = stk?.json as Record<string, unknown>;
    expect(body).toMatchObject({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}20260212003005`).toString('base64'),
      Timestamp: '20260212003005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: '254708374149',
      PartyB: SHORTCODE,
      PhoneNumber: '254708374149',
    });
    expect(String(body.AccountReference).length).toBeLessThanOrEqual(12);
    expect(String(body.TransactionDesc).length).toBeLessThanOrEqual(13);
    const callback = new URL(String(body.CallBackURL));
    expect(callback.origin + callback.pathname).toBe(push.callbackUrl);
    expect(callback.searchParams.get('payment')).toBe(PAYMENT_ID);
    expect(callback.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('caches the token until shortly before it expires, sharing one fetch between concurrent calls', async () => {
    reply = daraja(() => accepted);
    await Promise.all([mpesa.initiate(push), mpesa.initiate({ ...push, paymentId: 'p-2' })]);
    await mpesa.initiate({ ...push, paymentId: 'p-3' });
    expect(tokens).toBe(1);
    clock = new Date(clock.getTime() + 3599_000 - 30_000);
    await mpesa.initiate({ ...push, paymentId: 'p-4' });
    expect(tokens).toBe(2);
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('renews a token Daraja refuses early and retries once', async () => {
    let refused = false;
    reply = daraja(() => {
      if (refused) return accepted;
      refused = true;
      return {
        status: 401,
        json: { requestId: '1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      };
    });
    await mpesa.initiate(push);
    expect(tokens).toBe(2);
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('refuses other currencies, fractions of a shilling and non-Safaricom phones without calling Daraja', async () => {
    reply = daraja(() => accepted);
    await expect(mpesa.initiate({ ...push, currency: 'UGX' })).rejects.toMatchObject({
      code: 'unsupported_currency',
    });
    await expect(mpesa.initiate({ ...push, amountMinor: 150050 })).rejects.toMatchObject({
      code: 'amount_not_whole',
    });
    await expect(mpesa.initiate({ ...push, phone: '+2348012345678' })).rejects.toMatchObject({
      code: 'invalid_phone',
    });
    await expect(mpesa.initiate({ ...push, phone: undefined })).rejects.toMatchObject({
      code: 'invalid_phone',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('turns a Daraja 400 into a refusal and a 5xx or a hang into a transient error', async () => {
    reply = daraja(() => ({
      status: 400,
      json: { requestId: '9', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' },
    }));
    const refused = await mpesa.initiate(push).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentRefusedError);
    expect((refused as PaymentRefusedError).providerMessage).toBe('Bad Request - Invalid PhoneNumber');
    reply = daraja(() => ({ status: 503, text: 'Service Unavailable' }));
    await expect(mpesa.initiate(push)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    reply = daraja(() => 'hang');
    await expect(mpesa.initiate(push)).rejects.toMatchObject({ code: 'timeout', retryable: true });
  });

  it('asks the STK query for the truth: paid, cancelled, still waiting', async () => {
    const query = (json: unknown, status = 200): FakeReply => ({ status, json });
    reply = daraja(() =>
      query({
        ResponseCode: '0',
        MerchantRequestID: '1',
        CheckoutRequestID: CHECKOUT_ID,
        ResultCode: '0',
        ResultDesc: 'The service request is processed successfully.',
      }),
    );
    expect(
      await mpesa.verify({ paymentId: PAYMENT_ID, providerReference: CHECKOUT_ID, expected }),
    ).toMatchObject({
      status: 'succeeded',
      amountMinor: 150000,
      currency: 'KES',
      providerReference: CHECKOUT_ID,
    });
    const request = api.requests.at(-1);
    expect(request?.url).toBe('/mpesa/stkpushquery/v1/query');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.json).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: mpesaPassword(SHORTCODE, PASSKEY, '20260212003005'),
      Timestamp: '20260212003005',
      CheckoutRequestID: CHECKOUT_ID,
    });

    reply = daraja(() =>
      query({
        ResponseCode: '0',
        CheckoutRequestID: CHECKOUT_ID,
        ResultCode: '1032',
        ResultDesc: 'Request cancelled by user',
      }),
    );
    expect(
      await mpesa.verify({ paymentId: PAYMENT_ID, providerReference: CHECKOUT_ID, expected }),
    ).toMatchObject({
      status: 'failed',
      failureReason: 'Request cancelled by user',
    });

    reply = daraja(() =>
      query(
        { requestId: '1', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
        500,
      ),
    );
    expect(
      (await mpesa.verify({ paymentId: PAYMENT_ID, providerReference: CHECKOUT_ID, expected })).status,
    ).toBe('pending');

    reply = daraja(() =>
      query({ requestId: '1', errorCode: '500.003.02', errorMessage: 'System is busy' }, 503),
    );
    await expect(
      mpesa.verify({ paymentId: PAYMENT_ID, providerReference: CHECKOUT_ID, expected }),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(mpesa.verify({ paymentId: PAYMENT_ID, expected })).rejects.toMatchObject({
      code: 'missing_reference',
    });
  });

  it('authenticates a callback by the token of the URL it sent, and only for that payment', async () => {
    reply = daraja(() => accepted);
    await mpesa.initiate(push);
    const sent = new URL(String((api.requests.at(-1)?.json as { CallBackURL: string }).CallBackURL));
    const requestUrl = sent.pathname + sent.search;
    const success = fixture('mpesa-stk-callback-success.json');

    expect(mpesa.parseWebhook(success, {}, requestUrl)).toMatchObject({
      provider: 'mpesa',
      subject: 'payment',
      paymentId: PAYMENT_ID,
      providerReference: CHECKOUT_ID,
      claimedStatus: 'succeeded',
      claimedAmountMinor: 150000,
      claimedCurrency: 'KES',
      providerEventId: `stkCallback:${CHECKOUT_ID}:0`,
    });
    const cancelled = fixture('mpesa-stk-callback-cancelled.json');
    expect(mpesa.parseWebhook(cancelled, {}, requestUrl)).toMatchObject({
      claimedStatus: 'failed',
      providerReference: 'ws_CO_27072017151044001',
      providerEventId: 'stkCallback:ws_CO_27072017151044001:1032',
    });

    const token = sent.searchParams.get('token') ?? '';
    const altered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    const refusals: Array<[string | undefined, string]> = [
      [sent.pathname, 'missing_token'],
      [undefined, 'missing_token'],
      [`${sent.pathname}?payment=another-payment&token=${token}`, 'bad_token'],
      [`${sent.pathname}?payment=${PAYMENT_ID}&token=${altered}`, 'bad_token'],
      [`${sent.pathname}?payment=${PAYMENT_ID}&token=${token}&token=${token}`, 'missing_token'],
    ];
    for (const [url, reason] of refusals) {
      const error = (() => {
        try {
          mpesa.parseWebhook(success, {}, url);
        } catch (err) {
          return err;
        }
      })();
      expect(error).toBeInstanceOf(WebhookAuthenticationError);
      expect((error as WebhookAuthenticationError).reason).toBe(reason);
    }

    const otherKey = new MpesaProvider({
      ...settings(api.baseUrl),
      callbackToken: 'another-callback-token-of-sufficient-length-000',
    });
    expect(() => otherKey.parseWebhook(success, {}, requestUrl)).toThrow(WebhookAuthenticationError);
  });
});
