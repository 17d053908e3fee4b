import {
  Body,
  Controller,
  type DynamicModule,
  HttpCode,
  Injectable,
  Module,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { Response } from 'express';
import { z } from 'zod';
import {
  databaseSettings,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';
import { CurrentUser, Public } from '@sokoni/platform/auth';
import { ProblemException } from '@sokoni/platform/errors';
import { servicePlatform } from '@sokoni/platform/service';
import { Idempotent, idempotencySettings } from '@sokoni/platform/idempotency';
import type { InProcessTransport } from '@sokoni/platform/events';

export const SCHEMA = 'idem_test';

export const idemTestConfigSchema = z.object({
  ...httpSettings(0).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  ...idempotencySettings.shape,
});

/**
 * The side effects of the test routes, counted per label, and the gates slow requests wait at
 * (one per arrival, opened by the test) to hold a request in flight for as long as a test needs.
 */
@Injectable()
export class Work {
  readonly counts = new Map<string, number>();
  readonly arrivals: { label: string; open: () => void }[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];

  did(label: string): number {
    const n = (this.counts.get(label) ?? 0) + 1;
    this.counts.set(label, n);
    return n;
  }

  count(label: string): number {
    return this.counts.get(label) ?? 0;
  }

  gate(label: string): Promise<void> {
    return new Promise<void>((open) => {
      this.arrivals.push({ label, open });
      this.waiters = this.waiters.filter((w) => (this.arrivals.length >= w.n ? (w.resolve(), false) : true));
    });
  }

  /** Resolves once `n` requests in all have reached a gate. */
  arrived(n: number): Promise<void> {
    if (this.arrivals.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }
}

class OrderDto {
  @IsString()
  sku!: string;

  @IsInt()
  @Min(1)
  qty!: number;

  @IsOptional()
  @IsString()
  note?: string;
}

class ReserveDto {
  @IsIn(['ok', 'conflict', 'unprocessable', 'crash'])
  outcome!: 'ok' | 'conflict' | 'unprocessable' | 'crash';
}

class SlowDto {
  @IsString()
  label!: string;
}

@Controller('t')
class IdempotencyTestController {
  constructor(private readonly work: Work) {}

  @Post('orders')
  @Idempotent()
  create(
    @Body() dto: OrderDto,
    @CurrentUser('id') userId: string,
    @Res({ passthrough: true }) res: Response,
  ): { id: string; sku: string; qty: number; run: number } {
    const run = this.work.did(`create:${userId}`);
    const id = `${dto.sku}-${run}`;
    res.location(`/t/orders/${id}`);
    return { id, sku: dto.sku, qty: dto.qty, run };
  }

  @Post('orders/:id/reserve')
  @HttpCode(200)
  @Idempotent()
  reserve(@Param('id') id: string, @Body() dto: ReserveDto): { id: string; run: number } {
    const run = this.work.did(`reserve:${id}`);
    // Work done, then a failure: the answer must be stored with the work, not retried.
    if (dto.outcome === 'conflict') throw ProblemException.conflict('test.out_of_stock', { id });
    if (dto.outcome === 'unprocessable') throw ProblemException.unprocessable('test.order_closed', { id });
    if (dto.outcome === 'crash') throw new Error(`reserve ${id} crashed after its work`);
    return { id, run };
  }

  @Post('slow')
  @Idempotent()
  async slow(@Body() dto: SlowDto): Promise<{ label: string; run: number }> {
    const run = this.work.did(`slow:${dto.label}`);
    await this.work.gate(dto.label);
    return { label: dto.label, run };
  }

  /** A mistake the interceptor must refuse: keys are per user, and here there is none. */
  @Post('public')
  @Public()
  @Idempotent()
  open(): { run: number } {
    return { run: this.work.did('public') };
  }

  @Post('checkout')
  @Idempotent({ required: true })
  checkout(@Body() dto: OrderDto): { sku: string; run: number } {
    return { sku: dto.sku, run: this.work.did('checkout') };
  }
}

/** A service with @Idempotent() routes, mounted as every service mounts the platform. */
@Module({})
export class IdempotencyTestModule {
  static forRoot(parts: {
    config: z.output<typeof idemTestConfigSchema>;
    transport: InProcessTransport;
    jwksUrl: string;
  }): DynamicModule {
    return {
      module: IdempotencyTestModule,
      imports: servicePlatform({
        service: 'idemtest',
        config: parts.config,
        schema: SCHEMA,
        entities: [],
        migrations: [],
        transport: parts.transport,
        ownsTransport: false,
        auth: { jwksUrl: parts.jwksUrl },
        idempotency: true,
      }),
      controllers: [IdempotencyTestController],
      providers: [Work],
    };
  }
}
