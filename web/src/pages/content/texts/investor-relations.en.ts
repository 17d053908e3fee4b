import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Investor relations',
  description:
    'Sokoni’s mission, the market opened by the AfCFTA, and a business model built on transaction fees and premium subscriptions.',
  lead: 'Sokoni is building the trading infrastructure for African businesses that want to buy from and sell to each other. This page is for investors, development finance institutions and partners who want to understand what we do and how we intend to earn money.',
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      paragraphs: [
        'To make trade between African businesses as safe and simple as trade within one city. We judge ourselves by how many businesses complete their first cross-border order on Sokoni, and by how many come back for a second.',
      ],
    },
    {
      id: 'market',
      heading: 'The market',
      paragraphs: [
        'The African Continental Free Trade Area has been signed by 54 of the 55 African Union member states. It covers a market of about 1.4 billion people and, in the figure most often cited, a combined GDP of over three trillion US dollars. Trading under the agreement began on 1 January 2021, and tariffs on most goods are being phased out.',
        'The starting point leaves a lot of room. Only around 15 percent of African countries’ exports go to other African countries, according to UNCTAD, against roughly two thirds within Europe. The UN Economic Commission for Africa has projected that full implementation of the AfCFTA could make intra-African trade about a third larger by 2045 than it would otherwise be, and the World Bank has estimated that the agreement could lift some 30 million people out of extreme poverty by 2035.',
        'The region is also ready for digital trade: sub-Saharan Africa accounts for the largest share of the world’s mobile money activity, according to the GSMA, and cross-border payment systems such as PAPSS are lowering the cost of paying in local currencies.',
      ],
    },
    {
      id: 'model',
      heading: 'Business model',
      paragraphs: [
        'Buyers use Sokoni for free, because demand is what attracts sellers. Revenue comes from sellers, and most of it only when trade succeeds:',
      ],
      list: [
        'Transaction fees of 3 to 5 percent of each completed order, depending on the seller’s plan (5% on the free Starter plan, 3% on Professional), with a negotiated rate for Enterprise accounts. Fees are taken when escrow is released, so revenue follows successful deliveries.',
        'Premium subscriptions: Professional at US$29 a month for unlimited listings and advanced seller tools, and Enterprise contracts for large suppliers.',
        'In time, services delivered with partners around the order, such as trade finance, logistics and inspection.',
      ],
    },
    {
      id: 'edge',
      heading: 'What sets Sokoni apart',
      paragraphs: ['A few choices made from the start set Sokoni apart:'],
      list: [
        'Trust built into every order: escrow, an inspection period and a dispute process decided by people.',
        'Built for the whole continent from day one: English, French, Arabic (right to left) and Swahili, and prices in fourteen currencies.',
        'Light enough for slow mobile networks, where many of our users are.',
        'Open source: regulators, partners and customers can see exactly how payments and personal data are handled.',
        'One codebase that runs on a single small server for a pilot or as a scaled cluster for a national rollout.',
      ],
    },
    {
      id: 'stage',
      heading: 'Where we are',
      paragraphs: [
        'Sokoni is at an early stage. We do not publish traction figures until they are meaningful and verifiable; when we do, they will appear on this page with their definitions. We are glad to share our roadmap, product metrics and governance documents with qualified investors under a confidentiality agreement.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Investors and development partners can write to investors@sokoni.africa or use the contact form.',
      ],
      links: [
        { to: 'mailto:investors@sokoni.africa', label: 'investors@sokoni.africa' },
        { to: '/contact?topic=partnership', label: 'Contact form', primary: true },
      ],
    },
  ],
  actions: [
    { to: '/blog/why-sokoni-launched', label: 'Why we built Sokoni' },
    { to: '/how-it-works', label: 'How Sokoni works' },
  ],
};

export default doc;
