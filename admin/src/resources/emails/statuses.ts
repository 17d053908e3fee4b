/** notifications' e-mail templates and delivery statuses (email-renderer.ts, email-delivery.entity.ts). */
export const TEMPLATES = ['verify-email', 'reset-password', 'welcome', 'password-changed'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const EMAIL_COLOURS = { queued: 'warning', sent: 'success', failed: 'error' } as const;
