import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ProblemException } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { ArchivedAuditEntry, AuditEntry } from '../chain/audit-entry.entity.js';
import { VerifyChain, type ChainVerification } from '../chain/verify-chain.query.js';
import {
  toEntryDetailView,
  toEntryView,
  type AuditEntryDetailView,
  type AuditEntryView,
} from './audit-entry.view.js';
import { AUDIT_LOGS_LIST, ListAuditLogs } from './list-audit-logs.query.js';

/** The audit log for staff, in the ra-data-simple-rest contract; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/audit-logs')
export class AdminAuditLogsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly listAuditLogs: ListAuditLogs,
    private readonly verifyChain: VerifyChain,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryView[]> {
    const parsed = parseListQuery(query, AUDIT_LOGS_LIST);
    const { items, total } = await this.listAuditLogs.execute(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(AUDIT_LOGS_LIST.resource, parsed.offset, items.length, total),
    );
    return items.map((e) => toEntryView(e, parsed.filter.archived === true));
  }

  /** Declared before `:id`, which would otherwise take "verify" for an id. */
  @Get('verify')
  verify(): Promise<ChainVerification> {
    return this.verifyChain.execute();
  }

  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AuditEntryDetailView> {
    const em = this.orm.em.fork();
    const live = await em.findOne(AuditEntry, id, { populate: ['payload'] });
    if (live) return toEntryDetailView(live, false);
    const archived = await em.findOne(ArchivedAuditEntry, id, { populate: ['payload'] });
    if (archived) return toEntryDetailView(archived, true);
    throw ProblemException.notFound('audit.entry_not_found');
  }
}
