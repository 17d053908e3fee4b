import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Contacter Sokoni',
  description:
    'Une question sur l’achat, la vente, un partenariat ou pour la presse ? Écrivez à l’équipe Sokoni en français, anglais, arabe ou swahili.',
  lead: 'Achat, vente, partenariat ou presse : écrivez-nous, la bonne personne vous répondra.',
  sections: [
    {
      id: 'teams',
      heading: 'Écrire à la bonne équipe',
      paragraphs: [
        'Le formulaire ci-dessus nous parvient à tous. Si vous préférez l’e-mail, ces adresses mènent directement à chaque équipe :',
      ],
      list: [
        'Aide sur un compte ou une commande : support@sokoni.africa',
        'Partenariats et ventes entreprises : partners@sokoni.africa',
        'Presse et médias : press@sokoni.africa',
        'Demandes relatives aux données personnelles : privacy@sokoni.africa',
        'Signalements de sécurité : security@sokoni.africa',
      ],
    },
    {
      id: 'before',
      heading: 'Avant d’écrire',
      paragraphs: [
        'Beaucoup de réponses se trouvent déjà dans la FAQ et le centre d’aide. Pour un problème de commande, la page de la commande est plus rapide : vos messages y restent rattachés et vous pouvez ouvrir un litige tant que le paiement est sous séquestre.',
      ],
      links: [
        { to: '/faq', label: 'FAQ' },
        { to: '/help-center', label: 'Centre d’aide' },
      ],
    },
    {
      id: 'languages',
      heading: 'Langues et délais de réponse',
      paragraphs: [
        'Écrivez en français, anglais, arabe ou swahili : nous répondrons dans la même langue. Nous visons une réponse sous deux jours ouvrés, et plus vite lorsqu’une commande est en jeu.',
      ],
    },
  ],
};

export default doc;
