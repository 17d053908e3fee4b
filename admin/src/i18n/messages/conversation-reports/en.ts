/**
 * The back office's words for conversation reports (messaging's /admin/conversation-reports),
 * merged into the console's messages by en.ts, fr.ts and ar.ts like the trade words.
 */
export const conversationReportsEn = {
  app: {
    report_status: { open: 'Open', resolved: 'Resolved' },
    report_reason: {
      spam: 'Spam',
      fraud: 'Fraud or scam',
      abuse: 'Abuse or harassment',
      off_platform: 'Trading off the platform',
      other: 'Other',
    },
    conversation_report: {
      conversation: 'The conversation',
      resolution: 'Resolution',
      unresolved: 'Not resolved yet.',
      resolve: 'Resolve',
      resolve_title: 'Resolve this report',
      resolve_body:
        'Say what was done (a warning, a suspension, nothing needed). The reporter is not shown this text.',
      resolved: 'Report resolved',
      buyer: 'Buyer',
      supplier: 'Supplier',
      read_at: 'read %{date}',
      masked: 'Contact details masked',
      shown_as: 'Shown to the other party as: %{text}',
      between: 'Between %{buyer} (buyer) and %{supplier} (supplier)',
      subject_product: 'Product',
      subject_supplier: 'Storefront',
      subject_rfq: 'Request for quotation',
      subject_order: 'Order',
      no_messages: 'No messages.',
    },
  },
  resources: {
    'conversation-reports': {
      name: 'Conversation report |||| Conversation reports',
      fields: {
        id: 'Reference',
        createdAt: 'Reported on',
        status: 'Status',
        reason: 'Reason',
        reporterId: 'Reported by',
        note: 'Note',
        conversationId: 'Conversation',
        resolution: 'What was done',
        resolvedBy: 'Resolved by',
        resolvedAt: 'Resolved on',
      },
    },
  },
};
