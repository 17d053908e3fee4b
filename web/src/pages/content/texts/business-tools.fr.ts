import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Outils professionnels',
  description:
    'Les outils des vendeurs sur Sokoni au quotidien : annonces, commandes, stock, versements, vérification, chiffres du marché et réapprovisionnement.',
  lead: 'Tout ce qu’il faut pour gérer votre activité sur Sokoni, en une seule liste.',
  sections: [
    {
      id: 'sell',
      heading: 'Annonces et commandes',
      paragraphs: [
        'Publiez des produits avec des prix par palier et des quantités minimales, suivez les commandes de vos acheteurs et tenez à jour le stock des produits prêts à expédier.',
      ],
      links: [
        {
          to: '/seller/products',
          label: 'Mes produits',
          primary: true,
        },
        {
          to: '/products/new',
          label: 'Ajouter un produit',
        },
        {
          to: '/seller/orders',
          label: 'Commandes reçues',
        },
        {
          to: '/seller/stock',
          label: 'Stock',
        },
      ],
    },
    {
      id: 'money',
      heading: 'Versements et frais',
      paragraphs: [
        'Les paiements sont conservés sous séquestre et versés sur votre solde quand l’acheteur confirme la marchandise. Choisissez où vont vos versements et voyez ce que coûte chaque formule.',
      ],
      links: [
        {
          to: '/seller/payouts',
          label: 'Versements',
        },
        {
          to: '/membership',
          label: 'Formules et frais',
        },
      ],
    },
    {
      id: 'insight',
      heading: 'Connaître votre marché',
      paragraphs: [
        'Voyez ce que recherchent les acheteurs et les niveaux de prix par catégorie et par pays, et estimez quand réapprovisionner avant la rupture.',
      ],
      links: [
        {
          to: '/market-intelligence',
          label: 'Veille du marché',
        },
        {
          to: '/inventory-forecasting',
          label: 'Prévision des stocks',
        },
      ],
    },
    {
      id: 'trust',
      heading: 'Confiance et qualité',
      paragraphs: [
        'Une entreprise vérifiée obtient le badge Vérifié sur sa vitrine et ses produits. Une inspection indépendante montre aux acheteurs que la marchandise est conforme à la commande.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Vérification de l’entreprise',
        },
        {
          to: '/quality-control',
          label: 'Contrôle qualité',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Financement et fret',
      paragraphs: [
        'Demandez à nos partenaires un fonds de roulement ou des devis de fret depuis le même compte.',
      ],
      links: [
        {
          to: '/trade-finance',
          label: 'Financement du commerce',
        },
        {
          to: '/logistics',
          label: 'Logistique et expédition',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/seller/portal',
      label: 'Espace vendeur',
      primary: true,
    },
    {
      to: '/ai-onboarding',
      label: 'Démarrer pas à pas',
    },
  ],
};

export default doc;
