import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { Payment } from './payment.entities.js';
import { PaymentProblems } from './payment.problems.js';
import { toPaymentView, type PaymentView } from './payment.view.js';

/** One payment, for the buyer who makes it or for staff; anyone else gets 404. */
@Injectable()
export class GetPayment {
  constructor(private readonly orm: MikroORM) {}

  async execute(user: AuthUser, paymentId: string): Promise<PaymentView> {
    return toPaymentView(await this.visible(user, paymentId));
  }

  async visible(user: AuthUser, paymentId: string): Promise<Payment> {
    const payment = await this.orm.em.fork().findOne(Payment, paymentId.toLowerCase());
    if (!payment || (user.role !== 'admin' && payment.buyerId !== user.id.toLowerCase()))
      throw PaymentProblems.notFound();
    return payment;
  }
}
