import { checkAmount } from './payment-checks.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type { MinorAmountInput } from './payment-provider.port.js';
import type { JsonAnswer } from './provider-http.js';
import { idText, isRecord } from './webhook-auth.js';

/** KES in whole shillings, as Daraja takes amounts; rounding would pay another amount than asked. */
export function wholeShillings(amountMinor: MinorAmountInput, currency: string): number {
  if (currency !== 'KES')
    throw new PaymentRefusedError('mpesa', `M-Pesa pays KES only, not ${currency}`, {
      code: 'unsupported_currency',
    });
  const { amountMinor: minor } = checkAmount('mpesa', amountMinor, currency);
  if (minor % 100n !== 0n)
    throw new PaymentRefusedError('mpesa', 'M-Pesa pays whole shillings only', { code: 'amount_not_whole' });
  return Number(minor / 100n);
}

export function needCallbackUrl(url: string | undefined): string {
  if (!url)
    throw new PaymentRefusedError('mpesa', 'a ResultURL is needed for asynchronous results', {
      code: 'missing_callback_url',
    });
  return url;
}

/** Daraja's synchronous acknowledgement: ResponseCode "0" with a ConversationID; typed errors otherwise. */
export function accepted(answer: JsonAnswer, what: string): string {
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429)
    throw new PaymentProviderUnavailableError('mpesa', `${what} answered ${answer.status}`, {
      code: `http_${answer.status}`,
      httpStatus: answer.status,
    });
  const body = isRecord(answer.body) ? answer.body : {};
  const conversationId = idText(body.ConversationID);
  if (answer.status >= 200 && answer.status < 300 && idText(body.ResponseCode) === '0' && conversationId)
    return conversationId;
  const message = [body.ResponseDescription, body.errorMessage].find(
    (m): m is string => typeof m === 'string',
  );
  throw new PaymentRefusedError('mpesa', `${what} not accepted`, {
    code: 'refused',
    httpStatus: answer.status,
    providerMessage: message,
  });
}

/** Daraja's Remarks: 2 to 100 characters of plain text. */
export function remarks(text: string): string {
  const plain = text
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .trim()
    .slice(0, 100);
  return plain.length >= 2 ? plain : 'Sokoni';
}
