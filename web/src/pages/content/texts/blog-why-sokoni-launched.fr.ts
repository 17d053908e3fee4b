import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Pourquoi nous avons créé Sokoni',
  description:
    'L’Afrique commerce trop peu avec elle-même. La ZLECAf change les règles ; Sokoni donne aux PME les outils pour en profiter.',
  lead: 'Un transformateur de cacao au Ghana et un confiseur au Kenya devraient pouvoir se trouver, s’entendre sur un prix et commercer en toute sécurité sans que l’un ou l’autre prenne l’avion. Trop souvent, c’est impossible. Sokoni est né pour y remédier.',
  sections: [
    {
      heading: 'Un continent qui commerce avec tout le monde, sauf avec lui-même',
      paragraphs: [
        'Selon la CNUCED, environ 15 % seulement des exportations des pays africains vont vers d’autres pays africains. En Europe, cette part approche les deux tiers, et en Asie elle dépasse la moitié. L’Afrique expédie du cacao brut en Europe et rachète du chocolat ; elle exporte son coton et importe des tissus. Une grande partie de la valeur qui pourrait naître entre voisins se crée ailleurs.',
        'Les explications habituelles sont réelles : routes et voies ferrées qui ne se rejoignent pas, frontières lentes, droits de douane, et paiements entre monnaies africaines coûteux, souvent obligés de passer par le dollar ou l’euro. Mais écoutez les commerçants et vous entendrez parler d’un obstacle tout aussi tenace. Un acheteur à Nairobi ne sait pas quel producteur de beurre de karité du nord du Ghana est fiable. Une confectionneuse à Tunis ne peut pas vérifier que le fournisseur de coton béninois qui lui a répondu existe vraiment. Un vendeur à Lagos n’a aucun moyen d’être sûr qu’un nouveau client à Douala paiera.',
      ],
    },
    {
      heading: 'La ZLECAf change les règles',
      paragraphs: [
        'La Zone de libre-échange continentale africaine est le changement le plus important de ces règles depuis une génération. L’accord a été signé à Kigali en mars 2018, il est entré en vigueur en mai 2019 et les échanges sous son régime ont officiellement commencé le 1er janvier 2021. Cinquante-quatre des cinquante-cinq États membres de l’Union africaine l’ont signé. Progressivement, les pays membres suppriment les droits de douane sur la grande majorité des marchandises échangées entre eux, et ils ont adopté des règles d’origine communes, pour qu’un produit fabriqué en Afrique puisse le prouver et payer moins de droits.',
        'D’autres pièces se mettent en place. L’Initiative de commerce guidé, lancée en 2022, a permis les premières expéditions réelles aux conditions de la ZLECAf entre quelques pays. Le Système panafricain de paiement et de règlement, lancé la même année par Afreximbank, permet à un acheteur de payer dans sa monnaie et au vendeur de recevoir la sienne, sans passer par une devise tierce.',
      ],
    },
    {
      heading: 'Les règles ne suffisent pas',
      paragraphs: [
        'Des droits de douane plus bas ne poussent pas un commerçant de Dakar à faire confiance à un inconnu de Dar es Salaam. En travaillant avec des exportateurs, des importateurs et des coopératives, nous avons sans cesse retrouvé les trois mêmes lacunes.',
      ],
      list: [
        'Trouver : identifier des fournisseurs avec de vraies spécifications, des quantités minimales et des prix, plutôt qu’un numéro de téléphone dans un annuaire.',
        'Faire confiance : payer une entreprise que l’on n’a jamais rencontrée, ou lui expédier de la marchandise, sans risquer toute la commande.',
        'Maîtriser les formalités : Incoterms, certificats d’origine selon les règles de la ZLECAf, certificats phytosanitaires, codes douaniers. Rien de tout cela n’est difficile quand on sait, et tout coûte cher à apprendre par l’erreur.',
      ],
    },
    {
      heading: 'Ce que nous avons construit',
      paragraphs: [
        'Sokoni est une place de marché interentreprises conçue autour de ces lacunes. Les fournisseurs publient leurs produits avec des prix par palier et des quantités minimales, et peuvent faire vérifier leur immatriculation pour obtenir le badge Vérifié. Les acheteurs cherchent, comparent et publient des demandes de devis. Chaque commande peut être payée sous séquestre : l’argent est conservé jusqu’à ce que l’acheteur ait contrôlé la marchandise, et en cas de problème une procédure de litige aboutit à la décision d’une personne.',
        'Nous avons construit Sokoni pour la manière dont on fait réellement des affaires sur le continent. Sokoni parle anglais, français, arabe et swahili, avec l’arabe de droite à gauche, et affiche les prix dans quatorze devises. La première page est assez légère pour se charger vite sur une connexion mobile lente. Et le logiciel est open source : chacun peut vérifier comment il traite les paiements et les données personnelles, au lieu de nous croire sur parole.',
      ],
    },
    {
      heading: 'Ce que nous ne ferons pas',
      paragraphs: [
        'Nous sommes nouveaux et nous ne prétendrons pas le contraire. Vous ne verrez sur nos pages ni nombre de fournisseurs inventé ni volume de transactions imaginaire. Nos frais sont simples : les acheteurs ne paient rien, et les vendeurs paient entre 2 et 5 % des commandes réalisées selon leur offre, rien sur les remboursements. Nous ne vendons pas de données et n’utilisons aucun traceur publicitaire.',
      ],
    },
    {
      heading: 'La suite',
      paragraphs: [
        'Nous commençons par les marchandises pour lesquelles la demande entre pays africains est déjà forte : produits agricoles comme le cacao, la noix de cajou, le karité, le café et le sésame ; textile et habillement ; matériaux de construction ; produits alimentaires transformés ; équipements solaires. Nous travaillons avec des prestataires de logistique, d’inspection et de financement du commerce pour que les parties difficiles du commerce transfrontalier deviennent des étapes d’une commande plutôt que des obstacles.',
        'Surtout, nous écoutons. Si vous achetez ou vendez par-delà les frontières africaines, dites-nous ce qui vous freine. Créez un compte, publiez vos produits ou écrivez-nous simplement : ce que nous construirons ensuite en dépend.',
      ],
      links: [
        { to: '/register', label: 'Créer un compte gratuit', primary: true },
        { to: '/contact', label: 'Nous écrire' },
      ],
    },
  ],
};

export default doc;
