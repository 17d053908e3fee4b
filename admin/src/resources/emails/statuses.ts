/** notifications' e-mail templates and delivery statuses (email-renderer.ts, email-delivery.entity.ts). */
export const TEMPLATES = ['verify-email', 'reset-password', 'welcome', 'password-changed'] as const;
/** skipped: not sent, the recipient switched that topic's e-mails off in their notification settings. */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const EMAIL_COLOURS = {
  queued: 'warning',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
} as const;
