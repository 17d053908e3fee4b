import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { DESTINATION_KINDS, type DestinationKind } from './payout-destination.rules.js';
import type { PayoutDestinationView } from './payout-destination.view.js';

@ApiSchema({ name: 'PayoutDestination', description: 'Where a seller is paid; account numbers masked' })
export class PayoutDestinationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: DESTINATION_KINDS }) kind!: DestinationKind;
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'KE' }) country!: string | null;
  @ApiProperty({ example: 'Wanjiru Traders Ltd' }) accountName!: string;
  @ApiProperty({ type: 'string', nullable: true, example: '058' }) bankCode!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '••••6789', description: 'Last 4 digits only' })
  accountNumberMasked!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'mpesa' }) network!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '••••4149', description: 'Last 4 digits only' })
  phoneMasked!: string | null;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

type _View = AssertTrue<SameShape<PayoutDestinationResponse, PayoutDestinationView>>;
