import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Guide de l’acheteur : votre première commande sur Sokoni',
  description:
    'Pas à pas, d’un compte gratuit à votre première commande protégée par séquestre : inscription, e-mail, fournisseurs, devis, paiement, contrôle.',
  lead: 'Acheter sur Sokoni est gratuit. Ces sept étapes vous mènent de l’inscription à une première commande en toute confiance.',
  sections: [
    {
      id: 'register',
      heading: 'Créez votre compte gratuit',
      paragraphs: [
        'Inscrivez-vous avec votre e-mail professionnel, votre nom, le nom de votre entreprise et votre pays. Choisissez le rôle acheteur, ou « les deux » si votre entreprise vend aussi.',
      ],
      links: [
        { to: '/register', label: 'Créer un compte acheteur', primary: true },
        { to: '/login', label: 'J’ai déjà un compte' },
      ],
    },
    {
      id: 'confirm',
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: [
        'Nous vous envoyons un lien pour confirmer votre adresse ; il faut une adresse confirmée pour passer commande. Si l’e-mail n’est pas arrivé au bout de quelques minutes, regardez dans vos indésirables, ou demandez un nouveau lien depuis le bandeau en haut de la page une fois connecté.',
      ],
    },
    {
      id: 'profile',
      heading: 'Complétez le profil de votre entreprise',
      paragraphs: [
        'Ajoutez votre numéro de téléphone, votre adresse de livraison, votre langue et votre devise préférées. Les fournisseurs répondent plus vite aux profils complets, car ils voient pour qui ils établissent leur devis.',
      ],
      links: [{ to: '/profile', label: 'Ouvrir mon profil' }],
    },
    {
      id: 'find',
      heading: 'Trouvez des produits et des fournisseurs',
      paragraphs: [
        'Cherchez un produit ou parcourez les catégories. Filtrez par pays d’origine, prix et quantité minimale de commande, et regardez le badge Vérifié, les avis et la rapidité de réponse du fournisseur. Les produits prêts à expédier sont en stock et peuvent partir rapidement.',
      ],
      links: [
        { to: '/products', label: 'Parcourir les produits' },
        { to: '/categories', label: 'Catégories' },
        { to: '/ready-to-ship', label: 'Prêt à expédier' },
      ],
    },
    {
      id: 'ask',
      heading: 'Posez vos questions ou demandez des devis',
      paragraphs: [
        'Écrivez au fournisseur depuis la fiche produit au sujet des spécifications, des échantillons, du conditionnement ou des délais. Si vous cherchez quelque chose de précis, ou voulez comparer plusieurs offres, publiez une demande de devis avec le produit, la quantité, le pays et la date de livraison.',
      ],
      links: [{ to: '/rfq/new', label: 'Demander un devis' }],
    },
    {
      id: 'order',
      heading: 'Validez les détails et payez sous séquestre',
      paragraphs: [
        'Avant de payer, vérifiez que la commande reprend la quantité, le prix, la devise, l’Incoterm, la date de livraison et la période de contrôle convenus. Puis payez : l’argent est placé sous séquestre, et le fournisseur est informé qu’il est garanti et qu’il peut expédier.',
      ],
    },
    {
      id: 'inspect',
      heading: 'Contrôlez, confirmez et donnez votre avis',
      paragraphs: [
        'Contrôlez la marchandise dès son arrivée. Si tout est conforme, confirmez la réception et le fournisseur est payé. Sinon, ouvrez un litige depuis la page de la commande avant la fin de la période de contrôle ; l’argent reste sous séquestre jusqu’à sa résolution. Enfin, laissez un avis : il aide le prochain acheteur et récompense les bons fournisseurs.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'Le déroulement d’un litige' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Créer un compte acheteur', primary: true },
    { to: '/login', label: 'Se connecter' },
    { to: '/how-it-works', label: 'Comment fonctionne Sokoni' },
  ],
};

export default doc;
