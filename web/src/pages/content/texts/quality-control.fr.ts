import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Contrôle qualité et inspection',
  description:
    'Inspection indépendante des marchandises avant expédition, pendant la production ou au chargement, avec des partenaires d’inspection dans toute l’Afrique.',
  lead: 'Un inspecteur indépendant vérifie les marchandises par rapport à votre commande avant qu’elles ne quittent le fournisseur, pour trouver les problèmes tant qu’on peut encore les corriger.',
  sections: [
    {
      id: 'kinds',
      heading: 'De quelle inspection avez-vous besoin',
      paragraphs: ['Les partenaires proposent les inspections habituelles :'],
      list: [
        'inspection avant expédition : quantité, qualité, emballage et marquage des produits finis ;',
        'inspection en cours de production, pour les lots importants ou sur mesure ;',
        'supervision du chargement, pour voir les bonnes marchandises entrer dans le conteneur ;',
        'audit d’usine, avant une première grosse commande chez un nouveau fournisseur ;',
        'analyses en laboratoire : humidité, aflatoxines, pureté ou autres mesures.',
      ],
      links: [
        {
          to: '#request',
          label: 'Demander une inspection',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Comment se passe une demande',
      paragraphs: [
        'Indiquez la marchandise, où et quand elle peut être inspectée, et la norme ou le cahier des charges qu’elle doit respecter.',
      ],
      ordered: true,
      list: [
        'Remplissez le formulaire ci-dessous.',
        'Notre équipe la lit sous deux jours ouvrés et vous demande ce qui manque éventuellement.',
        'Avec votre accord, des partenaires d’inspection dans ce pays vous proposent un prix et une date.',
        'L’inspecteur passe, et vous recevez le rapport avec photos et mesures.',
      ],
    },
    {
      id: 'evidence',
      heading: 'Inspection et séquestre',
      paragraphs: [
        'Avec le séquestre, votre paiement n’est versé qu’après votre confirmation de la marchandise. Un rapport d’inspection joint à la commande montre ce qui a été expédié et sert de preuve en cas de litige.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Comment fonctionne le séquestre',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Qui paie l’inspection ?',
      answer:
        'En général la partie qui la demande, sauf accord différent entre acheteur et vendeur. Le prix du partenaire figure dans son devis.',
    },
    {
      question: 'Combien de temps à l’avance faut-il prévenir un inspecteur ?',
      answer:
        'En général trois à cinq jours ouvrés ; davantage dans les zones éloignées ou pour les analyses en laboratoire.',
    },
  ],
  actions: [
    {
      to: '/trade-services',
      label: 'Tous les services commerciaux',
    },
  ],
};

export default doc;
