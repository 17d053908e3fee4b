import { createHash } from 'node:crypto';
import { decimalToMinor } from './minor-units.js';
import { WebhookPayloadError } from './payment.errors.js';
import type { PaymentStatus, WebhookEvent } from './payment-provider.port.js';
import { idText, isRecord, parseJsonBody } from './webhook-auth.js';

/**
 * Which of our asynchronous Daraja requests a callback answers, named in its URL (and its token):
 * `result` — the B2C payment's or reversal's ResultURL; `status` — the ResultURL of a Transaction
 * Status query we sent about it; `timeout` — a QueueTimeOutURL (the request expired in Daraja's
 * queue: nothing is concluded from it, the status is asked).
 */
export const MPESA_RESULT_KINDS = ['result', 'status', 'timeout'] as const;
export type MpesaResultKind = (typeof MPESA_RESULT_KINDS)[number];

/** What is stored for a result callback (the event's raw payload), read back by verify. */
export interface MpesaStoredResult {
  mpesaCallback: MpesaResultKind;
  body: Record<string, unknown>;
}

/** A Daraja `Result` as verify reads it. */
export interface MpesaResult {
  kind: MpesaResultKind;
  resultCode?: string;
  resultDesc?: string;
  originatorConversationId?: string;
  conversationId?: string;
  transactionId?: string;
  /** ResultParameters.ResultParameter as Key → Value. */
  parameters: Map<string, unknown>;
}

/**
 * Daraja's result callbacks for B2C payments, reversals and Transaction Status queries:
 * `{Result: {ResultType, ResultCode, ResultDesc, OriginatorConversationID, ConversationID,
 * TransactionID, ResultParameters?: {ResultParameter: [{Key, Value}]}, ReferenceData}}`.
 * The event says what the callback claims; verify decides from the stored body.
 */
export function parseMpesaResult(
  rawBody: Buffer,
  subject: 'payout' | 'refund',
  id: string,
  kind: MpesaResultKind,
): WebhookEvent {
  const body = parseJsonBody('mpesa', rawBody);
  const stored: MpesaStoredResult = { mpesaCallback: kind, body };
  const result = readMpesaResult(stored);
  if (kind !== 'timeout' && (!result || result.resultCode === undefined))
    throw new WebhookPayloadError('mpesa', 'expected Result with a ResultCode');
  const eventKey =
    result?.conversationId && result.resultCode !== undefined
      ? `${result.conversationId}:${result.resultCode}`
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const amount = result?.parameters.get(kind === 'status' ? 'Amount' : 'TransactionAmount');
  return {
    provider: 'mpesa',
    providerEventId: `${subject}:${kind}:${id}:${eventKey}`,
    type: `${subject}.${kind}`,
    subject,
    ...(subject === 'payout' ? { payoutId: id } : { refundId: id }),
    // A status query has a conversation of its own: only the request's result names ours.
    providerReference: kind === 'result' ? result?.conversationId : undefined,
    claimedStatus: result ? claimedStatus(result) : 'pending',
    claimedAmountMinor: shillings(amount),
    claimedCurrency: 'KES',
    raw: stored,
  };
}

/** The Result in a stored callback, or undefined when it has none (a queue timeout, another shape). */
export function readMpesaResult(stored: unknown): MpesaResult | undefined {
  if (!isRecord(stored) || !isRecord(stored.body)) return undefined;
  const kind = stored.mpesaCallback;
  if (!(MPESA_RESULT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  const result = stored.body.Result;
  if (!isRecord(result)) return undefined;
  const parameters = new Map<string, unknown>();
  const list = isRecord(result.ResultParameters) ? result.ResultParameters.ResultParameter : undefined;
  for (const item of Array.isArray(list) ? list : isRecord(list) ? [list] : [])
    // Status results name keys with spaces ("Originator Conversation ID"): compare without them.
    if (isRecord(item) && typeof item.Key === 'string')
      parameters.set(item.Key.replace(/\s+/g, ''), item.Value);
  return {
    kind: kind as MpesaResultKind,
    resultCode: idText(result.ResultCode),
    resultDesc: typeof result.ResultDesc === 'string' ? result.ResultDesc : undefined,
    originatorConversationId: idText(result.OriginatorConversationID),
    conversationId: idText(result.ConversationID),
    transactionId: idText(result.TransactionID),
    parameters,
  };
}

/**
 * What a result says about the request: a request's own result is final either way (ResultCode 0
 * done, anything else refused); a status query's is only "Completed" when the transaction went
 * through, and anything else (a failed query, another status) concludes nothing.
 */
export function claimedStatus(result: MpesaResult): PaymentStatus {
  if (result.kind === 'timeout') return 'pending';
  if (result.kind === 'result') return result.resultCode === '0' ? 'succeeded' : 'failed';
  return result.resultCode === '0' && result.parameters.get('TransactionStatus') === 'Completed'
    ? 'succeeded'
    : 'pending';
}

/** A Daraja amount (whole shillings as a number or text, sometimes "10.00") in cents, or undefined. */
export function shillings(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  try {
    return decimalToMinor(value, 2);
  } catch {
    return undefined;
  }
}
