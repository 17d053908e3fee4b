import type { DeadLetterService } from './dead-letter-services.js';

/** The name of the service whose dead letters this module serves (the `<service>:` of their ids). */
export const DEAD_LETTERS_SERVICE = Symbol('DEAD_LETTERS_SERVICE');

export interface DeadLettersAdminOptions {
  service: DeadLetterService;
}
