import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Démarrer pas à pas',
  description:
    'Dites-nous si vous voulez acheter, vendre ou les deux, et suivez une liste d’étapes faite pour vous : compte, vérification, première commande ou première annonce.',
  lead: 'Choisissez ce que vous voulez faire sur Sokoni et obtenez, dans l’ordre, les étapes qui comptent pour vous.',
  sections: [
    {
      id: 'account',
      heading: 'Créer votre compte professionnel',
      paragraphs: [
        'Inscrivez-vous avec votre e-mail professionnel et le nom de votre entreprise, puis confirmez l’adresse depuis l’e-mail que nous envoyons. Un même compte peut acheter et vendre.',
      ],
      links: [
        {
          to: '/register',
          label: 'Créer un compte',
          primary: true,
        },
      ],
    },
    {
      id: 'buy-find',
      heading: 'Trouver ce qu’il vous faut',
      paragraphs: [
        'Cherchez des produits, comparez les fournisseurs et repérez le badge Vérifié. Ajoutez des produits à vos favoris pour les comparer plus tard.',
      ],
      links: [
        {
          to: '/products',
          label: 'Parcourir les produits',
        },
        {
          to: '/suppliers/directory',
          label: 'Annuaire des fournisseurs',
        },
      ],
    },
    {
      id: 'buy-quote',
      heading: 'Demander un devis',
      paragraphs: [
        'Pour des quantités au-delà des paliers affichés ou des spécifications sur mesure, publiez une demande de devis et laissez les fournisseurs venir à vous.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Publier une demande de devis',
        },
      ],
    },
    {
      id: 'buy-pay',
      heading: 'Passer votre première commande',
      paragraphs: [
        'Payez sous séquestre : le fournisseur n’est payé qu’après votre confirmation de la marchandise. Ajoutez le fret et une inspection si la commande est importante.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Comment fonctionne le séquestre',
        },
        {
          to: '/logistics',
          label: 'Devis de fret',
        },
      ],
    },
    {
      id: 'sell-verify',
      heading: 'Faire vérifier votre entreprise',
      paragraphs: [
        'Envoyez une fois vos documents d’immatriculation. Les fournisseurs vérifiés obtiennent un badge que les acheteurs recherchent, et davantage de leurs demandes se transforment en commandes.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Vérification de l’entreprise',
        },
      ],
    },
    {
      id: 'sell-list',
      heading: 'Publier vos premiers produits',
      paragraphs: [
        'Ajoutez des photos nettes, des prix par palier, la quantité minimale et le délai de fabrication. Notre équipe relit chaque produit avant sa publication.',
      ],
      links: [
        {
          to: '/products/new',
          label: 'Ajouter un produit',
        },
        {
          to: '/seller-onboarding',
          label: 'Guide du vendeur',
        },
      ],
    },
    {
      id: 'sell-orders',
      heading: 'Traiter les commandes et être payé',
      paragraphs: [
        'Acceptez une commande, expédiez-la avec son suivi, et le paiement est versé sur votre solde dès que l’acheteur confirme. Choisissez où vont vos versements.',
      ],
      links: [
        {
          to: '/seller/orders',
          label: 'Commandes reçues',
        },
        {
          to: '/seller/payouts',
          label: 'Versements',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Utiliser les services commerciaux',
      paragraphs: [
        'Le financement, le fret et l’inspection de nos partenaires sont à une demande près, quand vous en avez besoin.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Services commerciaux',
        },
      ],
    },
  ],
};

export default doc;
