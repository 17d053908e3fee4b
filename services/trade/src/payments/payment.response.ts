import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment.entities.js';
import type { PaymentAction } from './payment-initiation.js';
import { PROVIDER_NAMES, type ProviderName } from './providers/payment-provider.port.js';
import type { PaymentView } from './payment.view.js';
import type { SandboxCompletion } from './complete-sandbox-payment.use-case.js';

@ApiSchema({
  name: 'TradePaymentAction',
  description:
    'What the buyer must do next: `redirect` (open redirectUrl: the provider page, or the storefront sandbox page) or `stk_push` (approve the prompt on the phone)',
})
export class PaymentActionResponse {
  @ApiProperty({ enum: ['redirect', 'stk_push'] })
  kind!: 'redirect' | 'stk_push';

  @ApiPropertyOptional({ example: '/sandbox/pay/0196…?return=…' })
  redirectUrl?: string;

  @ApiPropertyOptional({ example: 'Success. Request accepted for processing' })
  customerMessage?: string;
}

@ApiSchema({ name: 'TradePayment', description: 'A payment of a checkout' })
export class PaymentResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  checkoutId!: string;

  @ApiProperty({ enum: PROVIDER_NAMES })
  provider!: ProviderName;

  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description:
      'created: not handed to the provider yet; pending: waiting for the buyer; succeeded; failed; refunded: taken after the checkout could no longer be paid, and returned',
  })
  status!: PaymentStatus;

  @ApiProperty({ example: 'KES' })
  currency!: string;

  @ApiProperty({ type: 'integer', example: 1250000, description: 'Minor units of currency' })
  amountMinor!: number;

  @ApiProperty({ type: PaymentActionResponse, nullable: true })
  action!: PaymentAction | null;

  @ApiProperty({ type: String, nullable: true })
  failureReason!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

@ApiSchema({ name: 'TradeSandboxCompletion', description: 'The sandbox decided; its webhooks are stored' })
export class SandboxCompletionResponse {
  @ApiProperty({ type: PaymentResponse })
  payment!: PaymentView;

  @ApiProperty({ type: 'integer', description: 'Webhooks delivered into the webhook pipeline' })
  delivered!: number;

  @ApiProperty({ type: 'integer', description: 'Deliveries the pipeline refused' })
  failed!: number;
}

type _Payment = AssertTrue<SameShape<PaymentResponse, PaymentView>>;
type _Completion = AssertTrue<SameShape<SandboxCompletionResponse, SandboxCompletion>>;
