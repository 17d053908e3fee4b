import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Trade finance',
  description:
    'Working capital, purchase order and invoice finance for African traders, arranged with partner lenders. Tell us what you need.',
  lead: 'Sokoni does not lend money itself. We pass your request to finance partners who know cross-border trade, and your order history on Sokoni can help them decide faster.',
  sections: [
    {
      id: 'what',
      heading: 'What partners can finance',
      paragraphs: [
        'Our partners look at requests from businesses that buy or sell on Sokoni, from a few thousand dollars upwards, for:',
      ],
      list: [
        'working capital, to buy raw materials or stock before a season;',
        'purchase orders, so that you can pay your supplier before your buyer pays you;',
        'invoices, to be paid early on goods already delivered;',
        'equipment, such as a cold room, a truck or a processing line;',
        'exports, to offer your buyers abroad payment terms.',
      ],
      links: [
        {
          to: '#request',
          label: 'Request trade finance',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'How a request works',
      paragraphs: ['There is no charge for sending a request, and no obligation to accept an offer.'],
      ordered: true,
      list: [
        'Fill in the form below: what the money is for, how much, in which currency and for how long.',
        'Our team reads it within two working days and asks you if something is missing.',
        'With your agreement, we share it with the partners that fit the amount, the country and the purpose.',
        'Partners make their offers to you directly. You choose; the contract is between you and the partner.',
      ],
    },
    {
      id: 'prepare',
      heading: 'What to have ready',
      paragraphs: [
        'Partners usually ask for your business registration, recent bank statements or mobile money records, and the order or contract the money is for. A verified business on Sokoni has already shown its registration documents once.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Get your business verified',
        },
        {
          to: '/orders',
          label: 'My orders',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Does Sokoni lend the money?',
      answer:
        'No. Sokoni introduces your request to licensed partners. Each partner sets its own terms, fees and interest, and says so in its offer.',
    },
    {
      question: 'Will sending a request affect my credit record?',
      answer:
        'Sending a request to Sokoni does not. A partner that needs to check your credit record asks for your permission first.',
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
