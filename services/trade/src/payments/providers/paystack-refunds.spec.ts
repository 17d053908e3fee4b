import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import { PaystackProvider } from './paystack.provider.js';
import {
  startFakeProviderApi,
  type FakeProviderApi,
  type FakeReply,
  type RecordedRequest,
} from './testing/fake-provider-api.js';

const SECRET = 'sk_test_5f1e0c9a7b3d4e2f8a6b1c0d9e8f7a6b';
const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const TRANSACTION = 4677002219;

/** A Paystack stand-in holding the refunds it was asked for, as the real one lists them. */
function paystackWithRefunds() {
  const refunds: Record<string, unknown>[] = [];
  let failNextCreate: FakeReply | null = null;
  const handler = (req: RecordedRequest): FakeReply => {
    if (req.method === 'GET' && req.url === `/transaction/verify/${PAYMENT_ID}`)
      return {
        status: 200,
        json: {
          status: true,
          data: {
            id: TRANSACTION,
            reference: PAYMENT_ID,
            amount: 1250050,
            currency: 'NGN',
            status: 'success',
          },
        },
      };
    if (req.method === 'GET' && req.url.startsWith('/refund?'))
      return { status: 200, json: { status: true, message: 'Refunds retrieved', data: refunds } };
    if (req.method === 'POST' && req.url === '/refund') {
      const body = req.json as Record<string, unknown>;
      const refund = {
        id: 3018284 + refunds.length,
        transaction: { id: body.transaction, reference: PAYMENT_ID },
        amount: body.amount,
        currency: body.currency,
        merchant_note: body.merchant_note,
        customer_note: body.customer_note,
        status: 'pending',
      };
      refunds.push(refund);
      if (failNextCreate) {
        const reply = failNextCreate;
        failNextCreate = null;
        return reply; // the refund was made, the answer lost
      }
      return {
        status: 200,
        json: { status: true, message: 'Refund has been queued for processing', data: refund },
      };
    }
    return { status: 404, json: { status: false, message: 'Not found' } };
  };
  return { refunds, handler, loseNextAnswer: (reply: FakeReply) => (failNextCreate = reply) };
}

describe('PaystackProvider refunds', () => {
  let api: FakeProviderApi;
  let fake: ReturnType<typeof paystackWithRefunds>;
  let paystack: PaystackProvider;

  beforeEach(async () => {
    fake = paystackWithRefunds();
    api = await startFakeProviderApi((req) => fake.handler(req));
    paystack = new PaystackProvider({ secretKey: SECRET, baseUrl: api.baseUrl, timeoutMs: 3_000 });
  });
  afterEach(() => api.close());

  const request = {
    refundId: 'rf-1',
    paymentId: PAYMENT_ID,
    amountMinor: 625025n,
    currency: 'NGN',
    reason: 'Seller declined',
  };

  it('POST /refund with the transaction id, subunit amount and our refund id in the merchant note', async () => {
    const result = await paystack.refund(request);
    expect(result).toMatchObject({
      provider: 'paystack',
      refundId: 'rf-1',
      status: 'pending',
      amountMinor: 625025,
      currency: 'NGN',
      providerReference: '3018284',
    });
    const create = api.requests.find((r) => r.method === 'POST')!;
    expect(create.url).toBe('/refund');
    expect(create.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(create.json).toEqual({
      transaction: String(TRANSACTION),
      amount: 625025,
      currency: 'NGN',
      customer_note: 'Seller declined',
      merchant_note: 'sokoni-refund:rf-1',
    });
  });

  it('a retry after a lost answer finds the refund made and never makes a second', async () => {
    fake.loseNextAnswer({ status: 502, text: '<html>Bad gateway</html>' });
    await expect(paystack.refund(request)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    expect(fake.refunds).toHaveLength(1);
    const retried = await paystack.refund(request);
    expect(retried).toMatchObject({ refundId: 'rf-1', status: 'pending', amountMinor: 625025 });
    expect(fake.refunds).toHaveLength(1);
    // Another refund id is another refund.
    await paystack.refund({ ...request, refundId: 'rf-2', amountMinor: 1n });
    expect(fake.refunds).toHaveLength(2);
  });

  it('verifyRefund reports processed as succeeded and failed as failed', async () => {
    await paystack.refund(request);
    fake.refunds[0]!.status = 'processed';
    expect(await paystack.verifyRefund({ refundId: 'rf-1', paymentId: PAYMENT_ID })).toMatchObject({
      status: 'succeeded',
    });
    fake.refunds[0]!.status = 'failed';
    expect(await paystack.verifyRefund({ refundId: 'rf-1', paymentId: PAYMENT_ID })).toMatchObject({
      status: 'failed',
    });
    await expect(paystack.verifyRefund({ refundId: 'rf-9', paymentId: PAYMENT_ID })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('a refusal from Paystack is a PaymentRefusedError', async () => {
    await expect(paystack.refund({ ...request, paymentId: 'unknown-payment' })).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    await expect(paystack.refund({ ...request, currency: 'XXX' })).rejects.toMatchObject({
      code: 'unsupported_currency',
    });
  });
});
