import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type MiddlewareConsumer,
  Module,
  type NestMiddleware,
  type NestModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type DatabaseOptions, migrateDatabase, openDatabase } from './database.js';
import { runAsRequest } from './request-forks.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseModuleOptions extends DatabaseOptions {
  migrateOnStart: boolean;
}

/**
 * Gives each HTTP request its own identity map (the global EntityManager refuses to be used bare),
 * forked when the request first uses it (request-forks.ts).
 */
@Injectable()
class RequestContextMiddleware implements NestMiddleware {
  use(_req: unknown, _res: unknown, next: () => void): void {
    runAsRequest(next);
  }
}

@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.options.migrateOnStart) await migrateDatabase(this.orm, this.options.schema);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
  }
}

/**
 * One MikroORM per service app. Written here rather than taken from @mikro-orm/nestjs because the
 * standalone run boots several Nest apps in one process, and each must own its ORM outright.
 */
@Global()
@Module({})
export class DatabaseModule implements NestModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_OPTIONS, useValue: options },
        { provide: MikroORM, useFactory: () => openDatabase(options) },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        DatabaseLifecycle,
        RequestContextMiddleware,
      ],
      exports: [MikroORM, EntityManager, DATABASE_OPTIONS],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContextMiddleware).forRoutes('*path');
  }
}

export async function databaseHealthy(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.fork().getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
