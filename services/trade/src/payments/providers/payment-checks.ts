import { minorDigitsOf, toMinorBigint } from './minor-units.js';
import { PaymentMismatchError, PaymentRefusedError } from './payment.errors.js';
import type { MinorAmountInput, ProviderName, Verification } from './payment-provider.port.js';

export interface CheckedAmount {
  amountMinor: bigint;
  currency: string;
  digits: number;
}

/** Refuses, before any network call, an amount or currency the provider cannot take. */
export function checkAmount(
  provider: ProviderName,
  amount: MinorAmountInput,
  currency: string,
  options: { allowZero?: boolean } = {},
): CheckedAmount {
  const digits = minorDigitsOf(currency);
  if (digits === undefined)
    throw new PaymentRefusedError(provider, `currency ${currency} is not supported`, {
      code: 'unsupported_currency',
    });
  let amountMinor: bigint;
  try {
    amountMinor = toMinorBigint(amount);
  } catch (err) {
    throw new PaymentRefusedError(provider, (err as Error).message, { code: 'invalid_amount' });
  }
  if (amountMinor === 0n && !options.allowZero)
    throw new PaymentRefusedError(provider, 'amount must be positive', { code: 'invalid_amount' });
  return { amountMinor, currency, digits };
}

/**
 * The provider's answer must be about our payment, and a success must be for exactly what we
 * asked. A failed or pending answer is returned as is: no money moves on it whatever its amount.
 */
export function checkVerification(
  verification: Verification,
  expected: { paymentId: string; amountMinor: MinorAmountInput; currency: string },
  reportedReference: string | undefined,
): Verification {
  const { provider } = verification;
  if (reportedReference !== undefined && reportedReference !== expected.paymentId)
    throw new PaymentMismatchError(
      provider,
      `answer is for reference ${reportedReference}, not ${expected.paymentId}`,
      verification,
    );
  if (verification.status !== 'succeeded') return verification;
  const wanted = toMinorBigint(expected.amountMinor);
  if (verification.currency !== expected.currency || BigInt(verification.amountMinor) !== wanted)
    throw new PaymentMismatchError(
      provider,
      `paid ${verification.amountMinor} ${verification.currency}, expected ${wanted} ${expected.currency}`,
      verification,
    );
  return verification;
}
