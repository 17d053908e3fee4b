import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Offres et tarifs',
  description:
    'Les offres vendeurs de Sokoni : Starter gratuite avec 5 % de commission, Professionnel à 29 $ par mois avec 3 %, Entreprise sur devis avec 2 %. L’achat est gratuit.',
  lead: 'Commencez gratuitement et ne payez une commission que lorsque vous vendez. Passez à une offre payante quand une commission plus basse et des fiches illimitées en valent la peine.',
  sections: [
    {
      id: 'buyers',
      heading: 'L’achat est gratuit',
      paragraphs: [
        'Les acheteurs ne paient rien à Sokoni : ni abonnement, ni commission sur les commandes. Les offres ci-dessous s’adressent aux entreprises qui vendent.',
      ],
    },
    {
      id: 'fee',
      heading: 'Le fonctionnement de la commission',
      paragraphs: [
        'La commission est un pourcentage de chaque commande réalisée, prélevé au moment où le paiement sort du séquestre. Sur une commande de 1 000 $ US, un vendeur Starter reçoit 950 $ US, un vendeur Professionnel 970 $ US et un vendeur Entreprise 980 $ US. Les montants remboursés ne supportent aucune commission.',
      ],
    },
    {
      id: 'change',
      heading: 'Changer d’offre',
      paragraphs: [
        'Vous pouvez passer à Professionnel à tout moment, et la commission réduite s’applique aux commandes passées après le changement. Si vous résiliez, vous revenez à Starter à la fin du mois payé ; les fiches au-delà des 50 premières sont alors mises en pause, pas supprimées.',
      ],
    },
  ],
  faq: [
    {
      question: 'Les prix sont-ils en dollars américains ?',
      answer:
        'Oui. L’offre Professionnel est facturée 29 $ US par mois ; si vous payez dans une autre devise, le taux de conversion et les frais éventuels sont affichés avant le paiement.',
    },
    {
      question: 'Y a-t-il un engagement minimum ?',
      answer:
        'Pas pour Professionnel : l’offre est facturée au mois et résiliable à tout moment. Les contrats Entreprise fixent leur propre durée, convenue avec vous.',
    },
    {
      question: 'Que comprend l’offre Entreprise ?',
      answer:
        'Une commission de 2 % ou un taux fixé par contrat, un chargé de compte attitré, une facturation consolidée, de l’aide pour publier de grands catalogues et des mises en relation avec des partenaires de financement et de logistique. Contactez-nous pour parler de vos volumes.',
    },
  ],
  actions: [
    { to: '/register', label: 'Créer un compte gratuit', primary: true },
    { to: '/contact?topic=selling', label: 'Parler à l’équipe commerciale' },
  ],
};

export default doc;
