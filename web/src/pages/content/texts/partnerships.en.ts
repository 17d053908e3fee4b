import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Partnerships',
  description:
    'Logistics providers, lenders, inspection companies, technology firms and trade associations: work with Sokoni to serve African traders.',
  lead: 'Trade needs more than a marketplace. We work with companies and organisations that help African businesses move goods, get paid, finance growth and prove quality.',
  sections: [
    {
      id: 'who',
      heading: 'Who we work with',
      paragraphs: ['We are looking for partners who serve businesses in one or more African countries:'],
      list: [
        'freight forwarders, carriers and warehouses;',
        'banks, microfinance institutions and trade finance funds;',
        'inspection, testing and certification companies;',
        'technology companies: payments, accounting, logistics software;',
        'chambers of commerce, exporters’ and producers’ associations.',
      ],
      links: [
        {
          to: '#request',
          label: 'Send a partnership enquiry',
          primary: true,
        },
      ],
    },
    {
      id: 'offer',
      heading: 'What partners get',
      paragraphs: [
        'Requests from verified businesses with a trading history, structured so that you can quote quickly, and a place on the service pages that buyers and sellers read before they trade.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Trade services on Sokoni',
        },
      ],
    },
    {
      id: 'how',
      heading: 'How to start',
      paragraphs: [
        'Tell us who you are and what you propose in the form below. We answer every enquiry within five working days.',
      ],
      ordered: true,
      list: [
        'Send the enquiry.',
        'We arrange a call to understand your service, your countries and your terms.',
        'We agree how requests reach you and how we measure the service our users get.',
      ],
    },
  ],
  actions: [
    {
      to: '/investor-relations',
      label: 'Investor relations',
    },
  ],
};

export default doc;
