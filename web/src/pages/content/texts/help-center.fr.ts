import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Centre d’aide',
  description:
    'Les guides pour acheter et vendre sur Sokoni, par tâche : premiers pas, commandes et séquestre, sourcing, vente, transport et sécurité du compte.',
  lead: 'Trouvez le guide qui correspond à ce que vous faites en ce moment. Chaque thème ci-dessous renvoie à la page qui l’explique pas à pas.',
  sections: [
    {
      id: 'start',
      heading: 'Premiers pas',
      paragraphs: [
        'Vous découvrez Sokoni ? Créez un compte gratuit, confirmez votre adresse e-mail et complétez le profil de votre entreprise. Les acheteurs peuvent commencer leurs recherches aussitôt ; les vendeurs publient leurs premiers produits et demandent la vérification.',
      ],
      links: [
        { to: '/buyer-onboarding', label: 'Guide de l’acheteur' },
        { to: '/seller-onboarding', label: 'Guide du vendeur' },
        { to: '/demo', label: 'Essayer la démo' },
      ],
    },
    {
      id: 'orders',
      heading: 'Commandes, séquestre et litiges',
      paragraphs: [
        'Chaque commande a sa page, qui indique où elle en est : payée sous séquestre, expédiée, livrée, confirmée ou en litige. De là, vous confirmez la réception, écrivez à l’autre partie ou ouvrez un litige avant la fin de la période de contrôle.',
      ],
      links: [
        { to: '/orders', label: 'Mes commandes' },
        { to: '/how-it-works#escrow', label: 'Le fonctionnement du séquestre' },
        { to: '/terms-and-conditions#disputes', label: 'Règles des litiges' },
      ],
    },
    {
      id: 'sourcing',
      heading: 'Trouver des produits et des fournisseurs',
      paragraphs: [
        'Cherchez par nom de produit, parcourez les catégories ou consultez l’annuaire des fournisseurs. Si vous ne trouvez pas exactement ce qu’il vous faut, publiez une demande de devis et laissez les fournisseurs venir à vous.',
      ],
      links: [
        { to: '/products', label: 'Parcourir les produits' },
        { to: '/suppliers', label: 'Annuaire des fournisseurs' },
        { to: '/rfq/new', label: 'Demander un devis' },
      ],
    },
    {
      id: 'selling',
      heading: 'Vendre sur Sokoni',
      paragraphs: [
        'Une bonne fiche produit, ce sont des photos nettes, des spécifications précises, des prix par palier de quantité et un minimum de commande réaliste. La vérification vous donne le badge que les acheteurs recherchent, et la page des offres détaille les frais.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Pourquoi vendre sur Sokoni' },
        { to: '/advanced-verification', label: 'Se faire vérifier' },
        { to: '/membership', label: 'Offres et frais' },
      ],
    },
    {
      id: 'international',
      heading: 'Transport, douane et devises',
      paragraphs: [
        'Commercer par-delà une frontière, c’est convenir d’un Incoterm, préparer la facture commerciale et le certificat d’origine, et savoir qui paie les droits. Notre page d’assistance internationale rassemble l’essentiel, y compris les règles de la ZLECAf qui peuvent réduire les droits de douane.',
      ],
      links: [
        { to: '/international-support', label: 'Assistance internationale' },
        { to: '/logistics', label: 'Logistique et transport' },
      ],
    },
    {
      id: 'account',
      heading: 'Compte et sécurité',
      paragraphs: [
        'Choisissez un mot de passe long que vous n’utilisez nulle part ailleurs, et changez-le aussitôt si vous pensez qu’il a été découvert. Sokoni ne vous demandera jamais votre mot de passe par e-mail, par téléphone ou par chat. Vous choisissez les notifications que vous recevez, par e-mail ou dans l’application.',
      ],
      links: [
        { to: '/reset-password', label: 'Réinitialiser le mot de passe' },
        { to: '/notification-settings', label: 'Réglages des notifications' },
        { to: '/privacy-policy', label: 'Politique de confidentialité' },
      ],
    },
    {
      id: 'contact',
      heading: 'Toujours bloqué ?',
      paragraphs: [
        'Expliquez-nous ce qui s’est passé, avec le numéro de commande s’il y en a un. Chaque message est lu par une personne de notre équipe.',
      ],
      links: [
        { to: '/contact', label: 'Nous contacter', primary: true },
        { to: '/support', label: 'Fonctionnement de l’assistance' },
        { to: '/faq', label: 'FAQ' },
      ],
    },
  ],
};

export default doc;
