import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Why we built Sokoni',
  description:
    'Africa trades too little with itself. The AfCFTA is changing the rules; Sokoni gives small and mid-sized businesses the tools to use them.',
  lead: 'A cocoa processor in Ghana and a confectioner in Kenya should be able to find each other, agree on a price and trade safely without either of them boarding a plane. Too often they cannot. Sokoni was built to fix that.',
  sections: [
    {
      heading: 'A continent that trades with everyone but itself',
      paragraphs: [
        'Only around 15 percent of African countries’ exports go to other African countries, according to UNCTAD. Inside Europe the share is closer to two thirds, and within Asia it is more than half. Africa ships raw cocoa to Europe and buys chocolate back; it sends cotton abroad and imports fabric. A great deal of value that could be created between neighbours is created somewhere else.',
        'The usual explanations are real: roads and railways that do not connect, slow borders, tariffs, and payments between African currencies that are costly and often routed through dollars or euros. But talk to traders and you hear about something just as stubborn. A buyer in Nairobi does not know which shea butter producer in northern Ghana is reliable. A garment maker in Tunis cannot check whether the cotton supplier in Benin who answered her message is real. A seller in Lagos has no way to be sure that a new customer in Douala will pay.',
      ],
    },
    {
      heading: 'The AfCFTA changes the rules',
      paragraphs: [
        'The African Continental Free Trade Area is the most important change to these rules in a generation. The agreement was signed in Kigali in March 2018, entered into force in May 2019, and trading under it formally began on 1 January 2021. Fifty-four of the African Union’s fifty-five member states have signed it. Over time, member countries are removing tariffs on the great majority of goods traded between them, and they have agreed common rules of origin, so that a product made in Africa can prove it and pay less duty.',
        'Other pieces are falling into place. The Guided Trade Initiative, launched in 2022, moved the first real shipments under AfCFTA terms between a handful of countries. The Pan-African Payment and Settlement System, launched by Afreximbank the same year, lets a buyer pay in their own currency and the seller receive theirs, without passing through a third currency.',
      ],
    },
    {
      heading: 'Rules are not enough',
      paragraphs: [
        'Lower tariffs do not make a trader in Dakar trust a stranger in Dar es Salaam. Working with exporters, importers and cooperatives, we kept meeting the same three gaps.',
      ],
      list: [
        'Discovery: finding suppliers with real specifications, minimum order quantities and prices, rather than a phone number on a directory page.',
        'Trust: paying a business you have never met, or shipping goods to one, without risking the whole order.',
        'Paperwork: Incoterms, certificates of origin under AfCFTA rules, phytosanitary certificates, customs codes. None of it is hard once you know it, and all of it is expensive to learn by making mistakes.',
      ],
    },
    {
      heading: 'What we built',
      paragraphs: [
        'Sokoni is a business-to-business marketplace built around those gaps. Suppliers list products with price tiers and minimum quantities, and can have their registration checked to earn a Verified badge. Buyers can search, compare and publish requests for quotation. Every order can be paid into escrow: the money is held until the buyer has inspected the goods, and if something is wrong there is a dispute process with a person at the end of it.',
        'We built for the way business is actually done on the continent. Sokoni speaks English, French, Arabic and Swahili, with Arabic reading right to left, and shows prices in fourteen currencies. The first page is small enough to load quickly on a slow mobile connection. And the software is open source, so anyone can check how it handles payments and personal data instead of taking our word for it.',
      ],
    },
    {
      heading: 'What we will not do',
      paragraphs: [
        'We are new, and we will not pretend otherwise. You will not see invented supplier counts or transaction totals on our pages. Our fees are simple: buyers pay nothing, and sellers pay between 2 and 5 percent of completed orders depending on their plan, nothing on refunds. We do not sell data and we do not run advertising trackers.',
      ],
    },
    {
      heading: 'Where we go from here',
      paragraphs: [
        'We are starting with goods where demand between African countries is already strong: agricultural commodities such as cocoa, cashew, shea, coffee and sesame; textiles and apparel; building materials; processed foods; and solar equipment. We are working with logistics, inspection and trade finance providers so that the hard parts of cross-border trade become steps in an order rather than obstacles.',
        'Most of all, we are listening. If you buy or sell across African borders, tell us what gets in your way. Create an account, list your products, or simply write to us: what we build next depends on it.',
      ],
      links: [
        { to: '/register', label: 'Create a free account', primary: true },
        { to: '/contact', label: 'Write to us' },
      ],
    },
  ],
};

export default doc;
