import { type DynamicModule, Module } from '@nestjs/common';
import { DeadLetterAudit } from './dead-letter-audit.js';
import { DeadLettersAdminController } from './dead-letters-admin.controller.js';
import { DEAD_LETTERS_SERVICE, type DeadLettersAdminOptions } from './dead-letters-admin.options.js';
import { DiscardDeadLetter } from './discard-dead-letter.use-case.js';
import { GetDeadLetter } from './get-dead-letter.query.js';
import { ListDeadLetters } from './list-dead-letters.query.js';
import { ReplayDeadLetter } from './replay-dead-letter.use-case.js';
import { ReplayDeadLetters } from './replay-dead-letters.use-case.js';

/**
 * The back office's "Dead letters" for one service: `/api/v1/admin/dead-letters` over the service's
 * own dead_letter table (list, show, replay one or all matching, discard with a reason; replays
 * and discards audited through the outbox). Needs what servicePlatform() mounts (events, auth).
 */
@Module({})
export class DeadLettersAdminModule {
  static forRoot(o: DeadLettersAdminOptions): DynamicModule {
    return {
      module: DeadLettersAdminModule,
      controllers: [DeadLettersAdminController],
      providers: [
        { provide: DEAD_LETTERS_SERVICE, useValue: o.service },
        DeadLetterAudit,
        ListDeadLetters,
        GetDeadLetter,
        ReplayDeadLetter,
        ReplayDeadLetters,
        DiscardDeadLetter,
      ],
    };
  }
}
