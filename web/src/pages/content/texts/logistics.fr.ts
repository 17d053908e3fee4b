import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Logistique et expédition',
  description:
    'Devis de fret maritime, aérien, routier et ferroviaire en Afrique et au-delà, auprès de transitaires qui connaissent le corridor. Dites-nous quoi transporter.',
  lead: 'Dites-nous ce qui doit être transporté, d’où, vers où et quand. Nous interrogeons les transitaires et transporteurs qui desservent ce corridor et revenons vers vous avec des options.',
  sections: [
    {
      id: 'modes',
      heading: 'Mer, air, route et rail',
      paragraphs: [
        'La plupart des marchandises achetées sur Sokoni voyagent par la route au sein d’une région, ou par mer entre régions ; l’avion convient aux échantillons et aux envois légers et urgents. Nos partenaires couvrent les principaux corridors, par exemple :',
      ],
      list: [
        'Mombasa et Dar es Salaam vers Kampala, Kigali et Djouba ;',
        'Abidjan, Tema et Lomé vers Lagos et le Sahel ;',
        'Durban vers Johannesburg, Lusaka et Harare ;',
        'Casablanca et Tanger vers l’Europe et l’Afrique de l’Ouest.',
      ],
      links: [
        {
          to: '#request',
          label: 'Demander un devis de fret',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Comment se passe une demande',
      paragraphs: [
        'Plus la demande est précise, plus les devis le sont : le poids ou le volume, l’emballage et la date de disponibilité comptent le plus.',
      ],
      ordered: true,
      list: [
        'Remplissez le formulaire ci-dessous avec le trajet, la marchandise et la date.',
        'Notre équipe la lit sous deux jours ouvrés et vous demande ce qui manque éventuellement.',
        'Avec votre accord, des transitaires la reçoivent et chiffrent le prix, le délai de transit et les documents nécessaires.',
        'Vous réservez auprès du transitaire choisi, puis ajoutez le suivi à votre commande pour que les deux parties puissent le voir.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents et Incoterms',
      paragraphs: [
        'Un Incoterm indique où s’arrête le rôle du vendeur et où commence celui de l’acheteur : FOB Mombasa signifie que le vendeur paie jusqu’à ce que la marchandise soit à bord, CIF ajoute le fret et l’assurance jusqu’au port de destination. Les certificats d’origine de la Zone de libre-échange continentale africaine peuvent réduire les droits de douane.',
      ],
      links: [
        {
          to: '/international-support',
          label: 'Commercer au-delà des frontières',
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
      question: 'Sokoni transporte-t-il les marchandises lui-même ?',
      answer:
        'Non. Sokoni vous met en relation avec des transitaires et des transporteurs ; la réservation et le contrat de transport sont entre vous et eux.',
    },
    {
      question: 'Puis-je demander un devis avant d’avoir passé commande ?',
      answer:
        'Oui. Beaucoup d’acheteurs demandent des devis de fret pendant qu’ils comparent les fournisseurs, pour connaître le coût rendu.',
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
