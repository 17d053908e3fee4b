import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Buyer portal',
  description:
    'Everything you need to buy on Sokoni in one place: orders, requests for quotation, wishlist, cart and saved suppliers.',
  lead: 'Everything you need to buy on Sokoni, in one place.',
  sections: [
    {
      id: 'what',
      heading: 'What you can do here',
      paragraphs: ['From the buyer portal you can:'],
      list: [
        'follow your orders from payment into escrow to delivery;',
        'ask suppliers for quotes on what you need;',
        'keep products in your wishlist and cart until you are ready;',
        'arrange freight, inspection and finance for your purchases.',
      ],
    },
    {
      id: 'new',
      heading: 'New to buying on Sokoni?',
      paragraphs: [
        'The buyer guide walks you through your first order, and buyer central gathers every tool and service for buyers.',
      ],
      links: [
        {
          to: '/buyer-onboarding',
          label: 'Buyer guide',
        },
        {
          to: '/buyer-central',
          label: 'Buyer central',
        },
        {
          to: '/how-it-works',
          label: 'How Sokoni works',
        },
      ],
    },
  ],
};

export default doc;
