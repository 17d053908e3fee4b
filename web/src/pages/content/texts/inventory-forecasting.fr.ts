import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Prévision des stocks',
  description:
    'Estimez quand un produit sera en rupture, quand réapprovisionner et combien, à partir de vos ventes récentes et du délai de votre fournisseur.',
  lead: 'Sachez quand recommander avant la rupture. Saisissez votre stock, vos ventes récentes et le temps qu’un nouveau lot met à arriver.',
  sections: [
    {
      id: 'how',
      heading: 'Comment l’estimation est calculée',
      paragraphs: [
        'Vos ventes moyennes par jour sont les unités vendues sur les 30 derniers jours divisées par 30. À ce rythme, votre stock dure ce nombre de jours.',
        'Le point de commande correspond à ce que vous vendez pendant qu’un nouveau lot est en route, plus quelques jours de stock de sécurité pour les retards. Quand votre stock descend à ce niveau, il est temps de commander ; la quantité proposée couvre le délai, les jours de sécurité et la période que la commande doit couvrir.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Pour une estimation plus juste',
      paragraphs: ['Une estimation ne vaut que par ses données :'],
      list: [
        'prenez une période sans commande inhabituelle, ou retirez des ventes une grosse commande ponctuelle ;',
        'augmentez les jours de sécurité avant les fêtes, la saison des pluies ou quand une frontière est lente ;',
        'vérifiez la quantité minimale de votre fournisseur et arrondissez la suggestion au-dessus.',
      ],
    },
    {
      id: 'stock',
      heading: 'Votre stock sur Sokoni',
      paragraphs: [
        'Les produits prêts à expédier ont un stock suivi : chaque commande le réserve, et vous pouvez l’ajuster à tout moment. Les chiffres du marché montrent où la demande progresse.',
      ],
      links: [
        {
          to: '/seller/stock',
          label: 'Mon stock',
        },
        {
          to: '/market-intelligence',
          label: 'Veille du marché',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/business-tools',
      label: 'Tous les outils professionnels',
      primary: true,
    },
  ],
};

export default doc;
