import { normaliseKenyanPhone } from './mpesa-credentials.js';
import {
  claimedStatus,
  readMpesaResult,
  shillings,
  type MpesaResult,
  type MpesaResultKind,
} from './mpesa-results.js';
import { toMinorNumber } from './minor-units.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type {
  PayoutDestination,
  PayoutRequest,
  PayoutResult,
  ProviderHint,
  RefundLookup,
  RefundRequest,
  RefundResult,
} from './payment-provider.port.js';
import type { JsonAnswer } from './provider-http.js';
import { accepted, needCallbackUrl, remarks, wholeShillings } from './mpesa-requests.js';
import { idText } from './webhook-auth.js';

/** The Daraja settings payouts and reversals need besides the STK push's. */
export interface MpesaMoneyOutConfig {
  /** MPESA_INITIATOR_NAME: the API operator created on the M-Pesa org portal. */
  initiatorName: string;
  /**
   * MPESA_SECURITY_CREDENTIAL: the initiator's password encrypted with Safaricom's public
   * certificate and base64-encoded, as the Daraja portal generates it.
   */
  securityCredential: string;
  /** MPESA_B2C_SHORTCODE: the B2C (disbursement) shortcode that pays sellers: PartyA. */
  b2cShortcode: string;
  /** The paybill that received the STK payments: the ReceiverParty of a reversal. */
  shortcode: string;
  /** MPESA_B2C_COMMAND: BusinessPayment (default), SalaryPayment or PromotionPayment. */
  commandId?: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
}

type Send = (path: string, json: unknown) => Promise<JsonAnswer>;
type ResultUrl = (subject: 'payout' | 'refund', id: string, kind: MpesaResultKind, base: string) => string;

/**
 * M-Pesa money out through Daraja, both asynchronous: a request is accepted (ResponseCode 0 and a
 * ConversationID) and its result is posted later to the ResultURL we give, which carries the
 * payout or refund id and a token (`ResultUrl`). Daraja offers no synchronous query for either,
 * so the truth is that result callback (authenticated by its token, matched to our ids), or the
 * result of a Transaction Status query — also posted back — which verify sends when it has no
 * callback to read (the polling fallback). B2C (`/mpesa/b2c/v3/paymentrequest`) takes our payout
 * id as OriginatorConversationID but does not promise to deduplicate it, so a payout whose first
 * request's outcome is unknown is asked about, never sent again. Reversals
 * (`/mpesa/reversal/v1/request`) name the STK payment by its M-Pesa receipt number.
 */
export class MpesaMoneyOut {
  constructor(
    private readonly config: MpesaMoneyOutConfig,
    private readonly send: Send,
    private readonly resultUrl: ResultUrl,
  ) {}

  /** Only M-Pesa wallets in Kenya, in KES. */
  destinationRefusal(destination: PayoutDestination, currency: string): string | undefined {
    return this.walletOf(destination, currency) ? undefined : 'unsupported_destination';
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const amount = wholeShillings(request.amountMinor, request.currency);
    const phone = this.walletOf(request.destination, request.currency);
    if (!phone)
      throw new PaymentRefusedError('mpesa', 'B2C pays M-Pesa wallets in Kenya only', {
        code: 'unsupported_destination',
      });
    const base = needCallbackUrl(request.callbackUrl);
    if (request.retry)
      return this.verifyPayout(request.payoutId, { callbackUrl: base, amountMinor: amount * 100 });
    const answer = await this.send('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: request.payoutId,
      InitiatorName: this.config.initiatorName,
      SecurityCredential: this.config.securityCredential,
      CommandID: this.config.commandId ?? 'BusinessPayment',
      Amount: amount,
      PartyA: this.config.b2cShortcode,
      PartyB: phone,
      Remarks: remarks(request.reason),
      QueueTimeOutURL: this.resultUrl('payout', request.payoutId, 'timeout', base),
      ResultURL: this.resultUrl('payout', request.payoutId, 'result', base),
      // Daraja's field name, misspelt as documented.
      Occassion: 'Sokoni payout',
    });
    const conversationId = accepted(answer, 'B2C');
    return this.payoutResult(
      request.payoutId,
      'pending',
      amount * 100,
      conversationId,
      undefined,
      answer.body,
    );
  }

  /**
   * The truth about a payout: the result callback when the caller has one, else a Transaction
   * Status query is sent (its answer comes back as a `status` callback) and the payout is pending.
   */
  async verifyPayout(payoutId: string, hint: ProviderHint = {}): Promise<PayoutResult> {
    const expected = hint.amountMinor === undefined ? 0 : toMinorNumber(hint.amountMinor);
    const result = readMpesaResult(hint.callback);
    if (result && result.kind !== 'timeout') {
      this.checkOurs(result, payoutId, hint.providerReference);
      const status = claimedStatus(result);
      const amount = shillings(
        result.parameters.get(result.kind === 'status' ? 'Amount' : 'TransactionAmount'),
      );
      if (status === 'succeeded' && amount === undefined)
        // A success that does not say how much is not settled: staff look.
        return this.payoutResult(
          payoutId,
          'pending',
          expected,
          hint.providerReference,
          undefined,
          hint.callback,
        );
      return this.payoutResult(
        payoutId,
        status,
        status === 'succeeded' ? amount! : expected,
        result.kind === 'result' ? result.conversationId : hint.providerReference,
        status === 'failed' ? (result.resultDesc ?? `ResultCode ${result.resultCode}`) : undefined,
        hint.callback,
      );
    }
    // Whatever stops the query, the payout may have been made: never a refusal (which would fail it).
    if (!hint.callbackUrl)
      throw new PaymentProviderUnavailableError('mpesa', 'no ResultURL for a status query', {
        code: 'missing_callback_url',
      });
    const base = hint.callbackUrl;
    const answer = await this.send('/mpesa/transactionstatus/v1/query', {
      Initiator: this.config.initiatorName,
      SecurityCredential: this.config.securityCredential,
      CommandID: 'TransactionStatusQuery',
      // Our OriginatorConversationID stands for the unknown M-Pesa receipt (TransactionID).
      OriginalConversationID: payoutId,
      PartyA: this.config.b2cShortcode,
      IdentifierType: '4',
      ResultURL: this.resultUrl('payout', payoutId, 'status', base),
      QueueTimeOutURL: this.resultUrl('payout', payoutId, 'timeout', base),
      Remarks: 'Sokoni payout status',
      Occasion: 'Sokoni',
    });
    try {
      accepted(answer, 'Transaction Status');
    } catch (err) {
      if (!(err instanceof PaymentRefusedError)) throw err;
      throw new PaymentProviderUnavailableError('mpesa', `status query refused: ${err.message}`, {
        code: 'status_query_refused',
        httpStatus: err.httpStatus,
        providerMessage: err.providerMessage,
      });
    }
    return this.payoutResult(payoutId, 'pending', expected, hint.providerReference, undefined, answer.body);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const amount = wholeShillings(request.amountMinor, request.currency);
    if (request.retry)
      // A reversal's own id is Daraja's: one whose answer was lost cannot be asked about.
      throw new PaymentRefusedError('mpesa', 'an earlier reversal attempt may have reached Daraja', {
        code: 'outcome_unknown',
      });
    const receipt = request.providerPaymentReference;
    if (!receipt || !/^[A-Z0-9]{8,12}$/.test(receipt))
      throw new PaymentRefusedError('mpesa', 'the payment’s M-Pesa receipt number is not on record', {
        code: 'missing_reference',
      });
    const base = needCallbackUrl(request.callbackUrl);
    const answer = await this.send('/mpesa/reversal/v1/request', {
      Initiator: this.config.initiatorName,
      SecurityCredential: this.config.securityCredential,
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      Amount: amount,
      ReceiverParty: this.config.shortcode,
      // Daraja's field name and value for a shortcode receiver, as documented.
      RecieverIdentifierType: '11',
      ResultURL: this.resultUrl('refund', request.refundId, 'result', base),
      QueueTimeOutURL: this.resultUrl('refund', request.refundId, 'timeout', base),
      Remarks: remarks(request.reason),
      Occasion: 'Sokoni refund',
    });
    const conversationId = accepted(answer, 'reversal');
    return this.refundResult(
      request.refundId,
      'pending',
      amount * 100,
      conversationId,
      undefined,
      answer.body,
    );
  }

  /** The reversal's result callback decides; without one there is nothing Daraja can be asked. */
  verifyRefund(lookup: RefundLookup): Promise<RefundResult> {
    return Promise.resolve().then(() => this.readRefund(lookup));
  }

  private readRefund(lookup: RefundLookup): RefundResult {
    const expected = lookup.amountMinor === undefined ? 0 : toMinorNumber(lookup.amountMinor);
    const result = readMpesaResult(lookup.callback);
    if (!result || result.kind !== 'result')
      return this.refundResult(
        lookup.refundId,
        'pending',
        expected,
        lookup.providerReference,
        undefined,
        lookup.callback,
      );
    if (
      lookup.providerReference &&
      result.conversationId &&
      result.conversationId !== lookup.providerReference
    )
      throw new PaymentRefusedError('mpesa', 'reversal result for another request', { code: 'mismatch' });
    const status = claimedStatus(result);
    return this.refundResult(
      lookup.refundId,
      status,
      shillings(result.parameters.get('Amount')) ?? expected,
      result.conversationId ?? lookup.providerReference,
      status === 'failed' ? (result.resultDesc ?? `ResultCode ${result.resultCode}`) : undefined,
      lookup.callback,
    );
  }

  /** A result must be about this payout: our OriginatorConversationID, or the ConversationID we stored. */
  private checkOurs(result: MpesaResult, payoutId: string, conversationId: string | undefined): void {
    const originator =
      result.kind === 'result'
        ? result.originatorConversationId
        : idText(result.parameters.get('OriginatorConversationID'));
    const conversation =
      result.kind === 'result' ? result.conversationId : idText(result.parameters.get('ConversationID'));
    const named = originator !== undefined || conversation !== undefined;
    const ours = originator === payoutId || (conversationId !== undefined && conversation === conversationId);
    if (named && !ours)
      throw new PaymentRefusedError('mpesa', `result is not about payout ${payoutId}`, { code: 'mismatch' });
  }

  private walletOf(destination: PayoutDestination, currency: string): string | undefined {
    if (destination.kind !== 'mobile_money' || destination.network !== 'mpesa') return undefined;
    if (currency !== 'KES' || destination.currency !== 'KES') return undefined;
    return normaliseKenyanPhone(destination.phone);
  }

  private payoutResult(
    payoutId: string,
    status: PayoutResult['status'],
    amountMinor: number,
    providerReference: string | undefined,
    failureReason: string | undefined,
    raw: unknown,
  ): PayoutResult {
    return {
      provider: 'mpesa',
      payoutId,
      status,
      amountMinor,
      currency: 'KES',
      providerReference,
      failureReason,
      raw,
    };
  }

  private refundResult(
    refundId: string,
    status: RefundResult['status'],
    amountMinor: number,
    providerReference: string | undefined,
    failureReason: string | undefined,
    raw: unknown,
  ): RefundResult {
    return {
      provider: 'mpesa',
      refundId,
      status,
      amountMinor,
      currency: 'KES',
      providerReference,
      failureReason,
      raw,
    };
  }
}
