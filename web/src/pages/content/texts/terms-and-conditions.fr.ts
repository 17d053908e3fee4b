import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Conditions générales',
  description:
    'Les règles pour acheter et vendre sur Sokoni : comptes, fiches produits, commandes, séquestre, frais, litiges, conformité transfrontalière et responsabilité.',
  lead: 'Ces conditions constituent l’accord entre votre entreprise et Sokoni lorsque vous utilisez la place de marché. Elles se lisent d’une traite ; lorsqu’une règle compte vraiment, elle est dite simplement.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'scope',
      heading: 'À qui s’appliquent ces conditions',
      paragraphs: [
        'Elles s’appliquent à toute personne qui ouvre un compte sur Sokoni : acheteurs, vendeurs et entreprises qui sont les deux. En créant un compte, vous confirmez avoir au moins 18 ans, agir pour une entreprise (société, coopérative ou entrepreneur individuel) et avoir le pouvoir de l’engager.',
        'Sokoni est une place de marché. Le contrat de vente est conclu entre l’acheteur et le vendeur, et Sokoni n’y est pas partie ; Sokoni fournit la plateforme, le service de séquestre et le règlement des litiges décrits ici.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Votre compte',
      paragraphs: [
        'Gardez vos informations exactes et à jour, ne communiquez votre mot de passe à personne et prévenez-nous immédiatement si vous pensez qu’un tiers a utilisé votre compte. Vous êtes responsable de ce qui est fait par son intermédiaire. Le rôle choisi à l’inscription (acheteur, vendeur ou les deux) détermine ce que vous pouvez faire ; les droits d’administrateur ne s’obtiennent jamais par l’inscription.',
      ],
    },
    {
      id: 'listings',
      heading: 'Fiches produits et produits autorisés',
      paragraphs: [
        'Les vendeurs doivent décrire leurs produits avec exactitude (origine, spécifications, qualité, quantité disponible, prix par palier, quantité minimale de commande et délai) et détenir les droits et licences nécessaires pour les vendre. Les fiches peuvent être examinées avant publication et retirées si elles enfreignent ces règles. Ne peuvent pas être proposés :',
      ],
      list: [
        'les armes, munitions et explosifs ;',
        'les stupéfiants et autres substances réglementées ;',
        'les produits d’espèces protégées par la CITES, comme l’ivoire ou les écailles de pangolin ;',
        'les contrefaçons et les produits portant atteinte à la propriété intellectuelle d’autrui ;',
        'les minerais de conflit, ainsi que les produits de personnes ou territoires sous sanctions ;',
        'les déchets dangereux ;',
        'tout produit dont la vente ou l’exportation est illégale dans le pays du vendeur, ou l’importation dans celui de l’acheteur.',
      ],
    },
    {
      id: 'orders',
      heading: 'Commandes et devis',
      paragraphs: [
        'Une commande est formée lorsque l’acheteur accepte un prix affiché ou le devis d’un fournisseur et paie sous séquestre. La page de la commande consigne la marchandise, la quantité, le prix, la devise, l’Incoterm, la date de livraison et la période de contrôle, et ce récapitulatif prévaut sur les messages antérieurs. Toute modification après paiement exige l’accord des deux parties sur la page de la commande.',
      ],
    },
    {
      id: 'escrow',
      heading: 'Paiement et séquestre',
      paragraphs: [
        'Le séquestre est ce qui rend sûr le commerce avec un nouveau partenaire. Il fonctionne ainsi :',
      ],
      list: [
        'L’acheteur verse le montant total de la commande sous séquestre, conservé par les partenaires de paiement agréés de Sokoni, séparément des fonds propres de Sokoni.',
        'Le vendeur expédie dès que la commande apparaît comme payée.',
        'La période de contrôle commence à la livraison et dure sept jours, sauf si la commande prévoit une autre durée.',
        'Les fonds sont versés au vendeur lorsque l’acheteur confirme la réception, ou automatiquement à la fin de la période de contrôle si aucun litige n’a été ouvert.',
        'Payer ou accepter un paiement en dehors de Sokoni pour une commande conclue sur Sokoni est interdit, et ces paiements ne sont pas protégés.',
      ],
    },
    {
      id: 'fees',
      heading: 'Frais',
      paragraphs: [
        'Les acheteurs ne paient aucun frais à Sokoni. Les vendeurs paient une commission sur la valeur de chaque commande réalisée, prélevée à la libération du séquestre : 5 % avec Starter, 3 % avec Professionnel et 2 % avec Entreprise, ou selon le contrat Entreprise. Aucune commission n’est due sur les montants remboursés.',
        'L’offre Professionnel coûte 29 $ US par mois, payables d’avance, et peut être résiliée à tout moment avec effet à la fin du mois. Les partenaires de paiement peuvent appliquer leurs propres frais de virement ou de conversion, affichés avant le paiement. Les taxes sur nos frais, comme la TVA, s’ajoutent lorsque la loi l’exige.',
      ],
      links: [{ to: '/membership', label: 'Offres et frais' }],
    },
    {
      id: 'shipping',
      heading: 'Transport, douane et conformité',
      paragraphs: [
        'L’acheteur et le vendeur conviennent de qui organise le transport, l’assurance et le dédouanement, normalement en indiquant une règle Incoterms 2020 dans la commande. Chaque partie répond des règles qui s’appliquent de son côté : licences d’exportation et d’importation, certificats sanitaires et phytosanitaires, règles d’origine, sanctions, droits et taxes. Le transfert des risques suit l’Incoterm convenu.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Litiges',
      paragraphs: [
        'La plupart des problèmes se règlent en discutant : écrivez d’abord à l’autre partie. Si cela ne suffit pas :',
      ],
      ordered: true,
      list: [
        'L’acheteur ouvre un litige depuis la page de la commande avant la fin de la période de contrôle, en décrivant le problème et la solution souhaitée.',
        'Les fonds restent sous séquestre. Le vendeur dispose de cinq jours ouvrés pour répondre, et chaque partie peut verser des preuves : photos, rapports d’inspection, documents de transport et de douane, messages échangés sur Sokoni.',
        'Les parties peuvent transiger à tout moment en convenant, sur la page de la commande, d’un versement intégral, d’un remboursement partiel, ou d’un retour avec remboursement.',
        'À défaut d’accord, Sokoni examine les preuves et décide de la répartition des fonds sous séquestre, normalement dans les quinze jours ouvrés suivant la dernière pièce versée. Nous pouvons exiger une inspection indépendante, à la charge de la partie désignée par la décision.',
        'La décision de Sokoni ne porte que sur les fonds sous séquestre. Elle n’empêche aucune partie de faire valoir ses droits devant un tribunal ou un tribunal arbitral compétent.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Loyauté des échanges',
      paragraphs: ['Pour que la place de marché reste digne de confiance, vous vous engagez à ne pas :'],
      list: [
        'rédiger ou acheter de faux avis, ni faire pression pour qu’un avis soit modifié ;',
        'utiliser des contacts noués sur Sokoni pour conclure une transaction en dehors de la plateforme ;',
        'utiliser les données d’autres utilisateurs à d’autres fins que la transaction pour laquelle elles ont été partagées ;',
        'envoyer des messages indésirables, copier massivement le contenu du site ou tenter de contourner sa sécurité.',
      ],
    },
    {
      id: 'content',
      heading: 'Contenus et propriété intellectuelle',
      paragraphs: [
        'Vous conservez vos droits sur les photos et descriptions que vous publiez, et vous autorisez Sokoni à les afficher sur la place de marché et à les utiliser pour promouvoir vos fiches tant qu’elles sont en ligne. Le nom et le logo Sokoni appartiennent à Sokoni. Le logiciel qui fait tourner Sokoni est open source et fait l’objet de sa propre licence.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension et fermeture d’un compte',
      paragraphs: [
        'Vous pouvez fermer votre compte à tout moment une fois vos commandes et litiges en cours terminés. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions ou la loi, ou pour protéger d’autres utilisateurs. Sauf urgence, par exemple en cas de fraude, nous prévenons d’abord et expliquons pourquoi. Les fonds sous séquestre des commandes en cours restent traités selon ces conditions.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilité',
      paragraphs: [
        'Sokoni fournit la plateforme avec le soin et la compétence raisonnables. Nous ne sommes pas le vendeur de la marchandise et ne répondons pas de sa qualité, de sa sécurité ou de sa licéité au-delà du séquestre et de la procédure de litige décrits ici. Dans la mesure permise par la loi, notre responsabilité totale envers une entreprise, toutes réclamations confondues, est limitée aux frais qu’elle nous a payés au cours des douze mois précédant la réclamation. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, comme la responsabilité en cas de fraude.',
      ],
    },
    {
      id: 'law',
      heading: 'Droit applicable et désaccords avec Sokoni',
      paragraphs: [
        'Ces conditions sont régies par le droit du pays où est immatriculée la société qui exploite Sokoni, indiqué sur vos factures, sans vous priver de la protection des règles impératives de votre propre pays. Avant toute action en justice, nous convenons tous deux de chercher de bonne foi, pendant 30 jours, à régler tout désaccord avec Sokoni après que l’une des parties a écrit à l’autre à legal@sokoni.africa.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de ces conditions',
      paragraphs: [
        'Nous annonçons toute modification importante au moins 30 jours à l’avance, par e-mail ou dans l’application. Les modifications ne s’appliquent jamais aux commandes déjà passées.',
      ],
    },
  ],
  actions: [
    { to: '/privacy-policy', label: 'Politique de confidentialité' },
    { to: '/contact', label: 'Nous contacter', primary: true },
  ],
};

export default doc;
