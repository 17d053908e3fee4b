import { decimalToMinor } from './minor-units.js';
import { WebhookPayloadError } from './payment.errors.js';
import type { WebhookEvent } from './payment-provider.port.js';
import { idText, isRecord, parseJsonBody } from './webhook-auth.js';

/**
 * Daraja's STK callback `{Body: {stkCallback: {MerchantRequestID, CheckoutRequestID, ResultCode,
 * ResultDesc, CallbackMetadata?: {Item: [{Name, Value}]}}}}`; ResultCode 0 is a payment, anything
 * else (1032 cancelled, 1037 unreachable, 2001 wrong PIN…) a failure. Safaricom may post the
 * same callback again: request id and result code identify it.
 */
export function parseStkCallback(rawBody: Buffer, paymentId: string): WebhookEvent {
  const body = parseJsonBody('mpesa', rawBody);
  const envelope = isRecord(body.Body) ? body.Body : undefined;
  const callback = envelope && isRecord(envelope.stkCallback) ? envelope.stkCallback : undefined;
  const checkoutRequestId = callback ? idText(callback.CheckoutRequestID) : undefined;
  const resultCode = callback ? idText(callback.ResultCode) : undefined;
  if (!callback || !checkoutRequestId || resultCode === undefined)
    throw new WebhookPayloadError('mpesa', 'expected Body.stkCallback with CheckoutRequestID and ResultCode');
  const items = metadataItems(callback.CallbackMetadata);
  const amount = items.get('Amount');
  let claimedAmountMinor: number | undefined;
  try {
    claimedAmountMinor =
      typeof amount === 'number' || typeof amount === 'string' ? decimalToMinor(amount, 2) : undefined;
  } catch {
    claimedAmountMinor = undefined;
  }
  return {
    provider: 'mpesa',
    providerEventId: `stkCallback:${checkoutRequestId}:${resultCode}`,
    type: 'stkCallback',
    subject: 'payment',
    paymentId,
    providerReference: checkoutRequestId,
    claimedStatus: resultCode === '0' ? 'succeeded' : 'failed',
    claimedAmountMinor,
    claimedCurrency: 'KES',
    raw: body,
  };
}

function metadataItems(metadata: unknown): Map<string, unknown> {
  const items = new Map<string, unknown>();
  if (!isRecord(metadata) || !Array.isArray(metadata.Item)) return items;
  for (const item of metadata.Item as unknown[])
    if (isRecord(item) && typeof item.Name === 'string') items.set(item.Name, item.Value);
  return items;
}

/**
 * The M-Pesa receipt number (MpesaReceiptNumber) of a stored successful STK callback body: the
 * TransactionID a reversal names. Daraja's STK query does not return it, only the callback does.
 */
export function mpesaReceiptNumber(payload: unknown): string | undefined {
  const body = isRecord(payload) && isRecord(payload.Body) ? payload.Body : undefined;
  const callback = body && isRecord(body.stkCallback) ? body.stkCallback : undefined;
  if (!callback || idText(callback.ResultCode) !== '0') return undefined;
  const receipt = metadataItems(callback.CallbackMetadata).get('MpesaReceiptNumber');
  return typeof receipt === 'string' && /^[A-Z0-9]{8,12}$/.test(receipt) ? receipt : undefined;
}
