import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { VERIFICATION_STATUSES, type SupplierVerification } from './supplier-verification.entity.js';
import type {
  AdminVerificationListView,
  AdminVerificationView,
  DocumentView,
  SellerVerificationView,
} from './verification.view.js';

/** OpenAPI schemas of the verification views (verification.view.ts); checked against them below. */
@ApiSchema({
  name: 'SupplierVerification',
  description: "A seller's verification request, as the seller sees it",
})
export class SellerVerificationResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: VERIFICATION_STATUSES, enumName: 'SupplierVerificationRequestStatus' })
  status!: SupplierVerification['status'];

  @ApiProperty({ example: 'Sahel Cotton Ginners' })
  companyName!: string;

  @ApiProperty({ example: 'RC-2019-B-1234' })
  companyRegistrationNumber!: string;

  @ApiProperty({ example: 'NIF 0412-7788' })
  taxId!: string;

  @ApiProperty({ example: 'ML', description: 'ISO 3166-1 alpha-2' })
  country!: string;

  @ApiProperty({ format: 'date-time' })
  submittedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was rejected' })
  reason!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when an approval stands',
  })
  expiresAt!: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  documentCount!: number;
}

@ApiSchema({ name: 'SupplierVerificationAdmin', description: 'A verification request as staff list it' })
export class AdminVerificationListResponse extends SellerVerificationResponse {
  @ApiProperty({ format: 'uuid' })
  sellerId!: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  sellerEmail!: string | null;

  @ApiProperty({ type: String, nullable: true })
  sellerBusinessName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  sellerFullName!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The admin who decided' })
  decidedBy!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the approval ran out',
  })
  expiredAt!: string | null;
}

@ApiSchema({ name: 'VerificationDocument', description: 'A file sent with a verification request' })
export class DocumentResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'registration certificate.pdf' })
  fileName!: string;

  @ApiProperty({ enum: ['application/pdf', 'image/jpeg', 'image/png'] })
  contentType!: string;

  @ApiProperty({ type: 'integer', description: 'Bytes' })
  size!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({
  name: 'SupplierVerificationDetail',
  description: 'One verification request for staff, with its files',
})
export class AdminVerificationResponse extends AdminVerificationListResponse {
  @ApiProperty({ type: [DocumentResponse] })
  documents!: DocumentResponse[];
}

type _Seller = AssertTrue<SameShape<SellerVerificationResponse, SellerVerificationView>>;
type _AdminList = AssertTrue<SameShape<AdminVerificationListResponse, AdminVerificationListView>>;
type _Document = AssertTrue<SameShape<DocumentResponse, DocumentView>>;
type _Admin = AssertTrue<SameShape<AdminVerificationResponse, AdminVerificationView>>;
