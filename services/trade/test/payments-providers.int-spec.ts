import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payments with a real provider');
const suite = db ? describe : describe.skip;

/**
 * With another provider active (Paystack here, never called), the sandbox's controls do not exist
 * and a webhook is authenticated by that provider's own signature rule.
 */
suite('trade: payments when the sandbox is not the provider', () => {
  let h: CheckoutHarness;

  beforeAll(async () => {
    h = await startCheckout(db!, { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_never_used' });
    await h.rates(RATES);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('answers 404 to the sandbox controls, for the buyer and staff alike', async () => {
    for (const token of [await h.token('buyer', uuidv7()), await h.token('admin', uuidv7())]) {
      const res = await h.api(`/api/v1/payments/sandbox/${uuidv7()}/complete`, {
        method: 'POST',
        token,
        json: { outcome: 'succeeded' },
      });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('payments.sandbox_off');
    }
  });

  it('refuses a Paystack webhook without a valid x-paystack-signature and keeps nothing', async () => {
    const res = await fetch(`${h.url}/api/v1/payments/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
      body: JSON.stringify({
        event: 'charge.success',
        data: { id: 1, reference: uuidv7(), status: 'success' },
      }),
    });
    expect(res.status).toBe(401);
    expect(await h.sql('select count(*)::int as n from trade.payment_webhook')).toEqual([{ n: 0 }]);
    // A provider this deployment has no settings for is as unknown as one that does not exist.
    const flutterwave = await fetch(`${h.url}/api/v1/payments/webhooks/flutterwave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(flutterwave.status).toBe(404);
  });
});
