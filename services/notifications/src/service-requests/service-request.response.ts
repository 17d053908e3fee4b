import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import {
  FinanceDetailsDto,
  FreightDetailsDto,
  InspectionDetailsDto,
  PartnershipDetailsDto,
} from './service-request.dto.js';
import {
  SERVICE_REQUEST_STATUSES,
  SERVICE_TYPES,
  type ServiceRequestStatus,
  type ServiceType,
} from './service-request.entity.js';
import type { ServiceRequestReceipt, ServiceRequestView } from './service-request.view.js';

@ApiSchema({
  name: 'ServiceRequestReceipt',
  description: 'The request is stored, staff notified and the requester sent an acknowledgement',
})
export class ServiceRequestReceiptResponse {
  @ApiProperty({ format: 'uuid', description: 'A reference the requester can quote' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}

@ApiSchema({ name: 'ServiceRequest' })
export class ServiceRequestResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: SERVICE_TYPES, enumName: 'ServiceType' })
  service!: ServiceType;

  @ApiProperty({ enum: SERVICE_REQUEST_STATUSES, enumName: 'ServiceRequestStatus' })
  status!: ServiceRequestStatus;

  @ApiProperty({ type: FinanceDetailsDto, nullable: true })
  finance!: FinanceDetailsDto | null;

  @ApiProperty({ type: FreightDetailsDto, nullable: true })
  freight!: FreightDetailsDto | null;

  @ApiProperty({ type: InspectionDetailsDto, nullable: true })
  inspection!: InspectionDetailsDto | null;

  @ApiProperty({ type: PartnershipDetailsDto, nullable: true })
  partnership!: PartnershipDetailsDto | null;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  company!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  country!: string | null;

  @ApiProperty({ type: String, nullable: true })
  message!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  requesterId!: string | null;

  @ApiProperty({ example: 'fr' })
  locale!: string;

  @ApiProperty({ format: 'date-time' })
  consentAt!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  assigneeId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

type _Receipt = AssertTrue<SameShape<ServiceRequestReceiptResponse, ServiceRequestReceipt>>;
type _Request = AssertTrue<SameShape<ServiceRequestResponse, ServiceRequestView>>;
