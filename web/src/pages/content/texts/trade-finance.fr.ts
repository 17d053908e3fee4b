import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Financement du commerce',
  description:
    'Fonds de roulement, financement de commandes et de factures pour les commerçants africains, avec des prêteurs partenaires. Dites-nous ce qu’il vous faut.',
  lead: 'Sokoni ne prête pas d’argent lui-même. Nous transmettons votre demande à des partenaires financiers qui connaissent le commerce transfrontalier, et votre historique de commandes sur Sokoni peut les aider à décider plus vite.',
  sections: [
    {
      id: 'what',
      heading: 'Ce que les partenaires peuvent financer',
      paragraphs: [
        'Nos partenaires étudient les demandes des entreprises qui achètent ou vendent sur Sokoni, à partir de quelques milliers de dollars, pour :',
      ],
      list: [
        'le fonds de roulement, pour acheter matières premières ou stock avant une saison ;',
        'les commandes, pour payer votre fournisseur avant que votre client ne vous paie ;',
        'les factures, pour être payé plus tôt pour des marchandises déjà livrées ;',
        'l’équipement, comme une chambre froide, un camion ou une ligne de transformation ;',
        'l’export, pour accorder des délais de paiement à vos clients à l’étranger.',
      ],
      links: [
        {
          to: '#request',
          label: 'Demander un financement',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Comment se passe une demande',
      paragraphs: ['L’envoi d’une demande est gratuit, et vous n’êtes jamais obligé d’accepter une offre.'],
      ordered: true,
      list: [
        'Remplissez le formulaire ci-dessous : l’objet du financement, le montant, la devise et la durée.',
        'Notre équipe la lit sous deux jours ouvrés et vous demande ce qui manque éventuellement.',
        'Avec votre accord, nous la transmettons aux partenaires adaptés au montant, au pays et à l’objet.',
        'Les partenaires vous font leurs offres directement. Vous choisissez ; le contrat est entre vous et le partenaire.',
      ],
    },
    {
      id: 'prepare',
      heading: 'Ce qu’il faut préparer',
      paragraphs: [
        'Les partenaires demandent en général l’immatriculation de l’entreprise, des relevés bancaires ou de mobile money récents, et la commande ou le contrat à financer. Une entreprise vérifiée sur Sokoni a déjà présenté ses documents d’immatriculation une fois.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Faire vérifier votre entreprise',
        },
        {
          to: '/orders',
          label: 'Mes commandes',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Est-ce Sokoni qui prête l’argent ?',
      answer:
        'Non. Sokoni présente votre demande à des partenaires agréés. Chaque partenaire fixe ses conditions, ses frais et ses intérêts, et les indique dans son offre.',
    },
    {
      question: 'Envoyer une demande a-t-il un effet sur mon dossier de crédit ?',
      answer:
        'Envoyer une demande à Sokoni, non. Un partenaire qui doit consulter votre dossier de crédit vous demande d’abord votre autorisation.',
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
