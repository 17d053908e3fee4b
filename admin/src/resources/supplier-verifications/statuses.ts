export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

export const verificationStatusChoices = VERIFICATION_STATUSES.map((id) => ({
  id,
  name: `app.verification_status.${id}`,
}));

export const VERIFICATION_COLOURS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
} as const;
