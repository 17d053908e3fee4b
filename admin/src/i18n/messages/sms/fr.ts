/** Les mots du back-office pour les SMS (notifications, /admin/sms-messages). */
export const smsFr = {
  app: {
    sms_status: { queued: 'En file', sent: 'Envoyé', failed: 'Échec' },
    sms_channel: { sms: 'SMS', whatsapp: 'WhatsApp' },
  },
  resources: {
    'sms-messages': {
      name: 'SMS |||| SMS',
      fields: {
        id: 'Id',
        to: 'Destinataire',
        userId: 'Utilisateur',
        channel: 'Canal',
        kind: 'Notification',
        body: 'Message',
        status: 'Statut',
        transport: 'Transport',
        attempts: 'Tentatives',
        error: 'Erreur',
        createdAt: 'Mis en file le',
        sentAt: 'Envoyé le',
        providerMessageId: 'Id chez le fournisseur',
        q: 'Recherche',
      },
    },
  },
};
