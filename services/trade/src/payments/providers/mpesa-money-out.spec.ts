import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mpesaReceiptNumber } from './mpesa-callback.js';
import { MpesaProvider, type MpesaConfig } from './mpesa.provider.js';
import { WebhookAuthenticationError } from './payment.errors.js';
import { createPaymentProvider } from './payment-provider.factory.js';
import type { PayoutDestination } from './payment-provider.port.js';
import { paymentSettings } from './payment.settings.js';
import {
  startFakeProviderApi,
  type FakeProviderApi,
  type FakeReply,
  type RecordedRequest,
} from './testing/fake-provider-api.js';

const PAYOUT_ID = '0192f0b1-5555-7d2e-8a10-34b5c6d7e8f9';
const REFUND_ID = '0192f0c2-6666-7d2e-8a10-34b5c6d7e8f9';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const CONVERSATION = 'AG_20260211_2010325b025970fbc403';
const WEBHOOK = 'https://sokoni.example/api/v1/payments/webhooks/mpesa';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const wallet: PayoutDestination = {
  kind: 'mobile_money',
  network: 'mpesa',
  phone: '+254708374149',
  accountName: 'Wanjiru Kamau',
  currency: 'KES',
  country: 'KE',
};
const stored = (kind: string, name: string) => ({
  mpesaCallback: kind,
  body: JSON.parse(fixture(name).toString('utf8')),
});

describe('MpesaProvider B2C payouts and reversals against a Daraja stand-in', () => {
  let api: FakeProviderApi;
  let reply: (request: RecordedRequest) => FakeReply;
  let mpesa: MpesaProvider;
  const settings = (baseUrl: string): MpesaConfig => ({
    consumerKey: 'consumer-key',
    consumerSecret: 'consumer-secret',
    shortcode: '174379',
    passkey: 'passkey',
    callbackToken: 'a-long-random-callback-token-for-tests-0123456789',
    baseUrl,
    // A loaded CI machine once took over 500 ms to answer locally; only 'hang' replies wait this out.
    timeoutMs: 3_000,
    moneyOut: {
      initiatorName: 'sokoni_api',
      securityCredential: 'ENCRYPTED==',
      b2cShortcode: '600996',
      shortcode: '174379',
    },
  });
  const acknowledged: FakeReply = {
    status: 200,
    json: {
      ConversationID: CONVERSATION,
      OriginatorConversationID: PAYOUT_ID,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    },
  };
  const daraja = (answer: (request: RecordedRequest) => FakeReply) => (request: RecordedRequest) =>
    request.url.startsWith('/oauth/v1/generate')
      ? { status: 200, json: { access_token: 'token-1', expires_in: '3599' } }
      : answer(request);
  const calls = () => api.requests.filter((r) => !r.url.startsWith('/oauth'));
  const payout = {
    payoutId: PAYOUT_ID,
    amountMinor: 150000n,
    currency: 'KES',
    destination: wallet,
    reason: 'Sokoni payout #12',
    callbackUrl: WEBHOOK,
  };

  beforeEach(async () => {
    api = await startFakeProviderApi((request) => reply(request));
    mpesa = new MpesaProvider(settings(api.baseUrl));
  });
  afterEach(() => api.close());

  it('sends a B2C payment in whole shillings with our payout id and tokened result URLs', async () => {
    reply = daraja(() => acknowledged);
    const result = await mpesa.payout!(payout);
    expect(result).toMatchObject({
      status: 'pending',
      amountMinor: 150000,
      currency: 'KES',
      providerReference: CONVERSATION,
    });
    expect(calls()).toHaveLength(1);
    const sent = calls()[0]!;
    expect(sent).toMatchObject({ method: 'POST', url: '/mpesa/b2c/v3/paymentrequest' });
    expect(sent.headers.authorization).toBe('Bearer token-1');
    const body = sent.json as Record<string, string>;
    expect(body).toMatchObject({
      OriginatorConversationID: PAYOUT_ID,
      InitiatorName: 'sokoni_api',
      SecurityCredential: 'ENCRYPTED==',
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: '600996',
      PartyB: '254708374149',
      Remarks: 'Sokoni payout 12',
    });
    const resultUrl = new URL(body.ResultURL!);
    expect(`${resultUrl.origin}${resultUrl.pathname}`).toBe(WEBHOOK);
    expect([resultUrl.searchParams.get('payout'), resultUrl.searchParams.get('kind')]).toEqual([
      PAYOUT_ID,
      'result',
    ]);
    expect(resultUrl.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(body.QueueTimeOutURL!).searchParams.get('kind')).toBe('timeout');
    // Each URL has its own token: one kind's cannot be replayed as another's.
    expect(new URL(body.QueueTimeOutURL!).searchParams.get('token')).not.toBe(
      resultUrl.searchParams.get('token'),
    );
  });

  it('refuses, without calling Daraja, what B2C cannot pay: other wallets and currencies, cents', async () => {
    reply = daraja(() => acknowledged);
    for (const [destination, currency, amountMinor, code] of [
      [{ ...wallet, network: 'airtel' }, 'KES', 150000n, 'unsupported_destination'],
      [{ ...wallet, phone: '+255712345678' }, 'KES', 150000n, 'unsupported_destination'],
      [
        {
          kind: 'bank_account',
          bankCode: '01',
          accountNumber: '0123456789',
          accountName: 'A B',
          currency: 'KES',
          country: 'KE',
        },
        'KES',
        150000n,
        'unsupported_destination',
      ],
      [wallet, 'UGX', 150000n, 'unsupported_currency'],
      [wallet, 'KES', 150050n, 'amount_not_whole'],
    ] as const) {
      await expect(mpesa.payout!({ ...payout, destination, currency, amountMinor })).rejects.toMatchObject({
        retryable: false,
        code,
      });
    }
    expect(mpesa.payoutDestinationRefusal!({ ...wallet, network: 'airtel' }, 'KES')).toBe(
      'unsupported_destination',
    );
    expect(mpesa.payoutDestinationRefusal!(wallet, 'KES')).toBeUndefined();
    expect(calls()).toHaveLength(0);
  });

  it('never sends a B2C payment twice: a retry asks Transaction Status by our id instead', async () => {
    reply = daraja(() => acknowledged);
    const retried = await mpesa.payout!({ ...payout, retry: true });
    expect(retried.status).toBe('pending');
    expect(calls().map((r) => r.url)).toEqual(['/mpesa/transactionstatus/v1/query']);
    const query = calls()[0]!.json as Record<string, string>;
    expect(query).toMatchObject({
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: PAYOUT_ID,
      PartyA: '600996',
      IdentifierType: '4',
    });
    expect(new URL(query.ResultURL!).searchParams.get('kind')).toBe('status');
    // A refused status query says nothing about the payout: it is unknown, never failed.
    reply = daraja(() => ({
      status: 400,
      json: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator' },
    }));
    await expect(mpesa.verifyPayout!(PAYOUT_ID, { callbackUrl: WEBHOOK })).rejects.toMatchObject({
      retryable: true,
      code: 'status_query_refused',
    });
  });

  it('reads the result callbacks: success with its amount, failure with its reason, a status Completed', async () => {
    reply = daraja(() => acknowledged);
    const ok = await mpesa.verifyPayout!(PAYOUT_ID, {
      providerReference: CONVERSATION,
      callback: stored('result', 'mpesa-b2c-result-success.json'),
    });
    expect(ok).toMatchObject({
      status: 'succeeded',
      amountMinor: 150000,
      currency: 'KES',
      providerReference: CONVERSATION,
    });
    const failed = await mpesa.verifyPayout!(PAYOUT_ID, {
      callback: stored('result', 'mpesa-b2c-result-failed.json'),
    });
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'The initiator information is invalid.',
    });
    const status = await mpesa.verifyPayout!(PAYOUT_ID, {
      callback: stored('status', 'mpesa-transaction-status-result.json'),
    });
    expect(status).toMatchObject({ status: 'succeeded', amountMinor: 150000 });
    expect(calls()).toHaveLength(0);
    // A result about another payout is refused, whatever it says.
    await expect(
      mpesa.verifyPayout!(uuid(), { callback: stored('result', 'mpesa-b2c-result-success.json') }),
    ).rejects.toMatchObject({
      code: 'mismatch',
    });
    // A queue timeout concludes nothing: the status is asked.
    const timeout = await mpesa.verifyPayout!(PAYOUT_ID, {
      callback: { mpesaCallback: 'timeout', body: {} },
      callbackUrl: WEBHOOK,
      amountMinor: 150000,
    });
    expect(timeout).toMatchObject({ status: 'pending', amountMinor: 150000 });
    expect(calls().map((r) => r.url)).toEqual(['/mpesa/transactionstatus/v1/query']);
  });

  it('authenticates result callbacks by their token, kind and id, and parses what they claim', () => {
    const body = fixture('mpesa-b2c-result-success.json');
    const url = mpesa.resultUrlFor(WEBHOOK, 'payout', PAYOUT_ID, 'result');
    const path = url.slice('https://sokoni.example'.length);
    expect(mpesa.parseWebhook(body, {}, path)).toMatchObject({
      provider: 'mpesa',
      subject: 'payout',
      payoutId: PAYOUT_ID,
      providerReference: CONVERSATION,
      claimedStatus: 'succeeded',
      claimedAmountMinor: 150000,
      providerEventId: `payout:result:${PAYOUT_ID}:${CONVERSATION}:0`,
    });
    const forged = [
      path.replace(/token=[0-9a-f]+/, `token=${'0'.repeat(64)}`),
      path.replace('kind=result', 'kind=status'),
      path.replace(PAYOUT_ID, uuid()),
      path.replace('payout=', 'refund='),
      path.replace(/&token=[0-9a-f]+/, ''),
      `${path}&payment=${PAYMENT_ID}`,
    ];
    for (const p of forged) expect(() => mpesa.parseWebhook(body, {}, p)).toThrow(WebhookAuthenticationError);
  });

  it('reverses an STK payment by its receipt, and reads the reversal result', async () => {
    reply = daraja(() => acknowledged);
    const refund = {
      refundId: REFUND_ID,
      paymentId: PAYMENT_ID,
      amountMinor: 150000n,
      currency: 'KES',
      reason: 'Order declined',
      providerPaymentReference: 'NLJ7RT61SV',
      callbackUrl: WEBHOOK,
    };
    expect(await mpesa.refund!(refund)).toMatchObject({ status: 'pending', providerReference: CONVERSATION });
    const sent = calls()[0]!;
    expect(sent.url).toBe('/mpesa/reversal/v1/request');
    expect(sent.json).toMatchObject({
      CommandID: 'TransactionReversal',
      TransactionID: 'NLJ7RT61SV',
      Amount: 1500,
      ReceiverParty: '174379',
      RecieverIdentifierType: '11',
    });
    expect(new URL((sent.json as { ResultURL: string }).ResultURL).searchParams.get('refund')).toBe(
      REFUND_ID,
    );

    await expect(mpesa.refund!({ ...refund, providerPaymentReference: undefined })).rejects.toMatchObject({
      code: 'missing_reference',
    });
    await expect(mpesa.refund!({ ...refund, retry: true })).rejects.toMatchObject({
      code: 'outcome_unknown',
    });
    expect(calls()).toHaveLength(1);

    const done = await mpesa.verifyRefund!({
      refundId: REFUND_ID,
      paymentId: PAYMENT_ID,
      providerReference: 'AG_20260212_00004e48cf7e3533f581',
      callback: stored('result', 'mpesa-reversal-result.json'),
    });
    expect(done).toMatchObject({ status: 'succeeded', amountMinor: 150000 });
    expect(
      await mpesa.verifyRefund!({ refundId: REFUND_ID, paymentId: PAYMENT_ID, amountMinor: 150000 }),
    ).toMatchObject({
      status: 'pending',
    });
    await expect(
      mpesa.verifyRefund!({
        refundId: REFUND_ID,
        paymentId: PAYMENT_ID,
        providerReference: 'AG_other',
        callback: stored('result', 'mpesa-reversal-result.json'),
      }),
    ).rejects.toMatchObject({ code: 'mismatch' });
  });

  it('finds the receipt a reversal needs in the stored STK callback', () => {
    const callback = JSON.parse(fixture('mpesa-stk-callback-success.json').toString('utf8'));
    expect(mpesaReceiptNumber(callback)).toBe('NLJ7RT61SV');
    expect(
      mpesaReceiptNumber(JSON.parse(fixture('mpesa-stk-callback-cancelled.json').toString('utf8'))),
    ).toBeUndefined();
  });

  it('pays out only when the initiator and its credential are configured', () => {
    const base = {
      PAYMENT_PROVIDER: 'mpesa',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'p',
      MPESA_CALLBACK_TOKEN: 'x'.repeat(32),
    };
    expect(createPaymentProvider(paymentSettings.parse(base)).payout).toBeUndefined();
    const full = createPaymentProvider(
      paymentSettings.parse({ ...base, MPESA_INITIATOR_NAME: 'api', MPESA_SECURITY_CREDENTIAL: 'c' }),
    );
    expect(full.payout).toBeDefined();
    expect(full.refund).toBeDefined();
  });
});

function uuid(): string {
  return '0192f0b1-9999-7d2e-8a10-34b5c6d7e8f9';
}
