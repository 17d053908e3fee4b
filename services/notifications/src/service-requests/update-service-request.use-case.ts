import { Injectable } from '@nestjs/common';
import { LockMode, MikroORM } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { EventOutbox } from '@sokoni/platform/events';
import { ServiceRequest } from './service-request.entity.js';
import type { UpdateServiceRequestDto } from './update-service-request.dto.js';

export const serviceRequestNotFound = () =>
  ProblemException.notFound('notifications.service_request_not_found');

/**
 * A staff change to a request's status, assignee or notes. The row is locked for the change, and
 * the event naming what changed commits with it; saving what is already there changes nothing and
 * records nothing.
 */
@Injectable()
export class UpdateServiceRequest {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(staffId: string, id: string, change: UpdateServiceRequestDto): Promise<ServiceRequest> {
    return this.orm.em.fork().transactional(async (em) => {
      const r = await em.findOne(ServiceRequest, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!r) throw serviceRequestNotFound();
      const before = { status: r.status, assigneeId: r.assigneeId ?? null, notes: r.notes ?? null };
      if (change.status !== undefined) r.status = change.status;
      if (change.assigneeId !== undefined) r.assigneeId = change.assigneeId;
      if (change.notes !== undefined) r.notes = change.notes?.trim() ? change.notes : null;
      const notesChanged = (r.notes ?? null) !== before.notes;
      if (r.status === before.status && (r.assigneeId ?? null) === before.assigneeId && !notesChanged)
        return r;
      r.updatedAt = new Date();
      await em.flush();
      await this.outbox.add(
        em,
        'notifications.service_request.updated.v1',
        r.id,
        {
          requestId: r.id,
          service: r.service,
          changedBy: staffId,
          previousStatus: before.status,
          status: r.status,
          previousAssigneeId: before.assigneeId ?? '',
          assigneeId: r.assigneeId ?? '',
          notesChanged,
        },
        { actorId: staffId },
      );
      return r;
    });
  }
}
