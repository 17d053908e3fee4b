import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Seller portal',
  description:
    'Everything you need to sell on Sokoni in one place: products, inquiries, requests for quotation, orders, payouts and verification.',
  lead: 'Everything you need to sell on Sokoni, in one place.',
  sections: [
    {
      id: 'what',
      heading: 'What you can do here',
      paragraphs: ['From the seller portal you can:'],
      list: [
        'list new products and keep prices, stock and photos up to date;',
        'answer buyers’ inquiries and requests for quotation;',
        'follow your orders from payment into escrow to payout;',
        'get your business verified and earn the Verified badge.',
      ],
    },
    {
      id: 'new',
      heading: 'New to selling on Sokoni?',
      paragraphs: [
        'The seller guide walks you through your first listing and your first order, and the plans page explains the fees.',
      ],
      links: [
        { to: '/seller-onboarding', label: 'Seller guide' },
        { to: '/sell-on-sokoni', label: 'Why sell on Sokoni' },
        { to: '/membership', label: 'Plans and fees' },
      ],
    },
  ],
};

export default doc;
