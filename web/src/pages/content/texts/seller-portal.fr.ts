import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Espace vendeur',
  description:
    'Tout ce qu’il faut pour vendre sur Sokoni au même endroit : produits, questions, demandes de devis, commandes, versements et vérification.',
  lead: 'Tout ce qu’il faut pour vendre sur Sokoni, au même endroit.',
  sections: [
    {
      id: 'what',
      heading: 'Ce que vous pouvez faire ici',
      paragraphs: ['Depuis l’espace vendeur, vous pouvez :'],
      list: [
        'publier de nouveaux produits et tenir à jour prix, stocks et photos ;',
        'répondre aux questions et aux demandes de devis des acheteurs ;',
        'suivre vos commandes, du paiement sous séquestre jusqu’au versement ;',
        'faire vérifier votre entreprise et obtenir le badge Vérifié.',
      ],
    },
    {
      id: 'new',
      heading: 'Vous débutez sur Sokoni ?',
      paragraphs: [
        'Le guide du vendeur vous accompagne pour votre première fiche et votre première commande, et la page des offres détaille les frais.',
      ],
      links: [
        { to: '/seller-onboarding', label: 'Guide du vendeur' },
        { to: '/sell-on-sokoni', label: 'Pourquoi vendre sur Sokoni' },
        { to: '/membership', label: 'Offres et frais' },
      ],
    },
  ],
};

export default doc;
