import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { VerifyLedger, type LedgerProblem } from '../ledger/index.js';
import {
  AdminLedger,
  LEDGER_BALANCES_LIST,
  LEDGER_ENTRIES_LIST,
  type LedgerAccountView,
  type LedgerEntryView,
  type LedgerPostingView,
} from './admin-ledger.query.js';
import { LedgerEntryDetailResponse, LedgerEntryResponse } from './admin-ledger.response.js';

/** The escrow ledger for staff: its journal, its accounts, and "Verify ledger"; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/ledger')
export class AdminLedgerController {
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: AdminLedger,
    private readonly verifyLedger: VerifyLedger,
  ) {}

  /**
   * Recomputes every balance from the journal and checks every invariant (sums to zero per
   * currency, no forbidden negative, released + refunded ≤ captured, each hold resolved once,
   * requests untampered). `checked`: the entries whose request was re-hashed.
   */
  @Get('verify')
  @ApiOkResponse({ description: '{ valid, checked, problems }' })
  @ApiProblemResponses(401, 403)
  async verify(): Promise<{ valid: boolean; checked: number; problems: LedgerProblem[] }> {
    const { valid, checked, problems } = await this.verifyLedger.execute(this.orm.em.fork());
    return { valid, checked, problems };
  }

  @Get('entries')
  @ApiOkResponse({
    type: LedgerEntryResponse,
    isArray: true,
    description: 'Journal entries, newest first, each with its amount; Content-Range gives the total',
  })
  @ApiProblemResponses(400, 401, 403)
  async entries(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LedgerEntryView[]> {
    const parsed = parseListQuery(query, LEDGER_ENTRIES_LIST);
    const { items, total } = await this.ledger.entries(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(LEDGER_ENTRIES_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get('entries/:id')
  @ApiOkResponse({ type: LedgerEntryDetailResponse, description: 'One entry with its postings' })
  @ApiProblemResponses(401, 403, 404)
  entry(@Param('id') id: string): Promise<LedgerEntryView & { postings: LedgerPostingView[] }> {
    return this.ledger.entry(id);
  }

  @Get('balances')
  @ApiOkResponse({ description: 'Accounts with their balances; Content-Range gives the total' })
  @ApiProblemResponses(400, 401, 403)
  async balances(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LedgerAccountView[]> {
    const parsed = parseListQuery(query, LEDGER_BALANCES_LIST);
    const { items, total } = await this.ledger.balances(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(LEDGER_BALANCES_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }
}
