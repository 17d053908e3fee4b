import { FlutterwaveProvider } from './flutterwave.provider.js';
import { MpesaProvider } from './mpesa.provider.js';
import { PaymentConfigError } from './payment.errors.js';
import { createPaymentProvider } from './payment-provider.factory.js';
import { paymentSettings } from './payment.settings.js';
import { PaystackProvider } from './paystack.provider.js';
import { SandboxProvider } from './sandbox.provider.js';

describe('payment settings and the provider factory', () => {
  it('defaults to the sandbox, which needs no other setting', () => {
    const settings = paymentSettings.parse({});
    expect(settings.PAYMENT_PROVIDER).toBe('sandbox');
    expect(createPaymentProvider(settings)).toBeInstanceOf(SandboxProvider);
  });

  it('builds each real adapter from its settings', () => {
    const env = {
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-x',
      FLUTTERWAVE_SECRET_HASH: 'hash',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_TOKEN: 'x'.repeat(32),
    };
    const expectedClass = {
      paystack: PaystackProvider,
      flutterwave: FlutterwaveProvider,
      mpesa: MpesaProvider,
    };
    for (const [name, type] of Object.entries(expectedClass)) {
      const settings = paymentSettings.parse({ ...env, PAYMENT_PROVIDER: name.toUpperCase() });
      expect(settings.PAYMENT_PROVIDER).toBe(name);
      expect(createPaymentProvider(settings)).toBeInstanceOf(type);
    }
  });

  it('names every missing setting of the chosen provider at start-up', () => {
    const attempt = (provider: string, env: Record<string, string> = {}) => {
      try {
        createPaymentProvider(paymentSettings.parse({ PAYMENT_PROVIDER: provider, ...env }));
      } catch (err) {
        expect(err).toBeInstanceOf(PaymentConfigError);
        return (err as PaymentConfigError).missing;
      }
      return [];
    };
    expect(attempt('paystack')).toEqual(['PAYSTACK_SECRET_KEY']);
    expect(attempt('flutterwave', { FLUTTERWAVE_SECRET_KEY: 'k' })).toEqual(['FLUTTERWAVE_SECRET_HASH']);
    expect(attempt('mpesa', { MPESA_SHORTCODE: '174379' })).toEqual([
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_PASSKEY',
      'MPESA_CALLBACK_TOKEN',
    ]);
  });

  it('refuses malformed settings when the config is loaded', () => {
    expect(paymentSettings.safeParse({ PAYMENT_PROVIDER: 'stripe' }).success).toBe(false);
    expect(paymentSettings.safeParse({ MPESA_SHORTCODE: '12ab' }).success).toBe(false);
    expect(paymentSettings.safeParse({ MPESA_CALLBACK_TOKEN: 'short' }).success).toBe(false);
    expect(paymentSettings.safeParse({ PAYSTACK_BASE_URL: 'ftp://api.paystack.co' }).success).toBe(false);
  });

  it('gives every sandbox of a process one signing key when none is set', async () => {
    const one = createPaymentProvider({ PAYMENT_PROVIDER: 'sandbox' }) as SandboxProvider;
    const two = createPaymentProvider({ PAYMENT_PROVIDER: 'sandbox' }) as SandboxProvider;
    await one.initiate({
      paymentId: 'p-1',
      amountMinor: 100,
      currency: 'USD',
      email: 'b@example.com',
      callbackUrl: 'https://s.example/r',
      description: 'x',
    });
    const [webhook] = (await one.complete('p-1', 'succeeded')).webhooks;
    expect(two.parseWebhook(webhook!.rawBody, webhook!.headers).paymentId).toBe('p-1');
  });
});
