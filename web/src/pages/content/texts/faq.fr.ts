import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Questions fréquentes',
  description:
    'Réponses sur l’achat et la vente sur Sokoni : fournisseurs vérifiés, paiement sous séquestre, contrôle, litiges, frais, devises et transport.',
  lead: 'Des réponses courtes aux questions que les entreprises nous posent le plus souvent. Si la vôtre n’y figure pas, le centre d’aide et notre équipe sont à un clic.',
  sections: [
    {
      heading: 'Vous avez encore une question ?',
      paragraphs: [
        'Le centre d’aide regroupe nos guides par tâche, et l’équipe répond à chaque message envoyé via le formulaire de contact.',
      ],
      links: [
        { to: '/help-center', label: 'Ouvrir le centre d’aide' },
        { to: '/contact', label: 'Nous contacter', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'Qu’est-ce que Sokoni ?',
      answer:
        'Sokoni est une place de marché interentreprises (B2B) dédiée au commerce africain. Les entreprises y achètent en gros auprès de fournisseurs de tout le continent, et chaque commande peut être payée sous séquestre : l’argent n’arrive au fournisseur qu’une fois que l’acheteur a reçu ce qui était convenu.',
    },
    {
      question: 'Qui peut acheter sur Sokoni ?',
      answer:
        'Toute entreprise : détaillants et distributeurs, industriels qui cherchent des matières premières, hôtels et restaurants, coopératives et ONG. Il suffit d’un compte gratuit avec une adresse e-mail confirmée pour passer commande. Les acheteurs ne paient aucun frais à Sokoni.',
    },
    {
      question: 'Comment savoir si un fournisseur est fiable ?',
      answer:
        'Repérez le badge Vérifié : il signifie que nous avons contrôlé les documents d’immatriculation de l’entreprise et l’identité de la personne qui gère le compte. Lisez les avis des autres acheteurs et effectuez toujours vos paiements sur Sokoni. Nous ne vous demanderons jamais de payer un fournisseur directement, et un fournisseur qui vous le demande enfreint nos règles.',
    },
    {
      question: 'Comment le séquestre protège-t-il mon paiement ?',
      answer:
        'Lorsque vous payez une commande, l’argent est versé sur un compte de séquestre tenu par nos partenaires de paiement, et non au fournisseur. Celui-ci voit que le paiement est garanti et expédie. Vous contrôlez la marchandise à l’arrivée ; quand vous confirmez la réception, l’argent est libéré. En cas de problème, vous ouvrez un litige et l’argent reste bloqué jusqu’à sa résolution.',
    },
    {
      question: 'De combien de temps est-ce que je dispose pour contrôler la marchandise ?',
      answer:
        'Sept jours après la livraison, sauf si la commande prévoit une autre durée (souvent plus courte pour les denrées périssables, plus longue pour les machines). S’il vous faut plus de temps, par exemple parce que la marchandise est retenue en douane, demandez au fournisseur de prolonger la période avant son terme. Sans confirmation ni litige, le paiement est libéré à la fin de la période.',
    },
    {
      question: 'Et si la marchandise ne correspond pas à ma commande ?',
      answer:
        'Ouvrez un litige depuis la page de la commande avant la fin de la période de contrôle, en joignant photos, rapport d’inspection ou tout élément qui montre l’écart. Le paiement reste bloqué pendant que notre équipe examine les preuves des deux parties et propose une solution : remboursement partiel, retour et remboursement, ou remboursement total.',
    },
    {
      question: 'Quels moyens de paiement puis-je utiliser ?',
      answer:
        'Cela dépend de votre pays et de la devise de la commande. Les virements bancaires et les paiements par carte passent par nos partenaires de paiement, et le mobile money est proposé là où il est disponible. La page de paiement affiche les moyens utilisables avant que vous ne payiez.',
    },
    {
      question: 'Dans quelles devises les prix sont-ils affichés ?',
      answer:
        'Vous pouvez afficher les prix dans 14 devises, dont le naira, le rand, le shilling kényan, le cedi, la livre égyptienne, le dirham, le dinar, le birr, les shillings ougandais et tanzanien, le dollar américain, l’euro, la livre sterling et le yuan. Les prix convertis sont indicatifs et utilisent les taux de référence du jour ; le montant exact est fixé au moment du paiement.',
    },
    {
      question: 'Puis-je commander de petites quantités ou des échantillons ?',
      answer:
        'Chaque produit indique sa quantité minimale de commande, fixée par le fournisseur, et souvent des prix plus bas par palier. Beaucoup de fournisseurs vendent des échantillons ou une commande d’essai sous le minimum : écrivez-leur depuis la fiche produit pour le demander.',
    },
    {
      question: 'Qu’est-ce qu’une demande de devis (RFQ) ?',
      answer:
        'Une demande de devis décrit ce que vous voulez acheter (produit, spécifications, quantité, pays et date de livraison) pour que les fournisseurs vous adressent leurs offres. Vous évitez de contacter les fournisseurs un par un et comparez prix et conditions côte à côte.',
    },
    {
      question: 'Qui s’occupe du transport et de la douane ?',
      answer:
        'L’acheteur et le fournisseur en conviennent pour chaque commande, en général au moyen d’un Incoterm comme EXW, FOB, CIF ou DAP, qui précise qui paie le transport, l’assurance et les droits. Sauf mention contraire dans la commande, les droits et taxes à l’importation sont à la charge de l’acheteur. Notre page d’assistance internationale présente les documents nécessaires.',
    },
    {
      question: 'Combien coûte la vente sur Sokoni ?',
      answer:
        'La publication est gratuite avec l’offre Starter, jusqu’à 50 produits, avec une commission de 5 % sur les commandes réalisées. L’offre Professionnel coûte 29 $ par mois pour des fiches illimitées et une commission de 3 % ; l’offre Entreprise est sur devis avec une commission de 2 %. Aucune commission sur les commandes remboursées.',
    },
    {
      question: 'Comment et quand les vendeurs sont-ils payés ?',
      answer:
        'Quand l’acheteur confirme la réception, ou que la période de contrôle se termine sans litige, le paiement, déduction faite de la commission, est versé sur le compte de versement que vous avez enregistré : un compte bancaire ou, là où c’est possible, un portefeuille mobile money.',
    },
    {
      question: 'Mes données sont-elles en sécurité ?',
      answer:
        'Les mots de passe ne sont conservés que sous forme d’empreintes irréversibles, toutes les connexions sont chiffrées et chaque accès du personnel aux comptes est journalisé. Nous respectons les lois de protection des données des pays où nous opérons, comme la NDPA au Nigeria, la loi kényane sur la protection des données, la POPIA en Afrique du Sud et la PDPL en Égypte. La politique de confidentialité détaille ce que nous collectons et pourquoi.',
    },
    {
      question: 'Dans quelles langues Sokoni est-il disponible ?',
      answer:
        'L’anglais, le français, l’arabe et le swahili sont entièrement traduits, et l’arabe s’affiche de droite à gauche. Le portugais, le haoussa, le yoruba, l’igbo, l’amharique et le zoulou peuvent être choisis pendant que leur traduction avance ; l’anglais s’affiche là où une traduction manque.',
    },
    {
      question: 'Sokoni est-il open source ?',
      answer:
        'Oui. Le logiciel qui fait tourner Sokoni est open source : chacun peut vérifier comment il traite les paiements, les données et les autorisations, et proposer des améliorations.',
    },
  ],
};

export default doc;
