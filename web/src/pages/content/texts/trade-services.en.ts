import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Trade services',
  description:
    'The services around a Sokoni order: requests for quotation, escrow payments, trade finance, logistics, quality control and market intelligence.',
  lead: 'Finding a supplier is only the start of a trade. These services cover what happens around the order, from the first quote to the goods arriving as agreed.',
  sections: [
    {
      id: 'rfq',
      heading: 'Requests for quotation',
      paragraphs: [
        'Describe what you need once (product, specification, quantity, delivery country and date) and receive offers from suppliers who can deliver it. Compare prices, lead times and terms side by side, ask follow-up questions, and turn the best offer into an order.',
      ],
      links: [
        { to: '/rfq/new', label: 'Post a request for quotation', primary: true },
        { to: '/rfq', label: 'My requests' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Escrow payments',
      paragraphs: [
        'The buyer’s payment is held until the goods have been delivered and inspected, then released to the seller. It protects both sides: buyers pay only for what arrives as agreed, and sellers know the money is secured before they ship.',
      ],
      links: [{ to: '/how-it-works#escrow', label: 'How escrow works' }],
    },
    {
      id: 'trade-finance',
      heading: 'Trade finance',
      paragraphs: [
        'Growing businesses often need cash before an order pays, to buy raw materials or to offer buyers payment terms. Sokoni works with finance partners who can take your order history and confirmed escrow orders into account when assessing working capital or invoice finance. The partner sets the terms; Sokoni does not lend money itself.',
      ],
      links: [{ to: '/trade-finance', label: 'Trade finance' }],
    },
    {
      id: 'logistics',
      heading: 'Logistics and shipping',
      paragraphs: [
        'Compare ways to move goods across borders by road, sea and air, with forwarders who know the corridors, from Mombasa to Kampala or from Abidjan to Lagos. Add tracking details and shipping documents to the order so that both sides can see where the goods are.',
      ],
      links: [{ to: '/logistics', label: 'Logistics and shipping' }],
    },
    {
      id: 'quality-control',
      heading: 'Quality control and inspection',
      paragraphs: [
        'For a first or a large order, an independent inspection before shipment checks quantity, grade and packing against the order. The report is attached to the order and counts as evidence if a dispute is opened.',
      ],
      links: [{ to: '/quality-control', label: 'Quality control' }],
    },
    {
      id: 'market-intelligence',
      heading: 'Market intelligence',
      paragraphs: [
        'Search trends, price ranges and demand by country and category, drawn from activity on Sokoni, help sellers decide what to list and where, and help buyers judge whether a quote is fair.',
      ],
      links: [{ to: '/market-intelligence', label: 'Market intelligence' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Create a free account', primary: true },
    { to: '/contact?topic=partnership', label: 'Become a service partner' },
  ],
};

export default doc;
