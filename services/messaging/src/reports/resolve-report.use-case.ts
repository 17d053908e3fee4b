import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConversationReport } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { isUuid } from '../read-models/read-model-writes.js';
import { toReport, type ReportResponse } from './report.response.js';

/** Staff close a report with what they did; a resolved report stays as it was decided. */
@Injectable()
export class ResolveReport {
  constructor(private readonly orm: MikroORM) {}

  async execute(staffId: string, id: string, resolution: string): Promise<ReportResponse> {
    if (!isUuid(id)) throw MessagingProblems.reportNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      const report = await em.findOne(
        ConversationReport,
        { id: id.toLowerCase() },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!report) throw MessagingProblems.reportNotFound();
      if (report.status === 'resolved') throw MessagingProblems.reportResolved();
      report.status = 'resolved';
      report.resolvedAt = new Date();
      report.resolvedBy = staffId;
      report.resolution = resolution;
      await em.flush();
      return toReport(report);
    });
  }
}
