import { describe, expect, it } from 'vitest';
import { awaitsProvider, paymentStep, redirectTarget, type PaymentLike } from './payment-step';

const pay = (status: PaymentLike['status'], action: PaymentLike['action'] = null): PaymentLike => ({
  status,
  action,
});
const sandbox = { kind: 'redirect' as const, redirectUrl: '/sandbox/pay/p1?return=x' };

describe('the payment step', () => {
  it('offers to start a payment, again after a failure', () => {
    expect(paymentStep('pending_payment', false, null)).toEqual({ kind: 'start', failed: false });
    expect(paymentStep('pending_payment', false, pay('failed'))).toEqual({ kind: 'start', failed: true });
  });

  it('asks to re-confirm once the rates expired, unless a payment is under way', () => {
    expect(paymentStep('pending_payment', true, null)).toEqual({ kind: 'reconfirm' });
    expect(paymentStep('pending_payment', true, pay('failed'))).toEqual({ kind: 'reconfirm' });
    expect(paymentStep('pending_payment', true, pay('pending', sandbox))).toEqual({
      kind: 'redirect',
      url: sandbox.redirectUrl,
    });
  });

  it('follows the provider’s action, and waits while it is not started or being settled', () => {
    expect(paymentStep('pending_payment', false, pay('created'))).toEqual({ kind: 'preparing' });
    expect(
      paymentStep(
        'pending_payment',
        false,
        pay('pending', { kind: 'stk_push', customerMessage: 'Check your phone' }),
      ),
    ).toEqual({
      kind: 'phone',
      message: 'Check your phone',
    });
    expect(paymentStep('pending_payment', false, pay('succeeded'))).toEqual({ kind: 'waiting' });
    expect(awaitsProvider(paymentStep('pending_payment', false, pay('pending')))).toBe(true);
    expect(awaitsProvider(paymentStep('pending_payment', false, null))).toBe(false);
  });

  it('has nothing to offer on a paid, expired or cancelled checkout', () => {
    for (const s of ['paid', 'expired', 'cancelled'])
      expect(paymentStep(s, false, pay('pending', sandbox))).toEqual({ kind: 'none' });
  });
});

describe('where a payment redirect goes', () => {
  const origin = 'https://sokoni.example';
  it('a storefront path through the router', () => {
    expect(
      redirectTarget('/sandbox/pay/p1?return=https%3A%2F%2Fsokoni.example%2Fcheckout%2Fc1', origin),
    ).toEqual({
      kind: 'internal',
      path: '/sandbox/pay/p1?return=https%3A%2F%2Fsokoni.example%2Fcheckout%2Fc1',
    });
    expect(redirectTarget('https://sokoni.example/checkout/c1', origin)).toEqual({
      kind: 'internal',
      path: '/checkout/c1',
    });
  });

  it('a provider’s https page by the browser; never a script or data URL', () => {
    expect(redirectTarget('https://checkout.paystack.com/abc', origin)).toEqual({
      kind: 'external',
      href: 'https://checkout.paystack.com/abc',
    });
    expect(redirectTarget('javascript:alert(1)', origin)).toBeNull();
    expect(redirectTarget('data:text/html,hi', origin)).toBeNull();
    expect(redirectTarget('http://evil.example/pay', origin)).toBeNull();
  });
});
