import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { RfqAttachmentView } from './attachments/rfq-attachments.js';
import { INCOTERMS } from './rfq-rules.js';
import { QUOTE_STATUSES, RFQ_STATUSES, type QuoteStatus, type RfqStatus } from './rfq-store.js';
import type {
  ConvertedPrice,
  QuoteView,
  RfqDetailView,
  RfqPage,
  RfqView,
  SellerRfqView,
} from './rfq.view.js';
import { PriceTierDto } from './rfqs.dto.js';

@ApiSchema({ name: 'RfqConvertedPrice' })
export class ConvertedPriceResponse {
  @ApiProperty() currency!: string;
  @ApiProperty({ type: 'integer' }) totalMinor!: number;
}

@ApiSchema({ name: 'RfqQuote' })
export class QuoteResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) rfqId!: string;
  @ApiProperty({ format: 'uuid' }) supplierId!: string;
  @ApiProperty() supplierName!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string' }) productId!: string | null;
  @ApiProperty({ type: PriceTierDto, isArray: true }) priceTiers!: PriceTierDto[];
  @ApiProperty() currency!: string;
  @ApiProperty({ type: 'integer' }) moq!: number;
  @ApiProperty({ type: 'integer' }) leadTimeDays!: number;
  @ApiProperty({ format: 'date' }) validUntil!: string;
  @ApiProperty({ enum: INCOTERMS }) incoterm!: string;
  @ApiProperty() paymentTerms!: string;
  @ApiProperty() sampleAvailable!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) samplePriceMinor!: number | null;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: QUOTE_STATUSES }) status!: QuoteStatus;
  @ApiProperty({ type: 'string', nullable: true, enum: ['another_accepted', 'rfq_closed', 'rfq_removed'] })
  declinedReason!: string | null;
  @ApiProperty({ type: 'integer', description: '0 or 1: a quote may be revised once' }) revisions!: number;
  @ApiProperty({ type: 'integer', description: "Tier price for the RFQ's quantity" }) unitPriceMinor!: number;
  @ApiProperty({ type: 'integer' }) totalMinor!: number;
  @ApiProperty({ type: ConvertedPriceResponse, nullable: true, description: "In the RFQ's currency" })
  converted!: ConvertedPrice | null;
  @ApiProperty() supplierVerified!: boolean;
  @ApiProperty({ type: 'number', nullable: true, minimum: 0, maximum: 1 }) supplierResponseRate!:
    number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'Rfq' })
export class RfqResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty() buyerName!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string' }) productId!: string | null;
  @ApiProperty({ nullable: true, type: 'string' }) categoryId!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty() unit!: string;
  @ApiProperty({ type: 'integer', nullable: true }) targetPriceMinor!: number | null;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: INCOTERMS }) incoterm!: string;
  @ApiProperty() destinationCountry!: string;
  @ApiProperty({ nullable: true, type: 'string' }) destinationPort!: string | null;
  @ApiProperty({ format: 'date' }) neededBy!: string;
  @ApiProperty({ format: 'date-time' }) quoteDeadline!: string;
  @ApiProperty({ enum: ['open', 'invited'] }) visibility!: string;
  @ApiProperty({ type: 'integer' }) maxQuotes!: number;
  @ApiProperty({ type: 'string', isArray: true }) supplierCountries!: string[];
  @ApiProperty({ enum: RFQ_STATUSES }) status!: RfqStatus;
  @ApiProperty() quotingOpen!: boolean;
  @ApiProperty({ type: 'integer' }) quoteCount!: number;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string' }) acceptedQuoteId!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string' }) orderId!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string' }) checkoutId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'RfqAttachment' })
export class RfqAttachmentResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] }) contentType!: string;
  @ApiProperty({ type: 'integer' }) sizeBytes!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'RfqDetail' })
export class RfqDetailResponse extends RfqResponse {
  @ApiProperty({ type: QuoteResponse, isArray: true }) quotes!: QuoteView[];
  @ApiProperty({
    type: RfqAttachmentResponse,
    isArray: true,
    description: 'Download: GET …/attachments/{id}',
  })
  attachments!: RfqAttachmentView[];
}

@ApiSchema({ name: 'SellerRfq' })
export class SellerRfqResponse extends RfqResponse {
  @ApiProperty() invited!: boolean;
  @ApiPropertyOptional({ type: QuoteResponse, nullable: true }) myQuote!: QuoteView | null;
}

@ApiSchema({ name: 'RfqPage' })
export class RfqPageResponse {
  @ApiProperty({ type: RfqResponse, isArray: true }) items!: RfqView[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

@ApiSchema({ name: 'SellerRfqPage' })
export class SellerRfqPageResponse {
  @ApiProperty({ type: SellerRfqResponse, isArray: true }) items!: SellerRfqView[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

@ApiSchema({ name: 'RfqCreated' })
export class RfqCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

type _Rfq = AssertTrue<SameShape<RfqResponse, RfqView>>;
type _Quote = AssertTrue<SameShape<QuoteResponse, QuoteView>>;
type _Detail = AssertTrue<SameShape<RfqDetailResponse, RfqDetailView>>;
type _Attachment = AssertTrue<SameShape<RfqAttachmentResponse, RfqAttachmentView>>;
type _Page = AssertTrue<SameShape<RfqPageResponse, RfqPage<RfqView>>>;
