import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Business tools',
  description:
    'The tools sellers use every day on Sokoni: listings, orders, stock, payouts, verification, market figures and reorder planning.',
  lead: 'Everything you need to run your business on Sokoni, in one list.',
  sections: [
    {
      id: 'sell',
      heading: 'Listings and orders',
      paragraphs: [
        'List products with price tiers and minimum order quantities, follow the orders your buyers place, and keep the stock of ready-to-ship products up to date.',
      ],
      links: [
        {
          to: '/seller/products',
          label: 'My products',
          primary: true,
        },
        {
          to: '/products/new',
          label: 'Add a product',
        },
        {
          to: '/seller/orders',
          label: 'Orders received',
        },
        {
          to: '/seller/stock',
          label: 'Stock',
        },
      ],
    },
    {
      id: 'money',
      heading: 'Payouts and fees',
      paragraphs: [
        'Payments are held in escrow and released to your balance when the buyer confirms the goods. Choose where payouts go, and see what each plan charges.',
      ],
      links: [
        {
          to: '/seller/payouts',
          label: 'Payouts',
        },
        {
          to: '/membership',
          label: 'Plans and fees',
        },
      ],
    },
    {
      id: 'insight',
      heading: 'Know your market',
      paragraphs: [
        'See what buyers search for and what prices look like by category and country, and estimate when to reorder before you run out.',
      ],
      links: [
        {
          to: '/market-intelligence',
          label: 'Market intelligence',
        },
        {
          to: '/inventory-forecasting',
          label: 'Inventory forecasting',
        },
      ],
    },
    {
      id: 'trust',
      heading: 'Trust and quality',
      paragraphs: [
        'A verified business gets the Verified badge on its storefront and products. An independent inspection shows buyers that the goods match the order.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Business verification',
        },
        {
          to: '/quality-control',
          label: 'Quality control',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Finance and freight',
      paragraphs: ['Ask our partners for working capital or for freight quotes from the same account.'],
      links: [
        {
          to: '/trade-finance',
          label: 'Trade finance',
        },
        {
          to: '/logistics',
          label: 'Logistics and shipping',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/seller/portal',
      label: 'Seller portal',
      primary: true,
    },
    {
      to: '/ai-onboarding',
      label: 'Get started step by step',
    },
  ],
};

export default doc;
