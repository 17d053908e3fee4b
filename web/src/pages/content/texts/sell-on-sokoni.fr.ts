import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Vendre sur Sokoni',
  description:
    'Touchez des acheteurs professionnels dans toute l’Afrique, soyez payé en toute sécurité grâce au séquestre, et ne payez une commission que si vous vendez.',
  lead: 'Votre prochain client est peut-être de l’autre côté de la frontière. Sokoni présente vos produits aux acheteurs professionnels de tout le continent, dans leur langue et leur devise, et veille à ce que vous soyez payé pour ce que vous expédiez.',
  sections: [
    {
      id: 'reach',
      heading: 'Touchez des acheteurs dans d’autres pays',
      paragraphs: [
        'Votre boutique et vos fiches s’affichent en anglais, français, arabe et swahili, avec des prix dans la devise choisie par l’acheteur parmi quatorze. Les acheteurs qui ne trouvent pas ce qu’ils cherchent publient des demandes de devis : de nouvelles affaires viennent à vous.',
      ],
    },
    {
      id: 'paid',
      heading: 'Soyez payé pour ce que vous expédiez',
      paragraphs: [
        'Chaque commande peut être payée sous séquestre avant l’expédition : vous savez que l’argent est là. Il est libéré quand l’acheteur confirme la réception, ou automatiquement à la fin de la période de contrôle sans litige. Si un acheteur signale un problème, la décision repose sur les preuves (vos photos, documents et messages), pas sur celui qui se plaint le plus fort.',
      ],
    },
    {
      id: 'tools',
      heading: 'Des outils qui vous font gagner du temps',
      paragraphs: ['Tout ce qu’il faut pour gérer vos ventes à l’export est réuni au même endroit :'],
      list: [
        'des prix par palier de quantité et des quantités minimales sur chaque produit ;',
        'questions, demandes de devis et commandes dans un même tableau de bord vendeur ;',
        'des notifications par e-mail et dans l’application quand un acheteur écrit ou paie ;',
        'l’import de produits en masse avec l’offre Professionnel.',
      ],
    },
    {
      id: 'verified',
      heading: 'Démarquez-vous grâce à la vérification',
      paragraphs: [
        'Le badge Vérifié repose sur vos documents d’immatriculation, pas sur votre taille : une coopérative de dix personnes peut inspirer la même confiance qu’un grand industriel.',
      ],
    },
    {
      id: 'fees',
      heading: 'Des frais simples',
      paragraphs: [
        'Commencez gratuitement avec Starter : jusqu’à 50 produits et 5 % de commission sur les commandes réalisées. Professionnel coûte 29 $ par mois pour des fiches illimitées et 3 % de commission ; Entreprise est sur devis avec 2 % de commission. Aucun frais de publication, et aucune commission sur les commandes remboursées.',
      ],
      links: [{ to: '/membership', label: 'Comparer les offres' }],
    },
    {
      id: 'start',
      heading: 'Lancez-vous dès cet après-midi',
      paragraphs: [
        'Créez votre compte, complétez votre profil, publiez vos premiers produits et demandez la vérification. Le guide du vendeur vous accompagne à chaque étape.',
      ],
      links: [{ to: '/seller-onboarding', label: 'Lire le guide du vendeur' }],
    },
  ],
  faq: [
    {
      question: 'Faut-il être une société immatriculée ?',
      answer:
        'Il faut être une entreprise : sociétés, coopératives et entrepreneurs individuels immatriculés sont tous les bienvenus. Le badge Vérifié exige des documents d’immatriculation.',
    },
    {
      question: 'Dans quels pays puis-je vendre ?',
      answer:
        'Aux acheteurs de tout pays où Sokoni est utilisé, à condition que vos marchandises puissent légalement être exportées de votre pays et importées dans le leur.',
    },
    {
      question: 'Qui organise le transport ?',
      answer:
        'Vous en convenez avec l’acheteur pour chaque commande en indiquant un Incoterm. Vous pouvez passer par votre transitaire, celui de l’acheteur, ou l’un des partenaires logistiques présentés sur Sokoni.',
    },
    {
      question: 'Quand est-ce que je reçois mon argent ?',
      answer:
        'Quand l’acheteur confirme la réception, ou quand la période de contrôle (sept jours sauf mention contraire dans la commande) se termine sans litige. Le paiement, déduction faite de la commission, est alors versé sur votre compte de versement ; le délai du virement dépend du moyen utilisé.',
    },
  ],
  actions: [
    { to: '/register', label: 'Commencer à vendre gratuitement', primary: true },
    { to: '/login', label: 'Se connecter' },
  ],
};

export default doc;
