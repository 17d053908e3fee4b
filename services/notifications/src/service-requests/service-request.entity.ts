import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The services Sokoni arranges through partners instead of running itself: trade finance, freight,
 * inspection, and partnership enquiries from would-be partners.
 */
export const SERVICE_TYPES = ['finance', 'freight', 'inspection', 'partnership'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Where staff are with a request; any status may follow any other (a declined request can be reopened). */
export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done', 'declined'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/**
 * A structured request sent from a storefront service page, handled by staff in the back office.
 * What is asked (the service's own fields) is kept as the validated JSON of its DTO: each service
 * has different fields, none of which is queried on its own.
 */
export const ServiceRequest = defineEntity({
  name: 'ServiceRequest',
  tableName: 'service_requests',
  properties: {
    id: p.uuid().primary(),
    service: p.enum(SERVICE_TYPES),
    status: p.enum(SERVICE_REQUEST_STATUSES),
    /** The service's fields (ServiceDetails), as sent after validation. */
    details: p.json<Record<string, unknown>>(),
    name: p.string(),
    email: p.string(),
    company: p.string().nullable(),
    phone: p.string().nullable(),
    /** ISO 3166-1 alpha-2 of the requester's business. */
    country: p.string().nullable(),
    /** Anything else the requester wants staff to know. */
    message: p.text().nullable(),
    /** The signed-in account that sent it; null for a visitor. */
    requesterId: p.uuid().nullable(),
    /** The requester's language: the acknowledgement and staff's answer are written in it. */
    locale: p.string(),
    /** When the requester agreed that the request be shared with Sokoni's partners. */
    consentAt: p.datetime(),
    /** The staff member handling it. */
    assigneeId: p.uuid().nullable(),
    /** Staff's working notes; never shown to the requester. */
    notes: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ServiceRequest = InferEntity<typeof ServiceRequest>;
