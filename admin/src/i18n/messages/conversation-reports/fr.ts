import type { conversationReportsEn } from './en';

/** Les mots des signalements de conversations (voir en.ts). */
export const conversationReportsFr: typeof conversationReportsEn = {
  app: {
    report_status: { open: 'Ouvert', resolved: 'Résolu' },
    report_reason: {
      spam: 'Spam',
      fraud: 'Fraude ou arnaque',
      abuse: 'Abus ou harcèlement',
      off_platform: 'Commerce hors de la plateforme',
      other: 'Autre',
    },
    conversation_report: {
      conversation: 'La conversation',
      resolution: 'Résolution',
      unresolved: 'Pas encore résolu.',
      resolve: 'Résoudre',
      resolve_title: 'Résoudre ce signalement',
      resolve_body:
        'Indiquez ce qui a été fait (un avertissement, une suspension, rien à faire). La personne qui a signalé ne voit pas ce texte.',
      resolved: 'Signalement résolu',
      buyer: 'Acheteur',
      supplier: 'Fournisseur',
      read_at: 'lu le %{date}',
      masked: 'Coordonnées masquées',
      shown_as: 'Montré à l’autre partie ainsi : %{text}',
      between: 'Entre %{buyer} (acheteur) et %{supplier} (fournisseur)',
      subject_product: 'Produit',
      subject_supplier: 'Vitrine',
      subject_rfq: 'Demande de devis',
      subject_order: 'Commande',
      no_messages: 'Aucun message.',
    },
  },
  resources: {
    'conversation-reports': {
      name: 'Signalement de conversation |||| Signalements de conversations',
      fields: {
        id: 'Référence',
        createdAt: 'Signalé le',
        status: 'Statut',
        reason: 'Motif',
        reporterId: 'Signalé par',
        note: 'Note',
        conversationId: 'Conversation',
        resolution: 'Ce qui a été fait',
        resolvedBy: 'Résolu par',
        resolvedAt: 'Résolu le',
      },
    },
  },
};
