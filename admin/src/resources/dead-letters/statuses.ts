/** The services whose consumers keep dead letters (each serves /admin/dead-letters; the gateway routes by name). */
export const DEAD_LETTER_SERVICES = [
  'identity',
  'catalogue',
  'cart',
  'trade',
  'notifications',
  'audit',
] as const;
export type DeadLetterService = (typeof DEAD_LETTER_SERVICES)[number];

/** A list always names one service: the gateway needs it to know whom to ask. */
export const DEFAULT_SERVICE: DeadLetterService = 'identity';

export const serviceChoices = DEAD_LETTER_SERVICES.map((id) => ({ id, name: `app.service.${id}` }));

/** The platform's dead_letter statuses and error kinds (events/dead-letter.store.ts). */
export const DEAD_LETTER_STATUSES = ['open', 'replayed', 'discarded'] as const;
export const DEAD_LETTER_KINDS = ['poison', 'transient_exhausted', 'replay_failed'] as const;

export const deadLetterStatusChoices = DEAD_LETTER_STATUSES.map((id) => ({
  id,
  name: `app.dead_letter_status.${id}`,
}));

export const DEAD_LETTER_COLOURS = { open: 'warning', replayed: 'success', discarded: 'default' } as const;
export const DEAD_LETTER_KIND_COLOURS = {
  poison: 'error',
  transient_exhausted: 'warning',
  replay_failed: 'error',
} as const;
