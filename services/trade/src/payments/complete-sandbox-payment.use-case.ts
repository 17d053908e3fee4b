import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@sokoni/platform/auth';
import { GetPayment } from './get-payment.query.js';
import { PaymentProblems } from './payment.problems.js';
import { PaymentProviders } from './payment-providers.js';
import type { PaymentView } from './payment.view.js';
import { PaymentRefusedError } from './providers/payment.errors.js';

export interface SandboxCompletion {
  payment: PaymentView;
  delivered: number;
  failed: number;
}

/**
 * The tester's decision on the storefront's sandbox page (or a test's): the sandbox settles the
 * payment on its side and sends its signed webhooks — duplicated or out of order on request —
 * into the same pipeline a real provider's reach. Answers once they are stored; their effect
 * follows as the processor verifies them (GET the payment to watch it). Only while the sandbox is
 * the active provider, and only for the paying buyer or staff.
 */
@Injectable()
export class CompleteSandboxPayment {
  constructor(
    private readonly providers: PaymentProviders,
    private readonly payments: GetPayment,
  ) {}

  async execute(
    user: AuthUser,
    paymentId: string,
    decision: { outcome: 'succeeded' | 'failed'; duplicates?: number; outOfOrder?: boolean },
  ): Promise<SandboxCompletion> {
    const sandbox = this.providers.sandbox;
    if (!sandbox) throw PaymentProblems.sandboxOff();
    const payment = await this.payments.visible(user, paymentId);
    if (payment.provider !== 'sandbox') throw PaymentProblems.notFound();
    try {
      const done = await sandbox.complete(payment.id, decision.outcome, {
        duplicates: decision.duplicates,
        outOfOrder: decision.outOfOrder,
      });
      return {
        payment: await this.payments.execute(user, payment.id),
        delivered: done.webhooks.length - done.failures.length,
        failed: done.failures.length,
      };
    } catch (err) {
      if (!(err instanceof PaymentRefusedError)) throw err;
      if (err.code === 'not_found') throw PaymentProblems.notStarted();
      if (err.code === 'already_final') throw PaymentProblems.alreadyFinal();
      throw err;
    }
  }
}
