import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Inventory forecasting',
  description:
    'Estimate when you will run out of a product, when to reorder and how much, from your recent sales and your supplier’s lead time.',
  lead: 'Know when to reorder before you run out. Enter your stock, your recent sales and how long a new batch takes to arrive.',
  sections: [
    {
      id: 'how',
      heading: 'How the estimate works',
      paragraphs: [
        'Your average daily sales are the units sold in the last 30 days divided by 30. Your stock lasts that many days at that pace.',
        'The reorder point is what you sell while a new batch is on its way, plus a few days of safety stock for delays. When your stock falls to that level, it is time to order; the quantity suggested covers the lead time, the safety days and the period you want the order to last.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Making it more accurate',
      paragraphs: ['An estimate is only as good as what goes into it:'],
      list: [
        'use a period without unusual orders, or leave a one-off large order out of the sales;',
        'raise the safety days before holidays, rainy seasons or when a border is slow;',
        'check your supplier’s minimum order quantity and round the suggestion up to it.',
      ],
    },
    {
      id: 'stock',
      heading: 'Your stock on Sokoni',
      paragraphs: [
        'Ready-to-ship products have tracked stock: each order reserves it, and you can adjust it at any time. Market figures show where demand is growing.',
      ],
      links: [
        {
          to: '/seller/stock',
          label: 'My stock',
        },
        {
          to: '/market-intelligence',
          label: 'Market intelligence',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/business-tools',
      label: 'All business tools',
      primary: true,
    },
  ],
};

export default doc;
