import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Comment fonctionne Sokoni',
  description:
    'Comment les entreprises commercent sur Sokoni : trouver des produits ou demander des devis, payer sous séquestre, contrôler la marchandise, puis libérer le paiement.',
  lead: 'Sokoni met en relation les entreprises africaines qui achètent avec celles qui cultivent, fabriquent et distribuent. Chaque commande suit le même parcours protégé : on s’accorde, on paie sous séquestre, on livre, on contrôle, on libère le paiement.',
  sections: [
    {
      id: 'buyers',
      heading: 'Pour les acheteurs',
      paragraphs: [
        'Acheter sur Sokoni est gratuit. Vous payez la marchandise et le transport convenus avec le fournisseur, rien de plus.',
      ],
      ordered: true,
      list: [
        'Trouvez des produits en parcourant les catégories ou par la recherche. Filtrez par pays d’origine, quantité minimale de commande, prix et stock prêt à expédier.',
        'Comparez les fournisseurs : leur boutique, leur statut de vérification, les avis d’autres acheteurs et leur délai de réponse.',
        'Posez une question à un fournisseur, ou publiez une demande de devis (RFQ) pour recevoir les offres de plusieurs fournisseurs.',
        'Passez commande. Votre paiement est placé sous séquestre, il ne va pas directement au fournisseur.',
        'Réceptionnez et contrôlez la marchandise. Dès que vous confirmez qu’elle est conforme, le paiement est versé au fournisseur.',
      ],
      links: [
        { to: '/products', label: 'Parcourir les produits', primary: true },
        { to: '/rfq/new', label: 'Demander un devis' },
        { to: '/buyer-onboarding', label: 'Guide de l’acheteur' },
      ],
    },
    {
      id: 'sellers',
      heading: 'Pour les vendeurs',
      paragraphs: [
        'Les vendeurs ouvrent une boutique, publient leurs produits avec des prix par palier de quantité, et répondent aux questions et demandes de devis des acheteurs. Lorsqu’une commande est payée sous séquestre, vous voyez que l’argent est garanti avant d’expédier.',
        'Dès que l’acheteur confirme la livraison, ou que la période de contrôle se termine sans litige, le paiement est versé sur votre compte, déduction faite de la commission de votre offre.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Pourquoi vendre sur Sokoni' },
        { to: '/seller-onboarding', label: 'Guide du vendeur' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Le séquestre : un paiement bloqué jusqu’à votre confirmation',
      paragraphs: [
        'Le séquestre, c’est un tiers neutre qui conserve l’argent pendant le transport de la marchandise. Sur Sokoni, le paiement de l’acheteur est déposé sur un compte de séquestre distinct, tenu par nos partenaires de paiement agréés. Le vendeur ne peut pas le retirer et Sokoni ne l’utilise à aucune autre fin.',
        'Après la livraison, l’acheteur dispose d’une période de contrôle pour vérifier quantités et qualité : sept jours, sauf si la commande prévoit une autre durée. Il confirme ensuite la réception et l’argent est libéré. S’il ne confirme pas et n’ouvre pas de litige avant la fin de cette période, le paiement est libéré automatiquement : un vendeur de bonne foi n’attend jamais indéfiniment.',
      ],
    },
    {
      id: 'disputes',
      heading: 'En cas de problème',
      paragraphs: [
        'Si la marchandise n’arrive pas, arrive endommagée, ou ne correspond pas à la quantité, à la qualité ou aux spécifications convenues, l’acheteur ouvre un litige depuis la page de la commande avant la fin de la période de contrôle. Le paiement reste bloqué sous séquestre tant que le litige est ouvert.',
        'Chaque partie apporte ses preuves : photos, rapports d’inspection ou de laboratoire, documents de transport et de douane, messages échangés sur Sokoni. Notre équipe examine le dossier et propose une solution : versement intégral, remboursement partiel, retour et remboursement, ou remboursement total. La plupart des litiges se règlent à ce stade ; les conditions générales expliquent la suite lorsque ce n’est pas le cas.',
      ],
      links: [{ to: '/terms-and-conditions#disputes', label: 'Règles des litiges' }],
    },
    {
      id: 'verification',
      heading: 'Ce que signifie « Vérifié »',
      paragraphs: [
        'Le badge Vérifié signifie que Sokoni a contrôlé les documents d’immatriculation du fournisseur et l’identité de la personne qui gère le compte. Il vous assure que l’entreprise existe et que c’est bien elle qui vous répond.',
        'La vérification n’est pas une garantie sur une expédition donnée. C’est le rôle du séquestre, du contrôle à réception et du règlement des litiges, et c’est pourquoi nous recommandons de les utiliser pour chaque commande, y compris avec des fournisseurs que vous connaissez déjà.',
      ],
    },
    {
      id: 'fees',
      heading: 'Combien ça coûte',
      paragraphs: [
        'Les acheteurs ne paient aucun frais à Sokoni. Les vendeurs paient une commission sur les commandes réalisées : 5 % avec l’offre gratuite Starter, 3 % avec Professionnel et 2 % avec Entreprise. Aucune commission n’est prélevée sur une commande remboursée.',
      ],
      links: [{ to: '/membership', label: 'Comparer les offres' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Créer un compte gratuit', primary: true },
    { to: '/faq', label: 'Lire la FAQ' },
  ],
};

export default doc;
