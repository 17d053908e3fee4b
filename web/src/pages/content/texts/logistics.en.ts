import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Logistics and shipping',
  description:
    'Freight quotes by sea, air, road and rail across Africa and beyond, from forwarders who know the corridor. Tell us what to move.',
  lead: 'Tell us what needs to move, from where to where and when. We ask forwarders and carriers who work that corridor and come back to you with options.',
  sections: [
    {
      id: 'modes',
      heading: 'Sea, air, road and rail',
      paragraphs: [
        'Most goods bought on Sokoni travel by road within a region or by sea between regions; air suits samples and urgent, light goods. Our partners cover the main corridors, for example:',
      ],
      list: [
        'Mombasa and Dar es Salaam to Kampala, Kigali and Juba;',
        'Abidjan, Tema and Lomé to Lagos and the Sahel;',
        'Durban to Johannesburg, Lusaka and Harare;',
        'Casablanca and Tangier to Europe and West Africa.',
      ],
      links: [
        {
          to: '#request',
          label: 'Request a freight quote',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'How a request works',
      paragraphs: [
        'The more precise the request, the more precise the quotes: the weight or volume, the packing and the date the goods are ready matter most.',
      ],
      ordered: true,
      list: [
        'Fill in the form below with the route, the cargo and the date.',
        'Our team reads it within two working days and asks you if something is missing.',
        'With your agreement, forwarders receive it and quote the price, the transit time and the documents needed.',
        'You book with the forwarder you choose, then add the tracking details to your order so that both sides can follow it.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents and Incoterms',
      paragraphs: [
        'An Incoterm says where the seller’s job ends and the buyer’s begins: FOB Mombasa means the seller pays until the goods are on the ship, CIF adds freight and insurance to the destination port. Certificates of origin under the African Continental Free Trade Area can lower the duty you pay.',
      ],
      links: [
        {
          to: '/international-support',
          label: 'Trading across borders',
        },
        {
          to: '/orders',
          label: 'My orders',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Does Sokoni ship goods itself?',
      answer:
        'No. Sokoni puts you in touch with forwarders and carriers; the booking and the transport contract are between you and them.',
    },
    {
      question: 'Can I ask for a quote before I have placed an order?',
      answer:
        'Yes. Many buyers ask for freight quotes while they compare suppliers, to know the landed cost.',
    },
  ],
  actions: [
    {
      to: '/trade-services',
      label: 'All trade services',
    },
  ],
};

export default doc;
