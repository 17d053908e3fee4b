import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Espace acheteur',
  description:
    'Tout ce qu’il faut pour acheter sur Sokoni au même endroit : commandes, demandes de devis, favoris, panier et fournisseurs suivis.',
  lead: 'Tout ce qu’il faut pour acheter sur Sokoni, au même endroit.',
  sections: [
    {
      id: 'what',
      heading: 'Ce que vous pouvez faire ici',
      paragraphs: ['Depuis l’espace acheteur, vous pouvez :'],
      list: [
        'suivre vos commandes, du paiement sous séquestre jusqu’à la livraison ;',
        'demander aux fournisseurs des devis pour ce qu’il vous faut ;',
        'garder des produits dans vos favoris et votre panier jusqu’à ce que vous soyez prêt ;',
        'organiser le fret, l’inspection et le financement de vos achats.',
      ],
    },
    {
      id: 'new',
      heading: 'Vous débutez comme acheteur sur Sokoni ?',
      paragraphs: [
        'Le guide de l’acheteur vous accompagne jusqu’à votre première commande, et l’espace ressources acheteurs réunit tous les outils et services pour les acheteurs.',
      ],
      links: [
        {
          to: '/buyer-onboarding',
          label: 'Guide de l’acheteur',
        },
        {
          to: '/buyer-central',
          label: 'Espace ressources acheteurs',
        },
        {
          to: '/how-it-works',
          label: 'Comment fonctionne Sokoni',
        },
      ],
    },
  ],
};

export default doc;
