import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Espace ressources acheteurs',
  description:
    'Tout ce qu’il faut à un acheteur sur Sokoni : trouver produits et fournisseurs, demander des devis, payer sous séquestre, expédier, inspecter et financer ses achats.',
  lead: 'De la première recherche à la marchandise dans votre entrepôt : les outils et services pour acheter sur Sokoni.',
  sections: [
    {
      id: 'find',
      heading: 'Trouver produits et fournisseurs',
      paragraphs: [
        'Cherchez dans le catalogue, parcourez les catégories, comparez les fournisseurs et leur vérification, ou choisissez des produits prêts à expédier.',
      ],
      links: [
        {
          to: '/products',
          label: 'Parcourir les produits',
          primary: true,
        },
        {
          to: '/suppliers/directory',
          label: 'Annuaire des fournisseurs',
        },
        {
          to: '/ready-to-ship',
          label: 'Prêt à expédier',
        },
        {
          to: '/categories',
          label: 'Catégories',
        },
      ],
    },
    {
      id: 'quote',
      heading: 'Demander des devis',
      paragraphs: [
        'Décrivez une fois ce qu’il vous faut, avec la quantité, les spécifications et le pays de livraison, et recevez les offres des fournisseurs capables de livrer.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Publier une demande de devis',
        },
      ],
    },
    {
      id: 'pay',
      heading: 'Payer en sécurité',
      paragraphs: [
        'Votre paiement est conservé sous séquestre et versé au fournisseur seulement après votre confirmation de la marchandise. En cas de problème, ouvrez un litige depuis la commande.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Comment fonctionne le séquestre',
        },
        {
          to: '/orders',
          label: 'Mes commandes',
        },
      ],
    },
    {
      id: 'deliver',
      heading: 'Expédier et inspecter',
      paragraphs: [
        'Obtenez des devis de fret auprès de transitaires qui connaissent le trajet, et une inspection indépendante avant que la marchandise ne quitte le fournisseur.',
      ],
      links: [
        {
          to: '/logistics',
          label: 'Logistique et expédition',
        },
        {
          to: '/quality-control',
          label: 'Contrôle qualité',
        },
      ],
    },
    {
      id: 'finance',
      heading: 'Financer vos achats',
      paragraphs: [
        'Des partenaires peuvent financer une commande ou votre fonds de roulement en tenant compte de votre historique de commandes.',
      ],
      links: [
        {
          to: '/trade-finance',
          label: 'Financement du commerce',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/buyer/portal',
      label: 'Espace acheteur',
      primary: true,
    },
    {
      to: '/buyer-onboarding',
      label: 'Guide de l’acheteur',
    },
  ],
};

export default doc;
