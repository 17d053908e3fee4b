/**
 * The back office's words for RFQs and their quotes (trade's /admin/rfqs), merged into the
 * console's messages by en.ts, fr.ts and ar.ts like the trade words.
 */
export const rfqsEn = {
  app: {
    rfq_status: { open: 'Open', accepted: 'Quote accepted', closed: 'Closed', removed: 'Removed' },
    rfq_visibility: { open: 'Matching suppliers', invited: 'Invited only' },
    quote_status: { active: 'Active', withdrawn: 'Withdrawn', accepted: 'Accepted', declined: 'Declined' },
    rfq: {
      quotes: 'Quotes',
      no_quotes: 'No quotes.',
      removal: 'Removal',
      remove: 'Remove as spam',
      remove_title: 'Remove the RFQ "%{title}"?',
      remove_body:
        'It disappears for the buyer and every supplier, its active quotes are declined, and the removal is written to the audit log with your reason.',
      removed: 'RFQ removed',
      tiers: 'Price tiers',
      tier: 'from %{min}: %{price}',
    },
  },
  resources: {
    rfqs: {
      name: 'RFQ |||| RFQs',
      fields: {
        id: 'Id',
        title: 'Title',
        description: 'Description',
        status: 'Status',
        visibility: 'Visibility',
        buyerId: 'Buyer',
        buyerName: 'Buyer name',
        quantity: 'Quantity',
        unit: 'Unit',
        targetPriceMinor: 'Target price',
        incoterm: 'Incoterm',
        destinationCountry: 'Destination country',
        destinationPort: 'Destination port',
        neededBy: 'Needed by',
        quoteDeadline: 'Quoting closes',
        maxQuotes: 'Most quotes',
        quoteCount: 'Active quotes',
        orderId: 'Order',
        attachments: 'Attachments',
        createdAt: 'Posted on',
        removedBy: 'Removed by',
        removedReason: 'Reason for removal',
        removedAt: 'Removed on',
        supplierName: 'Supplier',
        supplierId: 'Supplier account',
        moq: 'MOQ',
        leadTimeDays: 'Lead time (days)',
        validUntil: 'Valid until',
        paymentTerms: 'Payment terms',
        totalMinor: 'Total',
        revisions: 'Revisions',
        message: 'Message',
        q: 'Search',
      },
    },
  },
};

export type RfqMessages = typeof rfqsEn;
