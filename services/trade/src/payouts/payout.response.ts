import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { PAYOUT_STATUSES, type PayoutStatus } from './payout.entity.js';
import type { BalanceView, PayoutPage, PayoutView } from './payout.view.js';

@ApiSchema({ name: 'Payout' })
export class PayoutResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: 'integer' }) amountMinor!: number;
  @ApiProperty({ example: 'sandbox' }) provider!: string;
  @ApiProperty({ description: 'Where it goes, masked: "bank 058 ••••6789"' }) destination!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The stored destination' })
  destinationId!: string | null;
  @ApiProperty({ enum: PAYOUT_STATUSES }) status!: PayoutStatus;
  @ApiProperty({ type: 'string', nullable: true }) providerReference!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) failureReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) settledAt!: string | null;
}

@ApiSchema({ name: 'PayoutPage' })
export class PayoutPageResponse {
  @ApiProperty({ type: PayoutResponse, isArray: true }) items!: PayoutResponse[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

@ApiSchema({ name: 'SellerBalance', description: "One currency of a seller's money, in minor units" })
export class BalanceResponse {
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: 'integer', description: 'Released, not paid out: what a payout may take' })
  availableMinor!: number;
  @ApiProperty({ type: 'integer', description: 'Held in escrow for you, net of fees' })
  incomingMinor!: number;
  @ApiProperty({ type: 'integer', description: 'Paid out, not yet confirmed' }) inTransitMinor!: number;
}

type _Payout = AssertTrue<SameShape<PayoutResponse, PayoutView>>;
type _Page = AssertTrue<SameShape<PayoutPageResponse, PayoutPage>>;
type _Balance = AssertTrue<SameShape<BalanceResponse, BalanceView>>;
