import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Le blog de Sokoni',
  description:
    'Le commerce africain, la ZLECAf et les coulisses de Sokoni : des lectures pratiques pour les entreprises qui achètent et vendent par-delà les frontières.',
  lead: 'Le commerce africain, la ZLECAf et les coulisses de Sokoni, racontés par l’équipe pour les entreprises qui achètent et vendent par-delà les frontières.',
  sections: [
    {
      id: 'suggest',
      heading: 'Proposer un sujet',
      paragraphs: [
        'Nous écrivons des articles pratiques, pas des communiqués. Vous avez une transaction transfrontalière à raconter, un problème de douane résolu, ou une question à laquelle vous aimeriez que nous répondions ici ? Dites-le-nous.',
      ],
      links: [{ to: '/contact?topic=press', label: 'Proposer un sujet' }],
    },
  ],
};

export default doc;
