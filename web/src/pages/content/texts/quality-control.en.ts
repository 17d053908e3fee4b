import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Quality control and inspection',
  description:
    'Independent inspection of goods before shipment, during production or at loading, arranged with inspection partners across Africa.',
  lead: 'An independent inspector checks the goods against your order before they leave the supplier, so that problems are found while they can still be fixed.',
  sections: [
    {
      id: 'kinds',
      heading: 'Which inspection you need',
      paragraphs: ['Partners offer the usual kinds of inspection:'],
      list: [
        'pre-shipment inspection: quantity, grade, packing and marking of finished goods;',
        'inspection during production, for large or made-to-order batches;',
        'loading supervision, to see the right goods go into the container;',
        'factory audits, before a first large order with a new supplier;',
        'laboratory tests, for moisture, aflatoxins, purity or other measures.',
      ],
      links: [
        {
          to: '#request',
          label: 'Request an inspection',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'How a request works',
      paragraphs: [
        'Say what the goods are, where and when they can be inspected, and which standard or specification they must meet.',
      ],
      ordered: true,
      list: [
        'Fill in the form below.',
        'Our team reads it within two working days and asks you if something is missing.',
        'With your agreement, inspection partners in that country quote the price and the date.',
        'The inspector visits, and you receive the report with photos and measures.',
      ],
    },
    {
      id: 'evidence',
      heading: 'Inspection and escrow',
      paragraphs: [
        'With escrow, your payment is released only after you confirm the goods. An inspection report attached to the order shows what was shipped, and counts as evidence if a dispute is opened.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'How escrow works',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Who pays for the inspection?',
      answer:
        'Usually the party that asks for it, unless buyer and seller agree otherwise. The partner’s price is in its quote.',
    },
    {
      question: 'How much notice does an inspector need?',
      answer: 'Usually three to five working days; more in remote places or for laboratory tests.',
    },
  ],
  actions: [
    {
      to: '/trade-services',
      label: 'All trade services',
    },
  ],
};

export default doc;
