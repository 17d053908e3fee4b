/** notifications' text-message channels and statuses (sms-transport.port.ts, sms-message.entity.ts). */
export const SMS_CHANNELS = ['sms', 'whatsapp'] as const;
export const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;
export const SMS_COLOURS = {
  queued: 'warning',
  sent: 'success',
  failed: 'error',
} as const;
