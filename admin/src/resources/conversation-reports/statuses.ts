/** messaging's report reasons and statuses (services/messaging/src/messaging.entities.ts). */
export const REPORT_REASONS = ['spam', 'fraud', 'abuse', 'off_platform', 'other'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;

export const reasonChoices = REPORT_REASONS.map((id) => ({ id, name: `app.report_reason.${id}` }));
export const statusChoices = REPORT_STATUSES.map((id) => ({ id, name: `app.report_status.${id}` }));

export const REPORT_COLOURS = { open: 'warning', resolved: 'success' } as const;
export const REASON_COLOURS = { fraud: 'error', abuse: 'error', off_platform: 'warning' } as const;
