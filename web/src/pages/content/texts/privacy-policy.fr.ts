import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Politique de confidentialité',
  description:
    'Les données personnelles que Sokoni collecte et pourquoi, qui y a accès, combien de temps nous les gardons, et vos droits selon les lois africaines.',
  lead: 'Cette politique explique simplement ce que nous faisons des données personnelles des personnes qui utilisent Sokoni (acheteurs, vendeurs et visiteurs) et comment vous en gardez la maîtrise.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who',
      heading: 'Qui sommes-nous',
      paragraphs: [
        'Sokoni exploite une place de marché interentreprises dédiée au commerce entre pays africains. Pour les données personnelles décrites ici, Sokoni est le responsable du traitement (la « responsible party » du droit sud-africain). Notre délégué à la protection des données est joignable à privacy@sokoni.africa.',
        'Lorsqu’un pays exige un représentant local ou un enregistrement auprès de son autorité de contrôle, les informations correspondantes sont disponibles à la même adresse.',
      ],
    },
    {
      id: 'collect',
      heading: 'Ce que nous collectons',
      paragraphs: [
        'Nous collectons ce que vous nous confiez, ce qui naît de vos échanges commerciaux et quelques données techniques :',
      ],
      list: [
        'Données de compte : nom, adresse e-mail, numéro de téléphone, langue, rôle (acheteur, vendeur ou les deux) et mot de passe, conservé uniquement sous forme d’empreinte irréversible.',
        'Données d’entreprise : raison sociale, pays et ville, numéros d’immatriculation et fiscal et, si vous demandez la vérification, les documents que vous déposez, comme l’extrait d’immatriculation et la pièce d’identité du titulaire du compte.',
        'Données commerciales : fiches produits, demandes de devis, offres, commandes, adresses de livraison, documents de transport et de douane, avis, litiges et pièces jointes.',
        'Messages échangés avec les autres utilisateurs et avec notre équipe.',
        'Données de paiement : coordonnées du compte de versement et références de paiement. Les numéros de carte sont traités par nos partenaires de paiement et jamais conservés par Sokoni.',
        'Données techniques : adresse IP, type de navigateur et d’appareil, pages consultées et recherches effectuées, utilisées pour sécuriser et améliorer Sokoni.',
      ],
    },
    {
      id: 'use',
      heading: 'Pourquoi nous les utilisons',
      paragraphs: ['Chaque utilisation repose sur une base légale, indiquée entre parenthèses :'],
      list: [
        'Faire fonctionner la place de marché pour vous : comptes, fiches, commandes, séquestre, versements et messages (exécution de notre contrat avec vous).',
        'Vérifier les entreprises et prévenir la fraude, le blanchiment et les violations de sanctions (obligation légale et intérêt légitime).',
        'Tenir la comptabilité et les registres fiscaux et répondre aux demandes légales des autorités (obligation légale).',
        'Sécuriser Sokoni et comprendre son utilisation, avec nos propres statistiques et sans régie publicitaire (intérêt légitime).',
        'Vous envoyer nos actualités et offres, uniquement si vous l’avez accepté, ce que vous pouvez retirer à tout moment grâce au lien présent dans chaque e-mail (consentement).',
      ],
    },
    {
      id: 'no-sale',
      heading: 'Ce que nous ne faisons jamais',
      paragraphs: [
        'Nous ne vendons pas de données personnelles et ne laissons aucun annonceur vous suivre sur Sokoni. Nous ne prenons aucune décision produisant des effets juridiques ou similaires à votre égard sur le seul fondement d’un traitement automatisé : des contrôles automatiques peuvent signaler une fiche ou un paiement pour examen, mais c’est une personne qui décide.',
      ],
    },
    {
      id: 'share',
      heading: 'Avec qui nous les partageons',
      paragraphs: ['Uniquement avec ceux qui en ont besoin pour réaliser ou protéger votre transaction :'],
      list: [
        'L’autre partie à la transaction : les acheteurs voient le profil professionnel du vendeur ; le vendeur reçoit le nom, l’entreprise et l’adresse de livraison de l’acheteur nécessaires pour exécuter la commande.',
        'Nos partenaires de paiement et de séquestre agréés, pour conserver et libérer les fonds.',
        'Les prestataires de logistique, d’inspection et de financement du commerce que vous choisissez, avec les seules données utiles à ce service.',
        'Les prestataires qui hébergent ou exploitent une partie de Sokoni pour nous, comme l’hébergement et l’envoi d’e-mails, sous contrat interdisant toute autre utilisation.',
        'Les autorités, lorsque la loi l’impose, et si nécessaire pour protéger nos utilisateurs contre la fraude.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferts entre pays',
      paragraphs: [
        'Le commerce sur Sokoni traverse les frontières : vos données peuvent donc être traitées hors de votre pays, par exemple lorsqu’un acheteur au Kenya commande à un fournisseur au Ghana. Nous ne transférons des données personnelles que lorsque la loi de votre pays le permet : vers des pays offrant une protection adéquate, avec des garanties contractuelles reconnues par l’autorité de contrôle, avec votre consentement, ou lorsque le transfert est nécessaire à l’exécution du contrat que vous avez demandé.',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les conservons',
      paragraphs: ['Nous ne conservons pas les données plus longtemps que leur finalité ne l’exige :'],
      list: [
        'Données de compte : tant que votre compte est ouvert ; après sa fermeture, supprimées sous 90 jours, sauf les éléments ci-dessous.',
        'Commandes, paiements et factures : aussi longtemps que l’exigent les lois fiscales et commerciales, en général cinq à sept ans selon le pays.',
        'Documents de vérification : tant que votre entreprise est vérifiée, puis aussi longtemps que l’exigent les règles de lutte contre le blanchiment.',
        'Messages et preuves de litige : jusqu’à trois ans après la clôture de la commande, pour traiter d’éventuelles réclamations.',
        'Journaux de sécurité : jusqu’à douze mois. Le journal d’audit des actions du personnel est conservé plus longtemps, car c’est lui qui prouve que votre compte a été traité correctement.',
      ],
    },
    {
      id: 'rights',
      heading: 'Vos droits',
      paragraphs: [
        'Selon la loi de votre pays, vous pouvez demander à consulter les données que nous détenons sur vous, les rectifier, les effacer, en limiter l’usage ou vous y opposer, les recevoir dans un format portable et retirer un consentement donné. Écrivez à privacy@sokoni.africa depuis l’adresse e-mail de votre compte. Nous répondons gratuitement sous un mois, ou plus vite si votre loi prévoit un délai plus court.',
        'Certaines données ne peuvent pas être effacées immédiatement, par exemple les factures que nous devons garder pour le fisc ; nous vous dirons ce que nous conservons et pourquoi.',
      ],
      links: [{ to: 'mailto:privacy@sokoni.africa', label: 'privacy@sokoni.africa' }],
    },
    {
      id: 'laws',
      heading: 'Les lois que nous appliquons',
      paragraphs: [
        'Nous appliquons la loi de protection des données de chaque pays où se trouvent nos utilisateurs, notamment :',
      ],
      list: [
        'Nigeria : Nigeria Data Protection Act 2023 (NDPA), sous le contrôle de la Nigeria Data Protection Commission.',
        'Kenya : Data Protection Act 2019, sous le contrôle de l’Office of the Data Protection Commissioner.',
        'Afrique du Sud : Protection of Personal Information Act (POPIA), sous le contrôle de l’Information Regulator.',
        'Égypte : loi n° 151 de 2020 sur la protection des données personnelles (PDPL), sous le contrôle du Personal Data Protection Center.',
        'Ghana : Data Protection Act 2012 (Act 843), sous le contrôle de la Data Protection Commission.',
        'Maroc : loi 09-08, sous le contrôle de la CNDP.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Réclamations',
      paragraphs: [
        'Vous pouvez à tout moment saisir l’autorité de protection des données de votre pays. Nous vous serions reconnaissants de nous laisser d’abord une chance de corriger le problème : écrivez à privacy@sokoni.africa en expliquant ce qui n’a pas fonctionné.',
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      paragraphs: [
        'Toutes les connexions à Sokoni sont chiffrées. Les mots de passe sont hachés avec Argon2id, les jetons de connexion ont une durée de vie courte et les sessions peuvent être révoquées. Le personnel ne voit que ce que son rôle exige, et chacune de ses actions est inscrite dans un journal d’audit infalsifiable.',
        'Si une violation met vos données en danger, nous en informons l’autorité de contrôle et vous-même dans les délais légaux (72 heures pour l’autorité dans plusieurs des pays que nous servons) et vous indiquons comment vous protéger.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies et stockage dans votre navigateur',
      paragraphs: [
        'Sokoni n’utilise ni cookies publicitaires ni traceurs tiers. Votre navigateur conserve votre langue, votre devise, votre panier et vos favoris, pour qu’ils survivent à un rechargement, ainsi qu’un indicateur signalant que vous êtes peut-être connecté. La session elle-même est un cookie sécurisé que les scripts de la page ne peuvent pas lire. Vider le stockage de votre navigateur efface tout cela.',
      ],
    },
    {
      id: 'children',
      heading: 'Enfants',
      paragraphs: [
        'Sokoni s’adresse aux entreprises. Les comptes sont réservés aux personnes de 18 ans ou plus agissant pour une entreprise, et nous ne collectons pas sciemment de données concernant des enfants.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Lorsque nous modifions cette politique de manière significative, nous prévenons les utilisateurs inscrits par e-mail ou dans l’application avant l’entrée en vigueur du changement. La date en haut de la page est celle de la dernière modification.',
      ],
    },
  ],
  actions: [
    { to: '/contact?topic=support', label: 'Poser une question sur vos données', primary: true },
    { to: '/terms-and-conditions', label: 'Conditions générales' },
  ],
};

export default doc;
