import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { LedgerEntryView, LedgerPostingView } from './admin-ledger.query.js';

/** OpenAPI schemas of the ledger's journal as staff read it, checked against the views. */
@ApiSchema({ name: 'TradeLedgerEntryAdmin', description: 'One journal entry, as the list shows it' })
export class LedgerEntryResponse {
  @ApiProperty({ example: 'capture:0196a1b2-…' })
  id!: string;

  @ApiProperty({ type: 'integer', description: 'Order of application, from 1' })
  seq!: number;

  @ApiProperty({ example: 'capture' })
  operation!: string;

  @ApiProperty({ example: 'KES' })
  currency!: string;

  @ApiProperty({ type: String, nullable: true })
  orderId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  sellerId!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'sandbox' })
  provider!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The hold or payout entry it resolved' })
  resolves!: string | null;

  @ApiProperty({ type: Boolean, nullable: true, description: 'true: froze the escrow; false: unfroze it' })
  freezeChange!: boolean | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Minor units of currency the entry moves or reserves (captured, held, released with the fee, ' +
      'refunded, paid out); a void without refund: what it gives back to the escrow; null: no postings',
  })
  amountMinor!: number | null;

  @ApiProperty({ type: String, nullable: true })
  memo!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'TradeLedgerPostingAdmin' })
export class LedgerPostingResponse {
  @ApiProperty({ type: 'integer', description: 'Position within the entry, from 1' })
  line!: number;

  @ApiProperty({ example: 'provider_clearing:sandbox:KES', description: 'kind:owner:currency' })
  debit!: string;

  @ApiProperty({ example: 'escrow:0196a1b2-…:KES' })
  credit!: string;

  @ApiProperty({ type: 'integer' })
  amountMinor!: number;

  @ApiProperty({ enum: ['posted', 'pending', 'post_pending', 'void_pending'] })
  phase!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The pending posting it resolves' })
  pendingId!: number | null;
}

@ApiSchema({ name: 'TradeLedgerEntryAdminDetail', description: 'One journal entry with its postings' })
export class LedgerEntryDetailResponse extends LedgerEntryResponse {
  @ApiProperty({ type: LedgerPostingResponse, isArray: true })
  postings!: LedgerPostingView[];
}

type _Entry = AssertTrue<SameShape<LedgerEntryResponse, LedgerEntryView>>;
type _Posting = AssertTrue<SameShape<LedgerPostingResponse, LedgerPostingView>>;
type _Detail = AssertTrue<
  SameShape<LedgerEntryDetailResponse, LedgerEntryView & { postings: LedgerPostingView[] }>
>;
