import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Buyer central',
  description:
    'Everything a buyer needs on Sokoni: find products and suppliers, ask for quotes, pay through escrow, ship, inspect and finance purchases.',
  lead: 'From the first search to the goods in your warehouse: the tools and services for buying on Sokoni.',
  sections: [
    {
      id: 'find',
      heading: 'Find products and suppliers',
      paragraphs: [
        'Search the catalogue, browse by category, compare suppliers and their verification, or pick products that are ready to ship.',
      ],
      links: [
        {
          to: '/products',
          label: 'Browse products',
          primary: true,
        },
        {
          to: '/suppliers/directory',
          label: 'Supplier directory',
        },
        {
          to: '/ready-to-ship',
          label: 'Ready to ship',
        },
        {
          to: '/categories',
          label: 'Categories',
        },
      ],
    },
    {
      id: 'quote',
      heading: 'Ask for quotes',
      paragraphs: [
        'Describe what you need once, with quantity, specification and delivery country, and receive offers from suppliers who can deliver it.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Post a request for quotation',
        },
      ],
    },
    {
      id: 'pay',
      heading: 'Pay safely',
      paragraphs: [
        'Your payment is held in escrow and released to the supplier only after you confirm the goods. If something is wrong, open a dispute from the order.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'How escrow works',
        },
        {
          to: '/orders',
          label: 'My orders',
        },
      ],
    },
    {
      id: 'deliver',
      heading: 'Ship and inspect',
      paragraphs: [
        'Get freight quotes from forwarders who know the route, and an independent inspection before the goods leave the supplier.',
      ],
      links: [
        {
          to: '/logistics',
          label: 'Logistics and shipping',
        },
        {
          to: '/quality-control',
          label: 'Quality control',
        },
      ],
    },
    {
      id: 'finance',
      heading: 'Finance your purchases',
      paragraphs: [
        'Partners can finance a purchase order or your working capital, taking your order history into account.',
      ],
      links: [
        {
          to: '/trade-finance',
          label: 'Trade finance',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/buyer/portal',
      label: 'Buyer portal',
      primary: true,
    },
    {
      to: '/buyer-onboarding',
      label: 'Buyer guide',
    },
  ],
};

export default doc;
