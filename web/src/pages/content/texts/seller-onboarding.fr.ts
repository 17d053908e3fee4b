import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Guide du vendeur : de l’inscription à votre premier versement',
  description:
    'Pas à pas : créer un compte vendeur, se faire vérifier, publier ses produits, répondre aux acheteurs et aux demandes de devis, expédier, être payé.',
  lead: 'Publier sur Sokoni est gratuit avec l’offre Starter. Ces sept étapes vous mènent de l’inscription à votre premier versement.',
  sections: [
    {
      id: 'register',
      heading: 'Créez votre compte vendeur',
      paragraphs: [
        'Inscrivez-vous avec votre e-mail professionnel, votre nom, le nom de votre entreprise et votre pays, et choisissez le rôle vendeur, ou « les deux » si vous achetez aussi pour votre entreprise.',
      ],
      links: [
        { to: '/register', label: 'Créer un compte vendeur', primary: true },
        { to: '/login', label: 'J’ai déjà un compte' },
      ],
    },
    {
      id: 'profile',
      heading: 'Confirmez votre e-mail et complétez votre profil',
      paragraphs: [
        'Confirmez votre adresse e-mail grâce au lien que nous envoyons, puis complétez le profil de votre entreprise : coordonnées de la société, téléphone, langues de travail, et compte sur lequel vous voulez recevoir vos paiements.',
      ],
      links: [{ to: '/profile', label: 'Ouvrir mon profil' }],
    },
    {
      id: 'verify',
      heading: 'Faites-vous vérifier',
      paragraphs: [
        'Déposez les documents d’immatriculation de votre entreprise et la pièce d’identité du titulaire du compte. Notre équipe les contrôle et, une fois validés, votre boutique et vos fiches affichent le badge Vérifié que recherchent les acheteurs.',
      ],
      links: [{ to: '/advanced-verification', label: 'Lancer la vérification' }],
    },
    {
      id: 'list',
      heading: 'Publiez vos produits',
      paragraphs: [
        'Une bonne fiche fait vendre. Utilisez des photos nettes, des spécifications précises (qualité, dimensions, conditionnement, durée de conservation), le code douanier SH si vous le connaissez, des prix par palier de quantité, un minimum de commande que vous pouvez vraiment honorer et un délai réaliste. Les nouvelles fiches peuvent être examinées avant publication.',
      ],
      links: [{ to: '/products/new', label: 'Ajouter un produit' }],
    },
    {
      id: 'respond',
      heading: 'Répondez aux acheteurs et aux demandes de devis',
      paragraphs: [
        'Les acheteurs comparent la réactivité des fournisseurs. Répondez vite aux questions, et répondez aux demandes de devis qui correspondent à vos produits par une offre claire : prix, quantité, Incoterm, délai et durée de validité de l’offre.',
      ],
      links: [{ to: '/seller/dashboard', label: 'Tableau de bord vendeur' }],
    },
    {
      id: 'ship',
      heading: 'Expédiez une fois la commande payée',
      paragraphs: [
        'Quand l’acheteur paie, la commande indique que l’argent est garanti sous séquestre. Expédiez comme convenu, puis ajoutez à la commande le numéro de suivi et les documents de transport, avec des photos de la marchandise et de l’emballage : ce seront vos preuves si une question se pose plus tard.',
      ],
    },
    {
      id: 'payout',
      heading: 'Soyez payé, et développez-vous',
      paragraphs: [
        'Le paiement est libéré lorsque l’acheteur confirme la réception, ou automatiquement à la fin de la période de contrôle sans litige, déduction faite de la commission de votre offre. Quand vos ventes augmentent, l’offre Professionnel réduit la commission et supprime la limite de fiches.',
      ],
      links: [{ to: '/membership', label: 'Comparer les offres' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Créer un compte vendeur', primary: true },
    { to: '/login', label: 'Se connecter' },
    { to: '/sell-on-sokoni', label: 'Pourquoi vendre sur Sokoni' },
  ],
};

export default doc;
