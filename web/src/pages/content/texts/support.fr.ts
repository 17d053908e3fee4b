import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Assistance',
  description:
    'Comment obtenir l’aide de l’équipe Sokoni : quoi indiquer, nos délais de réponse, problèmes de commande et litiges, signalement d’une fraude ou d’une faille.',
  lead: 'Ce sont des personnes, pas des robots, qui répondent à chaque demande. Voici comment nous joindre et obtenir rapidement une réponse utile.',
  sections: [
    {
      id: 'channels',
      heading: 'Comment nous joindre',
      paragraphs: [
        'Le formulaire de contact est le plus rapide : choisissez le sujet qui convient et votre message arrive directement à la bonne équipe. Pour un problème sur une commande précise, passez par la page de la commande : tout reste au même endroit et sert de preuve si un litige est ouvert.',
      ],
      list: [
        'Formulaire de contact : toute question, en français, anglais, arabe ou swahili.',
        'Page de la commande : messages à l’autre partie, confirmation de réception, litiges.',
        'E-mail à support@sokoni.africa si vous ne pouvez pas utiliser le formulaire.',
      ],
      links: [
        { to: '/contact?topic=support', label: 'Ouvrir le formulaire de contact', primary: true },
        { to: 'mailto:support@sokoni.africa', label: 'support@sokoni.africa' },
      ],
    },
    {
      id: 'details',
      heading: 'Ce qu’il faut indiquer',
      paragraphs: [
        'Un premier message complet, c’est souvent une première réponse complète. Indiquez-nous :',
      ],
      list: [
        'l’adresse e-mail de votre compte Sokoni ;',
        'le numéro de commande, ou le lien vers le produit ou la demande de devis ;',
        'ce que vous attendiez, ce qui s’est passé à la place, et quand ;',
        'des captures d’écran ou des photos si elles sont utiles ;',
        'pour un paiement : la date, le montant et le moyen utilisé. N’envoyez jamais un numéro de carte, un mot de passe ou un code à usage unique.',
      ],
    },
    {
      id: 'hours',
      heading: 'Nos délais de réponse',
      paragraphs: [
        'Notre équipe travaille du lundi au vendredi sur les fuseaux horaires d’Afrique de l’Ouest, centrale, de l’Est et australe, et s’efforce de répondre sous deux jours ouvrés. Les problèmes de commandes dont l’argent est sous séquestre sont traités en priorité.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Problèmes de commande et litiges',
      paragraphs: [
        'Quand l’argent est sous séquestre, les délais comptent. Ouvrez le litige depuis la page de la commande avant la fin de la période de contrôle, même si la discussion avec le fournisseur continue. Un litige bloque le paiement ; il n’accuse personne, et vous pouvez le clore dès que vous êtes d’accord.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'Le déroulement d’un litige' }],
    },
    {
      id: 'security',
      heading: 'Fraude et sécurité',
      paragraphs: [
        'Si quelqu’un vous demande de payer en dehors de Sokoni ou de communiquer votre mot de passe, ou si une annonce semble frauduleuse, signalez-la depuis la fiche produit ou écrivez à security@sokoni.africa. Nous ne demandons jamais de mot de passe ni de code à usage unique.',
        'Pour signaler une faille de la plateforme, envoyez les étapes pour la reproduire à security@sokoni.africa et laissez-nous un délai raisonnable pour la corriger avant toute publication. Nous n’engagerons aucune action contre une recherche menée de bonne foi.',
      ],
      links: [{ to: 'mailto:security@sokoni.africa', label: 'security@sokoni.africa' }],
    },
    {
      id: 'feedback',
      heading: 'Idées et retours',
      paragraphs: [
        'Sokoni est open source et s’améliore grâce aux retours des entreprises qui l’utilisent. Dites-nous ce qui manque ou ce qui est confus : les suggestions des commerçants orientent ce que nous construisons ensuite.',
      ],
      links: [{ to: '/contact?topic=general', label: 'Donner votre avis' }],
    },
  ],
  actions: [
    { to: '/help-center', label: 'Centre d’aide' },
    { to: '/faq', label: 'FAQ' },
  ],
};

export default doc;
