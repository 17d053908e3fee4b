import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type { PayoutDestination } from './payment-provider.port.js';
import type { ProviderHttp } from './provider-http.js';
import { isRecord } from './webhook-auth.js';

/** What `POST /transferrecipient` takes for one destination. */
export interface PaystackRecipientSpec {
  type: 'nuban' | 'ghipss' | 'mobile_money' | 'kepss' | 'basa';
  name: string;
  account_number: string;
  bank_code: string;
  currency: string;
}

/**
 * Paystack's transfer recipient types by currency (Transfer Recipients API, `type`): `nuban` for
 * Nigerian bank accounts, `ghipss` Ghanaian, `kepss` Kenyan, `basa` South African, and
 * `mobile_money` for Ghanaian wallets (bank_code MTN, VOD, ATL) and M-PESA in Kenya (bank_code
 * MPESA). Mobile-money account numbers are the local number (0…), not E.164.
 */
const BANK_TYPES: Readonly<Record<string, PaystackRecipientSpec['type']>> = {
  NGN: 'nuban',
  GHS: 'ghipss',
  KES: 'kepss',
  ZAR: 'basa',
};
const WALLET_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  GHS: { mtn: 'MTN', vodafone: 'VOD', airtel: 'ATL' },
  KES: { mpesa: 'MPESA' },
};
const DIALING: Readonly<Record<string, string>> = { GHS: '233', KES: '254' };

/** The recipient Paystack needs for a stored destination, or undefined when it cannot pay there. */
export function paystackRecipientSpec(
  destination: PayoutDestination,
  currency: string,
): PaystackRecipientSpec | undefined {
  if (destination.kind === 'bank_account') {
    const type = BANK_TYPES[currency];
    if (!type || destination.currency !== currency) return undefined;
    return {
      type,
      name: destination.accountName,
      account_number: destination.accountNumber,
      bank_code: destination.bankCode,
      currency,
    };
  }
  if (destination.kind === 'mobile_money') {
    const code = WALLET_CODES[currency]?.[destination.network];
    const dialing = DIALING[currency];
    if (!code || !dialing || destination.currency !== currency) return undefined;
    const digits = destination.phone.replace(/^\+/, '');
    if (!digits.startsWith(dialing)) return undefined;
    return {
      type: 'mobile_money',
      name: destination.accountName,
      account_number: `0${digits.slice(dialing.length)}`,
      bank_code: code,
      currency,
    };
  }
  return undefined;
}

/**
 * The recipient code (RCP_…) for a destination: `POST /transferrecipient`. Made for each payout
 * rather than stored: Paystack answers a recipient it already holds for the same details with
 * that one, and even a second recipient for one account is harmless — the transfer itself is
 * what is keyed by our payout id.
 */
export async function paystackRecipientCode(
  http: ProviderHttp,
  auth: Record<string, string>,
  spec: PaystackRecipientSpec,
): Promise<string> {
  const answer = await http.send('POST', '/transferrecipient', { headers: auth, json: spec });
  if (answer.status < 200 || answer.status >= 300) throw http.errorFor(answer, 'transferrecipient');
  const body = answer.body;
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  if (!isRecord(body) || body.status !== true)
    throw new PaymentRefusedError('paystack', 'transfer recipient refused', {
      code: 'invalid_destination',
      providerMessage: isRecord(body) && typeof body.message === 'string' ? body.message : undefined,
    });
  const code = data?.recipient_code;
  if (typeof code !== 'string' || !/^RCP_[A-Za-z0-9]+$/.test(code))
    throw new PaymentProviderUnavailableError('paystack', 'transferrecipient gave no recipient_code', {
      code: 'invalid_response',
    });
  return code;
}
