export { DeadLettersAdminModule } from './dead-letters-admin.module.js';
export { DEAD_LETTERS_SERVICE, type DeadLettersAdminOptions } from './dead-letters-admin.options.js';
export {
  deadLetterTopics,
  type DeadLetterService,
  type DeadLetterReplayedTopic,
  type DeadLetterDiscardedTopic,
} from './dead-letter-services.js';
export { publicDeadLetterId, localDeadLetterId } from './dead-letter-id.js';
export { DEAD_LETTERS_LIST } from './dead-letters.list.js';
export { BULK_REPLAY_LIMIT, type ReplayDeadLettersResult } from './replay-dead-letters.use-case.js';
export type { DeadLetterView, DeadLetterDetailView, DeadLetterEnvelopeView } from './dead-letter.view.js';
