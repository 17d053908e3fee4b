import type { PayoutDestination } from './payment-provider.port.js';
import { PaystackProvider } from './paystack.provider.js';
import { startFakeProviderApi, type FakeProviderApi, type FakeReply } from './testing/fake-provider-api.js';

const SECRET = 'sk_test_5f1e0c9a7b3d4e2f8a6b1c0d9e8f7a6b';
const PAYOUT_ID = '0192f0b1-2222-7d2e-8a10-34b5c6d7e8f9';

/** Payouts to stored destinations: a transfer recipient made from the details, then the transfer. */
describe('PaystackProvider payouts to stored destinations', () => {
  let api: FakeProviderApi;
  let reply: (url: string) => FakeReply;
  let paystack: PaystackProvider;

  beforeEach(async () => {
    api = await startFakeProviderApi((req) => reply(req.url));
    paystack = new PaystackProvider({ secretKey: SECRET, baseUrl: api.baseUrl, timeoutMs: 3_000 });
  });
  afterEach(() => api.close());

  const answers = (recipientCode = 'RCP_m7ljkv8leesep7p'): ((url: string) => FakeReply) => {
    return (url) =>
      url === '/transferrecipient'
        ? {
            status: 201,
            json: {
              status: true,
              message: 'Transfer recipient created',
              data: { recipient_code: recipientCode },
            },
          }
        : {
            status: 200,
            json: {
              status: true,
              message: 'Transfer has been queued',
              data: {
                reference: PAYOUT_ID,
                amount: 2500000,
                currency: 'GHS',
                status: 'pending',
                transfer_code: 'TRF_v5tip3zx8nna9o78',
              },
            },
          };
  };
  const ghsWallet: PayoutDestination = {
    kind: 'mobile_money',
    network: 'mtn',
    phone: '+233551234987',
    accountName: 'Kofi Mensah',
    currency: 'GHS',
    country: 'GH',
  };

  it('creates a mobile_money recipient with the local number, then transfers the subunit amount to it', async () => {
    reply = answers();
    const result = await paystack.payout({
      payoutId: PAYOUT_ID,
      amountMinor: 2500000n,
      currency: 'GHS',
      destination: ghsWallet,
      reason: 'Sokoni payout',
    });
    expect(result).toMatchObject({
      status: 'pending',
      amountMinor: 2500000,
      providerReference: 'TRF_v5tip3zx8nna9o78',
    });
    expect(api.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/transferrecipient'],
      ['POST', '/transfer'],
    ]);
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(api.requests[0]?.json).toEqual({
      type: 'mobile_money',
      name: 'Kofi Mensah',
      account_number: '0551234987',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    expect(api.requests[1]?.json).toMatchObject({
      amount: 2500000,
      currency: 'GHS',
      recipient: 'RCP_m7ljkv8leesep7p',
      reference: PAYOUT_ID,
    });
  });

  it('uses the recipient type of each bank currency: nuban, kepss, basa', async () => {
    reply = answers();
    const bank = (currency: string, country: string): PayoutDestination => ({
      kind: 'bank_account',
      bankCode: '058',
      accountNumber: '0690000040',
      accountName: 'Adaeze Supplies Ltd',
      currency,
      country,
    });
    for (const [currency, country, type] of [
      ['NGN', 'NG', 'nuban'],
      ['KES', 'KE', 'kepss'],
      ['ZAR', 'ZA', 'basa'],
    ] as const) {
      api.requests.length = 0;
      await paystack.payout({
        payoutId: PAYOUT_ID,
        amountMinor: 100,
        currency,
        destination: bank(currency, country),
        reason: 'x',
      });
      expect(api.requests[0]?.json).toMatchObject({
        type,
        account_number: '0690000040',
        bank_code: '058',
        currency,
      });
    }
  });

  it('refuses destinations Paystack cannot pay before any call, and says so to the payout request', async () => {
    reply = answers();
    const cases: Array<[PayoutDestination, string]> = [
      [{ ...ghsWallet, network: 'orange' }, 'GHS'],
      [{ ...ghsWallet, currency: 'UGX', country: 'UG', phone: '+256772123456' }, 'UGX'],
      [{ ...ghsWallet, phone: '+254708374149' }, 'GHS'],
      [{ kind: 'sandbox', label: 'demo' }, 'GHS'],
      [
        {
          kind: 'bank_account',
          bankCode: 'DEUTDEFF',
          accountNumber: 'DE89370400440532013000',
          accountName: 'A B',
          currency: 'EUR',
          country: 'DE',
        },
        'EUR',
      ],
    ];
    for (const [destination, currency] of cases) {
      expect(paystack.payoutDestinationRefusal(destination, currency)).toBe('unsupported_destination');
      await expect(
        paystack.payout({ payoutId: PAYOUT_ID, amountMinor: 100, currency, destination, reason: 'x' }),
      ).rejects.toMatchObject({ retryable: false, code: 'unsupported_destination' });
    }
    expect(paystack.payoutDestinationRefusal(ghsWallet, 'GHS')).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('a recipient Paystack refuses is a refusal; no transfer is attempted', async () => {
    reply = () => ({ status: 422, json: { status: false, message: 'Account number is invalid' } });
    await expect(
      paystack.payout({
        payoutId: PAYOUT_ID,
        amountMinor: 100,
        currency: 'GHS',
        destination: ghsWallet,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ retryable: false, httpStatus: 422 });
    expect(api.requests.map((r) => r.url)).toEqual(['/transferrecipient']);
  });
});
