import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Essayer la démo de Sokoni',
  description:
    'Découvrez Sokoni avec des données d’exemple : connectez-vous en tant qu’acheteur ou vendeur de démonstration et voyez comment fonctionnent produits, devis, messages et commandes.',
  lead: 'La démo est une place de marché Sokoni remplie de fournisseurs et de produits fictifs, pour voir comment tout fonctionne avant de créer votre propre compte.',
  sections: [
    {
      id: 'contents',
      heading: 'Ce que contient la démo',
      paragraphs: [
        'Un catalogue de fournisseurs fictifs de tout le continent, avec des produits agricoles, du textile et de l’habillement, de l’électronique, des machines, de l’agroalimentaire, de la beauté et des matériaux de construction. Les entreprises, les produits et les prix sont inventés pour la démonstration : ce ne sont pas de vraies offres.',
      ],
    },
    {
      id: 'buyer',
      heading: 'Avec le compte acheteur de démo',
      paragraphs: [
        'Connectez-vous en tant qu’Okafor Retail Group, un distributeur de Lagos, et faites ce que fait un acheteur :',
      ],
      list: [
        'chercher et filtrer dans le catalogue, et comparer des produits côte à côte ;',
        'ajouter des produits au panier et aux favoris ;',
        'écrire à un fournisseur ou publier une demande de devis ;',
        'suivre les commandes et les notifications.',
      ],
    },
    {
      id: 'seller',
      heading: 'Avec le compte vendeur de démo',
      paragraphs: [
        'Connectez-vous en tant que Mensah Agro Exports, à Kumasi au Ghana, qui vend du cacao, du beurre de karité, de la noix de cajou et des textiles, et achète aussi pour son activité :',
      ],
      list: [
        'ouvrir le tableau de bord vendeur et la boutique ;',
        'ajouter un produit ou en modifier un ;',
        'répondre aux questions et aux demandes de devis ;',
        'voir quels produits attendent une vérification.',
      ],
    },
    {
      id: 'rules',
      heading: 'Bon à savoir',
      paragraphs: [
        'Les comptes de démo sont partagés et leurs mots de passe sont publics : n’importe qui peut voir ce que vous saisissez, alors n’entrez aucune information personnelle ou professionnelle réelle. Aucun paiement réel n’est jamais prélevé et rien n’est expédié.',
      ],
    },
  ],
  actions: [
    { to: '/demo-login', label: 'Ouvrir la démo', primary: true },
    { to: '/register', label: 'Créer un vrai compte' },
  ],
};

export default doc;
