import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Supporting African SMEs in cross-border trade',
  description:
    'Small and mid-sized firms are the backbone of African economies. What holds them back in cross-border trade, and what actually helps.',
  lead: 'Most African businesses are small. Together they employ most of the people who work, yet they are the least equipped to sell beyond their own border. Here is what we have learned about what helps them, and what we built in response.',
  sections: [
    {
      heading: 'The backbone, and the bottleneck',
      paragraphs: [
        'By most estimates, small and medium-sized enterprises make up around nine in ten businesses in Africa and provide a majority of jobs. They process cashew in Côte d’Ivoire, weave fabric in Ghana, make furniture in Kenya and package spices in Morocco. Yet formal trade between African countries is dominated by large companies, while a great deal of small-scale trade crosses borders informally, without protection, credit or records.',
        'The reason is not a lack of good products. A small business that wants to export faces the same paperwork, the same payment risk and the same freight rates as a multinational, without a compliance department, a trade finance desk or a logistics team.',
      ],
    },
    {
      heading: 'What holds small exporters back',
      paragraphs: [
        'When we ask small firms why they do not sell to neighbouring countries, the answers are remarkably consistent:',
      ],
      list: [
        'Finding buyers: trade fairs are expensive, and online directories are full of outdated contacts.',
        'Getting paid: a letter of credit costs too much for a five-thousand-dollar order, and shipping on open account means carrying all the risk.',
        'Working capital: a large order needs cash for raw materials long before the buyer pays, and banks ask for collateral that small firms do not have.',
        'Paperwork and standards: certificates of origin, product standards and sanitary rules differ from one country to the next.',
        'Logistics: small consignments cost more per kilo, and sharing a container with other shippers is hard to arrange.',
      ],
    },
    {
      heading: 'What the AfCFTA offers small firms',
      paragraphs: [
        'The African Continental Free Trade Area is lowering tariffs between member countries, but a lower tariff only helps a business that can prove its goods qualify. That means understanding the AfCFTA rules of origin and obtaining the certificate that shows them, usually from a chamber of commerce or the customs authority. It is learnable, and it is worth learning: the saving applies to every shipment.',
        'Small traders are not starting from nothing. Regional economic communities such as COMESA already run simplified trade regimes for small consignments, with shorter forms and a simplified certificate of origin. And in 2024 the African Union adopted the AfCFTA Protocol on Women and Youth in Trade, which commits member states to making the agreement work for the small businesses that women and young people run.',
      ],
    },
    {
      heading: 'How Sokoni helps',
      paragraphs: [
        'We designed Sokoni so that a ten-person company can trade across a border with the same confidence as a large one:',
      ],
      list: [
        'A storefront that works like a catalogue, with specifications, price tiers and minimum quantities, seen by buyers in other countries in their own language and currency.',
        'Requests for quotation that bring buyers to you, instead of you chasing them.',
        'Escrow that does for an everyday order what a letter of credit does for a large one: the seller sees the money secured before shipping, and the buyer pays only for what arrives as agreed.',
        'Verification based on documents, not size, so a small firm earns the same badge as a big one.',
        'Plain-language guides to Incoterms, certificates of origin and customs.',
        'Pricing that fits: the Starter plan is free, and a fee is due only when you sell.',
      ],
    },
    {
      heading: 'A checklist for your first cross-border order',
      paragraphs: [
        'If you are preparing your first sale to another African country, these steps avoid most of the problems we see:',
      ],
      ordered: true,
      list: [
        'Describe the product precisely: grade, packaging, shelf life and its HS customs code.',
        'Set a minimum order you can really deliver, and offer better prices for larger tiers.',
        'Agree the Incoterm in writing; for a first order, FCA or DAP keeps responsibilities clear.',
        'Ask your chamber of commerce or customs authority how to obtain an AfCFTA certificate of origin for your product.',
        'Photograph the goods and the packing before dispatch and keep every document: it is your evidence.',
        'Use escrow, even with a buyer you know.',
      ],
    },
    {
      heading: 'What comes next',
      paragraphs: [
        'We are working with trade finance providers so that a confirmed order paid into escrow can help a seller obtain working capital, and with logistics partners on consolidating small shipments. More interface languages, starting with Portuguese, Hausa and Amharic, are on the way.',
        'We want to hear from small businesses, and from the organisations that support them: chambers of commerce, cooperatives, export promotion agencies and women traders’ associations. Tell us what would make your next cross-border sale easier.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Start selling', primary: true },
        { to: '/contact?topic=partnership', label: 'Partner with us' },
      ],
    },
  ],
};

export default doc;
