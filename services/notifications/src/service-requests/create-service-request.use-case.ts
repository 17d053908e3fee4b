import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { templateLanguage, templateTerms } from '../email/email-renderer.js';
import { EmailQueue } from '../email/email-queue.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { detailsOf, type ServiceRequestDto } from './service-request.dto.js';
import { ServiceRequest, type ServiceType } from './service-request.entity.js';
import type { ServiceRequestReceipt } from './service-request.view.js';

/** The storefront page of each service: the acknowledgement links back to it. */
export const SERVICE_PAGES: Readonly<Record<ServiceType, string>> = {
  finance: '/trade-finance',
  freight: '/logistics',
  inspection: '/quality-control',
  partnership: '/partnerships',
};

/**
 * Stores a service request and, in the same transaction, queues two e-mails and the creation event:
 * a notice to the support inbox (SUPPORT_EMAIL, in English, linking to the request in the back
 * office) and an acknowledgement to the requester in their language. The acknowledgement names the
 * service and the reference only, never what was typed, so the form cannot mail anyone's text to
 * any address.
 */
@Injectable()
export class CreateServiceRequest {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: EmailQueue,
    private readonly outbox: EventOutbox,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async execute(
    input: ServiceRequestDto,
    locale: string,
    requesterId: string | null,
  ): Promise<ServiceRequestReceipt> {
    const id = uuidv7();
    const now = new Date();
    const link = (path: string) => new URL(path, this.config.PUBLIC_URL).toString();
    const lang = templateLanguage(locale);
    await this.orm.em.fork().transactional(async (em) => {
      em.create(ServiceRequest, {
        id,
        service: input.service,
        status: 'new',
        // A plain copy of the validated DTO: the JSON column stores exactly what was accepted.
        details: { ...detailsOf(input) },
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        phone: input.phone ?? null,
        country: input.country ?? null,
        message: input.message ?? null,
        requesterId,
        locale,
        consentAt: now,
        assigneeId: null,
        notes: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await this.queue.enqueue(em, id, 'service-request', {
        userId: '',
        to: this.config.SUPPORT_EMAIL,
        name: input.name,
        locale: 'en',
        url: link(`/admin/service-requests/${id}/show`),
        vars: { service: input.service },
        details: [
          ['service', input.service],
          ['name', input.name],
          ['email', input.email],
          ...(input.company ? [['company', input.company] as const] : []),
          ...(input.phone ? [['phone', input.phone] as const] : []),
          ...(input.country ? [['country', input.country] as const] : []),
          ['locale', locale],
        ],
      });
      await this.queue.enqueue(em, id, 'service-request-received', {
        userId: requesterId ?? '',
        to: input.email,
        name: input.name,
        locale,
        url: link(SERVICE_PAGES[input.service]),
        vars: {
          service: templateTerms('service-request-received', lang)[input.service] ?? input.service,
          reference: id,
        },
      });
      await this.outbox.add(em, 'notifications.service_request.created.v1', id, {
        requestId: id,
        service: input.service,
        requesterId: requesterId ?? '',
        locale,
      });
    });
    return { id, receivedAt: now.toISOString() };
  }
}
