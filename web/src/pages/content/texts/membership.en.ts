import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Plans and pricing',
  description:
    'Sokoni plans for sellers: Starter is free with a 5% fee, Professional is $29 a month with a 3% fee, Enterprise has custom pricing and a 2% fee. Buying is free.',
  lead: 'Start free and pay a fee only when you sell. Move to a paid plan when a lower fee and unlimited listings are worth it to you.',
  sections: [
    {
      id: 'buyers',
      heading: 'Buying is free',
      paragraphs: [
        'Buyers pay nothing to Sokoni: no subscription and no fee on orders. The plans below are for businesses that sell.',
      ],
    },
    {
      id: 'fee',
      heading: 'How the transaction fee works',
      paragraphs: [
        'The fee is a percentage of each completed order and is deducted when the payment is released from escrow. On a US$1,000 order, a seller on Starter receives US$950, on Professional US$970 and on Enterprise US$980. Refunded amounts carry no fee.',
      ],
    },
    {
      id: 'change',
      heading: 'Changing plans',
      paragraphs: [
        'You can move to Professional at any time, and the lower fee applies to orders placed after the change. If you cancel, you return to Starter at the end of the month you have paid for; listings beyond the first 50 are then paused, not deleted.',
      ],
    },
  ],
  faq: [
    {
      question: 'Are the prices in US dollars?',
      answer:
        'Yes. Professional is billed at US$29 a month; if you pay in another currency, the conversion rate and any costs are shown before you pay.',
    },
    {
      question: 'Is there a minimum commitment?',
      answer:
        'No for Professional: it is billed monthly and you can cancel at any time. Enterprise contracts set their own term, agreed with you.',
    },
    {
      question: 'What does Enterprise include?',
      answer:
        'A 2% fee or a rate set in your contract, a named account manager, consolidated invoicing, help with listing large catalogues, and introductions to trade finance and logistics partners. Contact us to discuss your volumes.',
    },
  ],
  actions: [
    { to: '/register', label: 'Create a free account', primary: true },
    { to: '/contact?topic=selling', label: 'Talk to sales' },
  ],
};

export default doc;
