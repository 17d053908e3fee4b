import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Accompagner les PME africaines dans le commerce transfrontalier',
  description:
    'Les PME sont la colonne vertébrale des économies africaines. Ce qui les freine dans le commerce transfrontalier, et ce qui les aide vraiment.',
  lead: 'La plupart des entreprises africaines sont petites. Ensemble, elles emploient la majorité des actifs, et pourtant ce sont elles qui sont le moins armées pour vendre au-delà de leur frontière. Voici ce que nous avons appris sur ce qui les aide, et ce que nous avons construit en réponse.',
  sections: [
    {
      heading: 'La colonne vertébrale, et le goulet d’étranglement',
      paragraphs: [
        'Selon la plupart des estimations, les petites et moyennes entreprises représentent environ neuf entreprises sur dix en Afrique et la majorité des emplois. Elles transforment la noix de cajou en Côte d’Ivoire, tissent au Ghana, fabriquent des meubles au Kenya et conditionnent des épices au Maroc. Pourtant, le commerce formel entre pays africains est dominé par de grandes entreprises, tandis qu’une grande part des petits échanges franchit les frontières de manière informelle, sans protection, sans crédit et sans traces.',
        'Ce n’est pas faute de bons produits. Une petite entreprise qui veut exporter affronte les mêmes formalités, le même risque de paiement et les mêmes tarifs de fret qu’une multinationale, sans service conformité, sans guichet de financement du commerce et sans équipe logistique.',
      ],
    },
    {
      heading: 'Ce qui freine les petits exportateurs',
      paragraphs: [
        'Quand nous demandons aux petites entreprises pourquoi elles ne vendent pas aux pays voisins, les réponses se ressemblent remarquablement :',
      ],
      list: [
        'Trouver des acheteurs : les salons professionnels coûtent cher, et les annuaires en ligne regorgent de contacts périmés.',
        'Être payé : une lettre de crédit coûte trop cher pour une commande de cinq mille dollars, et expédier sans garantie, c’est porter tout le risque.',
        'Le fonds de roulement : une grosse commande exige de payer les matières premières bien avant que l’acheteur ne règle, et les banques demandent des garanties que les petites entreprises n’ont pas.',
        'Les formalités et les normes : certificats d’origine, normes de produits et règles sanitaires changent d’un pays à l’autre.',
        'La logistique : les petits envois coûtent plus cher au kilo, et partager un conteneur avec d’autres expéditeurs est difficile à organiser.',
      ],
    },
    {
      heading: 'Ce que la ZLECAf offre aux petites entreprises',
      paragraphs: [
        'La Zone de libre-échange continentale africaine fait baisser les droits de douane entre pays membres, mais un droit réduit n’aide qu’une entreprise capable de prouver que sa marchandise y a droit. Il faut pour cela comprendre les règles d’origine de la ZLECAf et obtenir le certificat correspondant, en général auprès d’une chambre de commerce ou de la douane. Cela s’apprend, et cela vaut la peine : l’économie s’applique à chaque expédition.',
        'Les petits commerçants ne partent pas de rien. Des communautés économiques régionales comme le COMESA appliquent déjà des régimes commerciaux simplifiés pour les petits envois, avec des formulaires plus courts et un certificat d’origine simplifié. Et en 2024, l’Union africaine a adopté le Protocole de la ZLECAf sur les femmes et les jeunes dans le commerce, qui engage les États membres à faire fonctionner l’accord pour les petites entreprises que dirigent les femmes et les jeunes.',
      ],
    },
    {
      heading: 'Comment Sokoni aide',
      paragraphs: [
        'Nous avons conçu Sokoni pour qu’une entreprise de dix personnes puisse commercer par-delà une frontière avec la même assurance qu’une grande :',
      ],
      list: [
        'Une boutique qui fonctionne comme un catalogue, avec spécifications, prix par palier et quantités minimales, consultée par des acheteurs d’autres pays dans leur langue et leur devise.',
        'Des demandes de devis qui amènent les acheteurs jusqu’à vous, au lieu de devoir les chercher.',
        'Un séquestre qui fait pour une commande courante ce que la lettre de crédit fait pour une grosse : le vendeur voit l’argent garanti avant d’expédier, et l’acheteur ne paie que ce qui arrive conforme.',
        'Une vérification fondée sur les documents, pas sur la taille : une petite entreprise obtient le même badge qu’une grande.',
        'Des guides en langage clair sur les Incoterms, les certificats d’origine et la douane.',
        'Des prix adaptés : l’offre Starter est gratuite, et une commission n’est due que lorsque vous vendez.',
      ],
    },
    {
      heading: 'Une liste de contrôle pour votre première commande transfrontalière',
      paragraphs: [
        'Si vous préparez votre première vente vers un autre pays africain, ces étapes évitent la plupart des problèmes que nous voyons :',
      ],
      ordered: true,
      list: [
        'Décrivez précisément le produit : qualité, conditionnement, durée de conservation et code douanier SH.',
        'Fixez un minimum de commande que vous pouvez réellement livrer, et proposez de meilleurs prix pour les paliers supérieurs.',
        'Convenez de l’Incoterm par écrit ; pour une première commande, FCA ou DAP clarifient les responsabilités.',
        'Demandez à votre chambre de commerce ou à la douane comment obtenir un certificat d’origine ZLECAf pour votre produit.',
        'Photographiez la marchandise et l’emballage avant l’expédition et gardez chaque document : ce sont vos preuves.',
        'Utilisez le séquestre, même avec un acheteur que vous connaissez.',
      ],
    },
    {
      heading: 'La suite',
      paragraphs: [
        'Nous travaillons avec des acteurs du financement du commerce pour qu’une commande confirmée et payée sous séquestre aide un vendeur à obtenir du fonds de roulement, et avec des partenaires logistiques pour regrouper les petits envois. D’autres langues d’interface arrivent, à commencer par le portugais, le haoussa et l’amharique.',
        'Nous voulons entendre les petites entreprises et les organisations qui les accompagnent : chambres de commerce, coopératives, agences de promotion des exportations et associations de commerçantes. Dites-nous ce qui rendrait votre prochaine vente transfrontalière plus facile.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Commencer à vendre', primary: true },
        { to: '/contact?topic=partnership', label: 'Devenir partenaire' },
      ],
    },
  ],
};

export default doc;
