import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Get started step by step',
  description:
    'Tell us whether you want to buy, sell or both, and follow a checklist made for you: account, verification, first order or first listing.',
  lead: 'Choose what you want to do on Sokoni and get the steps that matter for you, in order.',
  sections: [
    {
      id: 'account',
      heading: 'Create your business account',
      paragraphs: [
        'Register with your work e-mail and your business name, then confirm the address from the e-mail we send. One account can buy and sell.',
      ],
      links: [
        {
          to: '/register',
          label: 'Create an account',
          primary: true,
        },
      ],
    },
    {
      id: 'buy-find',
      heading: 'Find what you need',
      paragraphs: [
        'Search products, compare suppliers and look for the Verified badge. Save products to your wishlist to compare later.',
      ],
      links: [
        {
          to: '/products',
          label: 'Browse products',
        },
        {
          to: '/suppliers/directory',
          label: 'Supplier directory',
        },
      ],
    },
    {
      id: 'buy-quote',
      heading: 'Ask for a quote',
      paragraphs: [
        'For quantities beyond the listed tiers or a custom specification, post a request for quotation and let suppliers come to you.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Post a request for quotation',
        },
      ],
    },
    {
      id: 'buy-pay',
      heading: 'Place your first order',
      paragraphs: [
        'Pay through escrow: the supplier is paid only after you confirm the goods. Add freight and an inspection if the order is large.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'How escrow works',
        },
        {
          to: '/logistics',
          label: 'Freight quotes',
        },
      ],
    },
    {
      id: 'sell-verify',
      heading: 'Get your business verified',
      paragraphs: [
        'Send your registration documents once. Verified suppliers get a badge that buyers look for, and more of their inquiries turn into orders.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Business verification',
        },
      ],
    },
    {
      id: 'sell-list',
      heading: 'List your first products',
      paragraphs: [
        'Add clear photos, price tiers, the minimum order quantity and the lead time. Our team reviews each product before it is published.',
      ],
      links: [
        {
          to: '/products/new',
          label: 'Add a product',
        },
        {
          to: '/seller-onboarding',
          label: 'Seller guide',
        },
      ],
    },
    {
      id: 'sell-orders',
      heading: 'Handle orders and get paid',
      paragraphs: [
        'Accept an order, ship it with its tracking details, and the payment is released to your balance once the buyer confirms. Choose where your payouts go.',
      ],
      links: [
        {
          to: '/seller/orders',
          label: 'Orders received',
        },
        {
          to: '/seller/payouts',
          label: 'Payouts',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Use the trade services',
      paragraphs: [
        'Finance, freight and inspection from our partners are one request away whenever you need them.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Trade services',
        },
      ],
    },
  ],
};

export default doc;
