import type {
  FinanceDetailsDto,
  FreightDetailsDto,
  InspectionDetailsDto,
  PartnershipDetailsDto,
} from './service-request.dto.js';
import type { ServiceRequest, ServiceRequestStatus, ServiceType } from './service-request.entity.js';

/**
 * A service request as staff see it. The details sit under the service's name, as the request sent
 * them; the other services' are null.
 */
export interface ServiceRequestView {
  id: string;
  service: ServiceType;
  status: ServiceRequestStatus;
  finance: FinanceDetailsDto | null;
  freight: FreightDetailsDto | null;
  inspection: InspectionDetailsDto | null;
  partnership: PartnershipDetailsDto | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  message: string | null;
  requesterId: string | null;
  locale: string;
  consentAt: string;
  assigneeId: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toServiceRequestView(r: ServiceRequest): ServiceRequestView {
  const details = (s: ServiceType) => (r.service === s ? (r.details as never) : null);
  return {
    id: r.id,
    service: r.service,
    status: r.status,
    finance: details('finance'),
    freight: details('freight'),
    inspection: details('inspection'),
    partnership: details('partnership'),
    name: r.name,
    email: r.email,
    company: r.company ?? null,
    phone: r.phone ?? null,
    country: r.country ?? null,
    message: r.message ?? null,
    requesterId: r.requesterId ?? null,
    locale: r.locale,
    consentAt: r.consentAt.toISOString(),
    assigneeId: r.assigneeId ?? null,
    notes: r.notes ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the requester gets back: a reference to quote. */
export interface ServiceRequestReceipt {
  id: string;
  receivedAt: string;
}
