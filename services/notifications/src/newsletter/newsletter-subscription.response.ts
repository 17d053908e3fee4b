import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './newsletter-subscription.entity.js';
import type { SubscriptionView } from './newsletter-subscription.view.js';

@ApiSchema({ name: 'NewsletterSubscription' })
export class NewsletterSubscriptionResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ example: 'fr' })
  locale!: string;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'NewsletterSubscriptionStatus' })
  status!: SubscriptionStatus;

  @ApiProperty({ format: 'date-time', description: 'The latest (re)subscription' })
  subscribedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

type _Subscription = AssertTrue<SameShape<NewsletterSubscriptionResponse, SubscriptionView>>;
