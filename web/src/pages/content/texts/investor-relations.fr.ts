import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Relations investisseurs',
  description:
    'La mission de Sokoni, le marché ouvert par la ZLECAf et un modèle économique fondé sur des commissions de transaction et des abonnements.',
  lead: 'Sokoni construit l’infrastructure commerciale des entreprises africaines qui veulent acheter et vendre entre elles. Cette page s’adresse aux investisseurs, aux institutions de financement du développement et aux partenaires qui veulent comprendre ce que nous faisons et comment nous comptons gagner de l’argent.',
  sections: [
    {
      id: 'mission',
      heading: 'Notre mission',
      paragraphs: [
        'Rendre le commerce entre entreprises africaines aussi sûr et simple que le commerce au sein d’une même ville. Nous nous évaluons au nombre d’entreprises qui réalisent leur première commande transfrontalière sur Sokoni, et au nombre de celles qui reviennent pour une deuxième.',
      ],
    },
    {
      id: 'market',
      heading: 'Le marché',
      paragraphs: [
        'La Zone de libre-échange continentale africaine a été signée par 54 des 55 États membres de l’Union africaine. Elle couvre un marché d’environ 1,4 milliard de personnes et, selon le chiffre le plus souvent cité, un PIB cumulé de plus de trois mille milliards de dollars. Les échanges sous son régime ont commencé le 1er janvier 2021, et les droits de douane sur la plupart des marchandises sont progressivement supprimés.',
        'Le point de départ laisse une grande marge. Selon la CNUCED, environ 15 % seulement des exportations des pays africains vont vers d’autres pays africains, contre près des deux tiers au sein de l’Europe. La Commission économique des Nations unies pour l’Afrique prévoit qu’une mise en œuvre complète de la ZLECAf pourrait rendre le commerce intra-africain environ un tiers plus important en 2045 qu’il ne l’aurait été sans elle, et la Banque mondiale estime que l’accord pourrait sortir quelque 30 millions de personnes de l’extrême pauvreté d’ici 2035.',
        'La région est aussi prête pour le commerce numérique : selon la GSMA, l’Afrique subsaharienne concentre la plus grande part de l’activité mondiale de mobile money, et des systèmes de paiement transfrontaliers comme le PAPSS réduisent le coût des paiements en monnaies locales.',
      ],
    },
    {
      id: 'model',
      heading: 'Modèle économique',
      paragraphs: [
        'Les acheteurs utilisent Sokoni gratuitement, car c’est la demande qui attire les vendeurs. Les revenus viennent des vendeurs, et pour l’essentiel seulement quand l’échange réussit :',
      ],
      list: [
        'Des commissions de 3 à 5 % sur chaque commande réalisée, selon l’offre du vendeur (5 % avec l’offre gratuite Starter, 3 % avec Professionnel), et un taux négocié pour les comptes Entreprise. Elles sont prélevées à la libération du séquestre : les revenus suivent les livraisons réussies.',
        'Des abonnements premium : Professionnel à 29 $ US par mois pour des fiches illimitées et des outils vendeur avancés, et des contrats Entreprise pour les grands fournisseurs.',
        'À terme, des services rendus avec des partenaires autour de la commande, comme le financement du commerce, la logistique et l’inspection.',
      ],
    },
    {
      id: 'edge',
      heading: 'Ce qui distingue Sokoni',
      paragraphs: ['Quelques choix faits dès le départ distinguent Sokoni :'],
      list: [
        'La confiance intégrée à chaque commande : séquestre, période de contrôle et procédure de litige tranchée par des personnes.',
        'Conçu pour tout le continent dès le premier jour : anglais, français, arabe (de droite à gauche) et swahili, et des prix dans quatorze devises.',
        'Assez léger pour les réseaux mobiles lents, sur lesquels se trouvent beaucoup de nos utilisateurs.',
        'Open source : régulateurs, partenaires et clients peuvent voir exactement comment sont traités les paiements et les données personnelles.',
        'Un seul code, qui tourne sur un petit serveur pour un pilote ou sur une grappe de serveurs pour un déploiement national.',
      ],
    },
    {
      id: 'stage',
      heading: 'Où nous en sommes',
      paragraphs: [
        'Sokoni en est à ses débuts. Nous ne publions pas de chiffres de traction tant qu’ils ne sont pas significatifs et vérifiables ; lorsque nous le ferons, ils figureront sur cette page avec leurs définitions. Nous partageons volontiers notre feuille de route, nos indicateurs produit et nos documents de gouvernance avec des investisseurs qualifiés, sous accord de confidentialité.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Les investisseurs et partenaires au développement peuvent écrire à investors@sokoni.africa ou utiliser le formulaire de contact.',
      ],
      links: [
        { to: 'mailto:investors@sokoni.africa', label: 'investors@sokoni.africa' },
        { to: '/contact?topic=partnership', label: 'Formulaire de contact', primary: true },
      ],
    },
  ],
  actions: [
    { to: '/blog/why-sokoni-launched', label: 'Pourquoi nous avons créé Sokoni' },
    { to: '/how-it-works', label: 'Comment fonctionne Sokoni' },
  ],
};

export default doc;
