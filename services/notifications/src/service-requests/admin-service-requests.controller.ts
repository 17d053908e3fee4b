import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES, ServiceRequest } from './service-request.entity.js';
import { ServiceRequestResponse } from './service-request.response.js';
import { toServiceRequestView, type ServiceRequestView } from './service-request.view.js';
import { UpdateServiceRequestDto } from './update-service-request.dto.js';
import { serviceRequestNotFound, UpdateServiceRequest } from './update-service-request.use-case.js';

export const REQUESTS_LIST: ListContract<
  'q' | 'status' | 'service' | 'assigneeId' | 'email',
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'service' | 'name'
> = {
  resource: 'service-requests',
  sortable: ['id', 'createdAt', 'updatedAt', 'status', 'service', 'name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    q: 'string',
    status: { enum: SERVICE_REQUEST_STATUSES },
    service: { enum: SERVICE_TYPES },
    assigneeId: 'uuid',
    email: 'string',
  },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Service requests for staff, in the ra-data-simple-rest contract: list, show, and PATCH to handle one. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/service-requests')
export class AdminServiceRequestsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly update: UpdateServiceRequest,
  ) {}

  @Get()
  @ApiOkResponse({
    type: ServiceRequestResponse,
    isArray: true,
    description:
      'simple-rest: `sort`, `range`, `filter` ({q, status, service, assigneeId, email, id}); Content-Range header',
  })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ServiceRequestView[]> {
    const q = parseListQuery(query, REQUESTS_LIST);
    const f = q.filter;
    const and: FilterQuery<ServiceRequest>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      and.push({
        $or: [
          { name: { $ilike: like } },
          { email: { $ilike: like } },
          { company: { $ilike: like } },
          { message: { $ilike: like } },
          { notes: { $ilike: like } },
        ],
      });
    }
    if (typeof f.status === 'string') and.push({ status: f.status as ServiceRequest['status'] });
    if (typeof f.service === 'string') and.push({ service: f.service as ServiceRequest['service'] });
    if (typeof f.assigneeId === 'string') and.push({ assigneeId: f.assigneeId });
    if (typeof f.email === 'string') and.push({ email: { $ilike: escapeLike(f.email.trim()) } });
    const order = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em
      .fork()
      .findAndCount(ServiceRequest, and.length ? { $and: and } : {}, {
        orderBy: q.sort.field === 'id' ? { id: order } : { [q.sort.field]: order, id: 'desc' },
        offset: q.offset,
        limit: q.limit,
      });
    res.setHeader('Content-Range', contentRange(REQUESTS_LIST.resource, q.offset, items.length, total));
    return items.map(toServiceRequestView);
  }

  @Get(':id')
  @ApiOkResponse({ type: ServiceRequestResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<ServiceRequestView> {
    const r = await this.orm.em.fork().findOne(ServiceRequest, id);
    if (!r) throw serviceRequestNotFound();
    return toServiceRequestView(r);
  }

  /** Status, assignee, notes: what is given changes, and the change is audited. */
  @Patch(':id')
  @ApiOkResponse({ type: ServiceRequestResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  async patch(
    @CurrentUser() staff: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateServiceRequestDto,
  ): Promise<ServiceRequestView> {
    return toServiceRequestView(await this.update.execute(staff.id, id, body));
  }
}
