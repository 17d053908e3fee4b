/** The back office's words for text messages (notifications' /admin/sms-messages), merged like the trade words. */
export const smsEn = {
  app: {
    sms_status: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
    sms_channel: { sms: 'SMS', whatsapp: 'WhatsApp' },
  },
  resources: {
    'sms-messages': {
      name: 'Text message |||| Text messages',
      fields: {
        id: 'Id',
        to: 'To',
        userId: 'User',
        channel: 'Channel',
        kind: 'Notification',
        body: 'Message',
        status: 'Status',
        transport: 'Transport',
        attempts: 'Attempts',
        error: 'Error',
        createdAt: 'Queued on',
        sentAt: 'Sent on',
        providerMessageId: 'Provider message id',
        q: 'Search',
      },
    },
  },
};
