import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Services commerciaux',
  description:
    'Les services autour d’une commande Sokoni : demandes de devis, paiement sous séquestre, financement du commerce, logistique, contrôle qualité et veille de marché.',
  lead: 'Trouver un fournisseur n’est que le début d’un échange commercial. Ces services couvrent tout ce qui entoure la commande, du premier devis à l’arrivée d’une marchandise conforme.',
  sections: [
    {
      id: 'rfq',
      heading: 'Demandes de devis',
      paragraphs: [
        'Décrivez une seule fois votre besoin (produit, spécifications, quantité, pays et date de livraison) et recevez les offres des fournisseurs capables d’y répondre. Comparez prix, délais et conditions côte à côte, posez vos questions, et transformez la meilleure offre en commande.',
      ],
      links: [
        { to: '/rfq/new', label: 'Publier une demande de devis', primary: true },
        { to: '/rfq', label: 'Mes demandes' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Paiement sous séquestre',
      paragraphs: [
        'Le paiement de l’acheteur est conservé jusqu’à la livraison et au contrôle de la marchandise, puis versé au vendeur. Les deux parties sont protégées : l’acheteur ne paie que ce qui arrive conforme, et le vendeur sait que l’argent est garanti avant d’expédier.',
      ],
      links: [{ to: '/how-it-works#escrow', label: 'Le fonctionnement du séquestre' }],
    },
    {
      id: 'trade-finance',
      heading: 'Financement du commerce',
      paragraphs: [
        'Les entreprises en croissance ont souvent besoin de trésorerie avant d’être payées, pour acheter leurs matières premières ou accorder des délais de paiement. Sokoni travaille avec des partenaires financiers qui peuvent tenir compte de votre historique de commandes et de vos commandes confirmées sous séquestre pour étudier un besoin en fonds de roulement ou un financement de factures. Le partenaire fixe les conditions ; Sokoni ne prête pas d’argent.',
      ],
      links: [{ to: '/trade-finance', label: 'Financement du commerce' }],
    },
    {
      id: 'logistics',
      heading: 'Logistique et transport',
      paragraphs: [
        'Comparez les façons d’acheminer vos marchandises par-delà les frontières, par la route, la mer ou les airs, avec des transitaires qui connaissent les corridors, de Mombasa à Kampala ou d’Abidjan à Lagos. Ajoutez le suivi et les documents de transport à la commande pour que chacun sache où en est la marchandise.',
      ],
      links: [{ to: '/logistics', label: 'Logistique et transport' }],
    },
    {
      id: 'quality-control',
      heading: 'Contrôle qualité et inspection',
      paragraphs: [
        'Pour une première commande ou une commande importante, une inspection indépendante avant expédition vérifie la quantité, la qualité et l’emballage par rapport à la commande. Le rapport est joint à la commande et sert de preuve si un litige est ouvert.',
      ],
      links: [{ to: '/quality-control', label: 'Contrôle qualité' }],
    },
    {
      id: 'market-intelligence',
      heading: 'Veille de marché',
      paragraphs: [
        'Tendances de recherche, fourchettes de prix et demande par pays et par catégorie, tirées de l’activité sur Sokoni, aident les vendeurs à choisir quoi proposer et où, et les acheteurs à juger si un devis est équitable.',
      ],
      links: [{ to: '/market-intelligence', label: 'Veille de marché' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Créer un compte gratuit', primary: true },
    { to: '/contact?topic=partnership', label: 'Devenir partenaire de services' },
  ],
};

export default doc;
