import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Partenariats',
  description:
    'Logisticiens, prêteurs, sociétés d’inspection, entreprises technologiques et associations professionnelles : travaillez avec Sokoni au service des commerçants africains.',
  lead: 'Le commerce a besoin de plus qu’une place de marché. Nous travaillons avec des entreprises et des organisations qui aident les entreprises africaines à transporter leurs marchandises, à être payées, à financer leur croissance et à prouver leur qualité.',
  sections: [
    {
      id: 'who',
      heading: 'Avec qui nous travaillons',
      paragraphs: [
        'Nous cherchons des partenaires au service des entreprises d’un ou de plusieurs pays africains :',
      ],
      list: [
        'transitaires, transporteurs et entrepôts ;',
        'banques, institutions de microfinance et fonds de financement du commerce ;',
        'sociétés d’inspection, d’analyse et de certification ;',
        'entreprises technologiques : paiement, comptabilité, logiciels logistiques ;',
        'chambres de commerce, associations d’exportateurs et de producteurs.',
      ],
      links: [
        {
          to: '#request',
          label: 'Envoyer une demande de partenariat',
          primary: true,
        },
      ],
    },
    {
      id: 'offer',
      heading: 'Ce que les partenaires y gagnent',
      paragraphs: [
        'Des demandes d’entreprises vérifiées ayant un historique commercial, structurées pour que vous puissiez chiffrer vite, et une place sur les pages de services que lisent acheteurs et vendeurs avant de commercer.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Les services commerciaux de Sokoni',
        },
      ],
    },
    {
      id: 'how',
      heading: 'Pour commencer',
      paragraphs: [
        'Présentez-vous et décrivez votre proposition dans le formulaire ci-dessous. Nous répondons à chaque demande sous cinq jours ouvrés.',
      ],
      ordered: true,
      list: [
        'Envoyez votre demande.',
        'Nous organisons un appel pour comprendre votre service, vos pays et vos conditions.',
        'Nous convenons de la façon dont les demandes vous parviennent et dont nous mesurons le service rendu à nos utilisateurs.',
      ],
    },
  ],
  actions: [
    {
      to: '/investor-relations',
      label: 'Relations investisseurs',
    },
  ],
};

export default doc;
