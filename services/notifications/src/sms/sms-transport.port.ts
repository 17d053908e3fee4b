/** The text-message port: the stored dev transport, Africa's Talking or Twilio (SMS_TRANSPORT). */
export const SMS_CHANNELS = ['sms', 'whatsapp'] as const;
export type SmsChannel = (typeof SMS_CHANNELS)[number];

export interface OutgoingSms {
  /** E.164, e.g. +254712345678. */
  to: string;
  body: string;
  channel: SmsChannel;
}

export interface SentSms {
  /** The provider's id for the message (ATPid_…, SM…), or the stored record's for the dev transport. */
  providerMessageId: string;
}

export interface SmsTransport {
  readonly kind: 'stored' | 'africastalking' | 'twilio';
  send(sms: OutgoingSms): Promise<SentSms>;
}

/**
 * The provider refused this message for good (an invalid or blacklisted number, a channel it does
 * not offer): retrying would be refused again, so the message fails at once.
 */
export class SmsRejectedError extends Error {
  override readonly name = 'SmsRejectedError';
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');
