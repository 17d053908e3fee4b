import { Inject, Injectable } from '@nestjs/common';
import { DeadLetterStore } from '../events/index.js';
import { localDeadLetterId } from './dead-letter-id.js';
import { DeadLetterProblems } from './dead-letter.problems.js';
import { toDeadLetterDetailView, type DeadLetterDetailView } from './dead-letter.view.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';

@Injectable()
export class GetDeadLetter {
  constructor(
    private readonly store: DeadLetterStore,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  async execute(publicId: string): Promise<DeadLetterDetailView> {
    const letter = await this.store.get(localDeadLetterId(this.service, publicId));
    if (!letter) throw DeadLetterProblems.notFound();
    return toDeadLetterDetailView(this.service, letter);
  }
}
